import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import {
  COMMENTS_PER_PAGE,
  type ForumComment,
  type ForumResponse,
  type HttpClients,
  type SubmissionsPageMeta,
} from 'shared-contracts';
import {
  hasNumber,
  hasString,
  isRecord,
  serviceCall,
  STALE_TIME,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** A comment as the forum answer sends it (replies checked too). */
export function isForumComment(value: unknown): value is ForumComment {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'body') &&
    isRecord(value.author) &&
    hasString(value.author, 'name') &&
    hasString(value, 'created_at') &&
    (value.replies === undefined || (Array.isArray(value.replies) && value.replies.every(isForumComment)))
  );
}

/** A comment with its replies always a list (the API may leave them out). */
export function withReplies(comment: ForumComment): ForumComment {
  return { ...comment, replies: comment.replies ?? [] };
}

function isPageMeta(value: unknown): value is SubmissionsPageMeta {
  return (
    isRecord(value) && hasNumber(value, 'page') && hasNumber(value, 'total') && hasNumber(value, 'lastPage')
  );
}

/**
 * GET /v3/social/forums/{id}?page&perPage=15: one page of top-level comments with their replies (a comment
 * of another shape is left out). A failure is logged and rethrown.
 */
export function getForum(
  http: HttpClients,
  forumId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ForumResponse> {
  return serviceCall(AREA_NAME, 'getForum', async () => {
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
    return {
      data: {
        id: Number(body.data.id),
        title: String(body.data.title ?? ''),
        comments: body.data.comments.filter(isForumComment).map(withReplies),
      },
      meta: body.meta,
    };
  });
}

/** The forum's pages as the cache holds them. */
export type ForumPages = InfiniteData<ForumResponse, number>;

/** Every query of one forum (a comment, an answer or a like invalidates it). */
export function forumKey(forumId: number) {
  return [AREA_NAME, 'forum', forumId] as const;
}

/**
 * A forum's comments, 15 per page, the next page on demand. Live data (other students comment too): shown at
 * once when the student comes back, and revalidated.
 */
export function forumQuery(http: HttpClients, forumId: number) {
  return infiniteQueryOptions({
    queryKey: forumKey(forumId),
    queryFn: ({ pageParam, signal }) => getForum(http, forumId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ForumResponse) =>
      last.meta.page < last.meta.lastPage ? last.meta.page + 1 : undefined,
    staleTime: STALE_TIME.live,
  });
}

/**
 * The comments of every loaded page, in order, each once (a comment posted meanwhile moves the others one
 * place down, so a later page may repeat the last one of the page before), and the forum's total.
 */
export function forumComments(pages: ForumPages): { comments: ForumComment[]; total: number } {
  const seen = new Set<number>();
  const comments: ForumComment[] = [];
  for (const page of pages.pages) {
    for (const comment of page.data.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  return { comments, total: pages.pages[pages.pages.length - 1]?.meta.total ?? comments.length };
}
