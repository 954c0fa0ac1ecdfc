import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type SocialComment, type SocialForumResponse } from 'shared-contracts';
import { COMMENT_MESSAGES } from '../../../constants';
import { attachCommentFile, deleteCommentFile } from '../api/comment-files';
import { createComment, type CommentTarget } from '../api/create-comment';
import { deleteComment } from '../api/delete-comment';
import { forumKey, type ForumPages } from '../api/get-forum';
import { reactToComment, type Reaction } from '../api/react-to-comment';
import { reportComment } from '../api/report-comment';
import { updateComment } from '../api/update-comment';

/** The current page's address, sent as the comment's link. */
function currentLink(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A comment and its replies with `change` applied to the one whose id is `id` (null removes it). */
function changeComment(
  comment: SocialComment,
  id: number,
  change: (found: SocialComment) => SocialComment | null,
): SocialComment | null {
  if (comment.id === id) return change(comment);
  return {
    ...comment,
    replies: comment.replies.flatMap((reply) => changeComment(reply, id, change) ?? []),
  };
}

/** What the student answers: a comment (its id) and, for an answer to an answer, the user mentioned. */
export interface ReplyTo {
  parentId: number;
  mentionId: number | null;
}

/**
 * Writes to a forum as mutations: each shows its answer at once in the cached pages (a new comment first, an
 * answer under its comment, an edit, a removal, new counts, attachments), then invalidates the forum.
 */
export function useForumWrites(forumId: number, target: CommentTarget) {
  const queryClient = useQueryClient();
  const { http, toast } = usePlatform();
  const key = forumKey(forumId);
  const changePages = (change: (page: SocialForumResponse, index: number) => SocialForumResponse) =>
    queryClient.setQueryData<ForumPages>(
      key,
      (pages) => pages && { ...pages, pages: pages.pages.map(change) },
    );
  const changeOne = (id: number, change: (found: SocialComment) => SocialComment | null) =>
    changePages((page) => ({
      ...page,
      data: {
        ...page.data,
        comments: page.data.comments.flatMap((c) => changeComment(c, id, change) ?? []),
      },
    }));
  const replace = (changed: SocialComment) =>
    changeOne(changed.id, (found) => ({ ...changed, replies: found.replies }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });

  const create = useMutation({
    mutationFn: ({ body, reply }: { body: string; reply: ReplyTo | null }) =>
      createComment(http, target, {
        body,
        forumId,
        parentId: reply?.parentId ?? null,
        mentionId: reply?.mentionId ?? null,
        link: currentLink(),
      }),
    onSuccess: (created, { reply }) => {
      if (reply === null) {
        changePages((page, index) => ({
          data: {
            ...page.data,
            comments: index === 0 ? [created, ...page.data.comments] : page.data.comments,
          },
          meta: { ...page.meta, total: page.meta.total + 1 },
        }));
      } else {
        changeOne(reply.parentId, (parent) => ({ ...parent, replies: [...parent.replies, created] }));
      }
      refresh();
    },
  });

  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => updateComment(http, id, body),
    onSuccess: (changed) => {
      replace(changed);
      refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteComment(http, id),
    onSuccess: (_nothing, id) => {
      // a top-level comment leaves the forum's count too
      changePages((page) => {
        const topLevel = page.data.comments.some((c) => c.id === id);
        return topLevel
          ? {
              data: { ...page.data, comments: page.data.comments.filter((c) => c.id !== id) },
              meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
            }
          : page;
      });
      changeOne(id, () => null);
      refresh();
    },
  });

  const react = useMutation({
    mutationFn: ({ id, reaction }: { id: number; reaction: Reaction }) => reactToComment(http, id, reaction),
    onSuccess: (changed) => {
      changeOne(changed.id, (found) => ({ ...found, likes: changed.likes, dislikes: changed.dislikes }));
      refresh();
    },
    onError: (_error, { reaction }) =>
      toast({
        kind: 'error',
        message: reaction === 'like' ? COMMENT_MESSAGES.likeFailed : COMMENT_MESSAGES.dislikeFailed,
      }),
  });

  const report = useMutation({
    mutationFn: ({ id, reportId }: { id: number; reportId: number }) => reportComment(http, id, reportId),
    onSuccess: () => toast({ kind: 'success', message: COMMENT_MESSAGES.reportSent }),
  });

  const attach = useMutation({
    mutationFn: ({ id, file, cancel }: { id: number; file: File; cancel?: AbortSignal }) =>
      attachCommentFile(http, id, file, cancel),
    onSuccess: (changed) => {
      replace(changed);
      refresh();
    },
  });

  const detach = useMutation({
    mutationFn: ({ id, url }: { id: number; url: string }) => deleteCommentFile(http, id, url),
    onSuccess: (changed) => {
      replace(changed);
      refresh();
    },
  });

  return {
    post: async (body: string, reply: ReplyTo | null) => {
      await create.mutateAsync({ body, reply });
    },
    edit: async (id: number, body: string) => {
      await edit.mutateAsync({ id, body });
    },
    remove: async (id: number) => {
      await remove.mutateAsync(id);
    },
    react: (id: number, reaction: Reaction) => react.mutate({ id, reaction }),
    report: async (id: number, reportId: number) => {
      await report.mutateAsync({ id, reportId });
    },
    /** bounded by the upload's deadline; `cancel` is the student's way to stop it */
    attach: async (id: number, file: File, cancel?: AbortSignal) => {
      await attach.mutateAsync({ id, file, cancel });
    },
    detach: async (id: number, url: string) => {
      await detach.mutateAsync({ id, url });
    },
  };
}

/** The forum's writes, as the comment items use them. */
export type ForumWrites = ReturnType<typeof useForumWrites>;
