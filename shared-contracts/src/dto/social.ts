/**
 * Comments and forums beyond listing and creating (spec 3 §3, §7): edit, report, attachments, the public and
 * course forums. pt field names as the API sends them. Owned by the mfe-submissions team; the dev BFF answers
 * with these types.
 */
import type { ForumComment, SubmissionsPageMeta } from './submissions';

/** A file attached to a comment (PUT /social/v1/comments/{id}/attachFile). */
export interface CommentAttachment {
  /** where the file is downloaded; also the key to delete it (deleteFile?file_url) */
  url: string;
  name: string;
  /** size in bytes */
  size: number;
}

/** A comment with its attachments and who it mentions (the forum answers send them). */
export interface SocialComment extends Omit<ForumComment, 'replies'> {
  /** the user the comment answers (mention_id) and their name */
  mention: { id: number; name: string } | null;
  files: CommentAttachment[];
  replies: SocialComment[];
}

/** GET /v3/social/forums/{id} and GET /v3/public/forum/{id} with attachments and mentions. */
export interface SocialForumResponse {
  data: { id: number; title: string; comments: SocialComment[] };
  meta: SubmissionsPageMeta;
}

/** POST /v3/social/comments and POST /v3/courses/forums/comments body (spec 3 §3 Comment). */
export interface SocialCommentBody {
  body: string;
  forum_id: number;
  comment_id: number | null;
  link: string | null;
  mention_id?: number | null;
}

/** POST /bff/mci/my-courses/{course}/forum/{forum}/comment body (the LDI chapter forum). */
export interface ChapterForumCommentBody {
  body: string;
  comment_id: number | null;
  link: string | null;
  chapter_id: number;
}

/** PUT /v3/social/comments/{id} body. */
export interface UpdateCommentBody {
  body: string;
}

/** A reason to report a comment (GET /v3/social/report-types). */
export interface ReportType {
  id: number;
  name: string;
}

/** GET /v3/social/report-types. */
export interface ReportTypesResponse {
  data: ReportType[];
}

/** POST /v3/social/comments/{id}/report body. */
export interface ReportCommentBody {
  report_id: number;
}

/** POST /v3/social/comments/{id}/report (201). */
export interface CommentReportResponse {
  data: { id: number; comment_id: number; report_id: number; created_at: string };
}

/** PUT /social/v1/comments/{id}/attachFile and DELETE .../deleteFile: the comment as it is now. */
export interface SocialCommentResponse {
  data: SocialComment;
}
