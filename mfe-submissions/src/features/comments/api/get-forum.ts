import {
  COMMENTS_PER_PAGE,
  type ForumComment,
  type ForumResponse,
  type HttpClients,
  type SubmissionsPageMeta,
} from 'shared-contracts';
import { isRecord, UnexpectedResponseError } from 'shared-design-system/area';

/** A comment as the forum answer sends it (replies checked too). */
export function isForumComment(value: unknown): value is ForumComment {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.body === 'string' &&
    isRecord(value.author) &&
    typeof value.author.name === 'string' &&
    typeof value.created_at === 'string' &&
    (value.replies === undefined || (Array.isArray(value.replies) && value.replies.every(isForumComment)))
  );
}

function isPageMeta(value: unknown): value is SubmissionsPageMeta {
  return (
    isRecord(value) &&
    typeof value.page === 'number' &&
    typeof value.total === 'number' &&
    typeof value.lastPage === 'number'
  );
}

/** GET /v3/social/forums/{id}?page&perPage=15: one page of top-level comments with their replies. */
export async function getForum(
  http: HttpClients,
  forumId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ForumResponse> {
  const body = await http.api
    .get(`v3/social/forums/${forumId}`, { searchParams: { page, perPage: COMMENTS_PER_PAGE }, signal })
    .json<unknown>();
  if (
    !isRecord(body) ||
    !isRecord(body.data) ||
    !Array.isArray(body.data.comments) ||
    !isPageMeta(body.meta)
  ) {
    throw new UnexpectedResponseError('fórum');
  }
  const comments = body.data.comments
    .filter(isForumComment)
    .map((comment) => ({ ...comment, replies: comment.replies ?? [] }));
  return {
    data: { id: Number(body.data.id), title: String(body.data.title ?? ''), comments },
    meta: body.meta,
  };
}
