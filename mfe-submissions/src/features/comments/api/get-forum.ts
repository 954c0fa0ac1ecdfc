import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import {
  COMMENTS_PER_PAGE,
  type CommentAttachment,
  type HttpClients,
  type SocialComment,
  type SocialForumResponse,
  type SubmissionsPageMeta,
} from 'shared-contracts';
import {
  hasNumber,
  hasString,
  isRecord,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isAttachment = shapeGuard<CommentAttachment>({ url: 'string', name: 'string', size: 'number' });
const isMention = shapeGuard<{ id: number; name: string }>({ id: 'number', name: 'string' });

/**
 * A comment as the forum answers send it (replies checked too). Attachments and the mention may be left out
 * by older answers: `toSocialComment` fills them in.
 */
export function isForumComment(value: unknown): value is SocialComment {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'body') &&
    isRecord(value.author) &&
    hasNumber(value.author, 'id') &&
    hasString(value.author, 'name') &&
    hasString(value, 'created_at') &&
    (value.files === undefined || (Array.isArray(value.files) && value.files.every(isAttachment))) &&
    (value.mention === undefined || value.mention === null || isMention(value.mention)) &&
    (value.replies === undefined || (Array.isArray(value.replies) && value.replies.every(isForumComment)))
  );
}

/** A comment with its lists always present and its counts numbers (the API may leave them out). */
export function toSocialComment(comment: SocialComment): SocialComment {
  return {
    ...comment,
    likes: Number(comment.likes ?? 0),
    dislikes: Number(comment.dislikes ?? 0),
    mention: comment.mention ?? null,
    files: comment.files ?? [],
    replies: (comment.replies ?? []).map(toSocialComment),
  };
}

function isPageMeta(value: unknown): value is SubmissionsPageMeta {
  return (
    isRecord(value) && hasNumber(value, 'page') && hasNumber(value, 'total') && hasNumber(value, 'lastPage')
  );
}

/** Who reads the forum: a signed-in student (social) or a signed-out visitor (public, read-only). */
export type ForumAudience = 'student' | 'public';

/**
 * GET /v3/social/forums/{id}?page&perPage=15 (signed in) or GET /v3/public/forum/{id}?page&perPage=15 (a
 * signed-out visitor): one page of top-level comments with their replies (a comment of another shape is left
 * out). A failure is logged and rethrown.
 */
export function getForum(
  http: HttpClients,
  forumId: number,
  page: number,
  audience: ForumAudience = 'student',
  signal?: AbortSignal,
): Promise<SocialForumResponse> {
  const path = audience === 'public' ? `v3/public/forum/${forumId}` : `v3/social/forums/${forumId}`;
  return serviceCall(AREA_NAME, audience === 'public' ? 'getPublicForum' : 'getForum', async () => {
    const body = await http.api
      .get(path, { searchParams: { page, perPage: COMMENTS_PER_PAGE }, signal })
      .json<unknown>();
    if (
      !isRecord(body) ||
      !isRecord(body.data) ||
      !Array.isArray(body.data.comments) ||
      !isPageMeta(body.meta)
    ) {
      throw new UnexpectedResponseError('fórum');
    }
    return {
      data: {
        id: Number(body.data.id),
        title: String(body.data.title ?? ''),
        comments: body.data.comments.filter(isForumComment).map(toSocialComment),
      },
      meta: body.meta,
    };
  });
}

/** The forum's pages as the cache holds them. */
export type ForumPages = InfiniteData<SocialForumResponse, number>;

/** Every query of one forum (a write invalidates it). */
export function forumKey(forumId: number, audience: ForumAudience = 'student') {
  return [AREA_NAME, 'forum', forumId, audience] as const;
}

/**
 * A forum's comments, 15 per page, the next page on demand. Live data (other students comment too): shown at
 * once when the student comes back, and revalidated.
 */
export function forumQuery(http: HttpClients, forumId: number, audience: ForumAudience = 'student') {
  return infiniteQueryOptions({
    queryKey: forumKey(forumId, audience),
    queryFn: ({ pageParam, signal }) => getForum(http, forumId, pageParam, audience, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SocialForumResponse) =>
      last.meta.page < last.meta.lastPage ? last.meta.page + 1 : undefined,
    staleTime: STALE_TIME.live,
  });
}

/**
 * The comments of every loaded page, in order, each once (a comment posted meanwhile moves the others one
 * place down, so a later page may repeat the last one of the page before), and the forum's total.
 */
export function forumComments(pages: ForumPages): { comments: SocialComment[]; total: number } {
  const seen = new Set<number>();
  const comments: SocialComment[] = [];
  for (const page of pages.pages) {
    for (const comment of page.data.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  return { comments, total: pages.pages[pages.pages.length - 1]?.meta.total ?? comments.length };
}
