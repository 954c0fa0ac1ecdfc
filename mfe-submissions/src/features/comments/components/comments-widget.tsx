import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  usePlatform,
  type ForumComment,
  type ForumResponse,
  type HttpClients,
  type PlatformApi,
} from 'shared-contracts';
import { Button } from 'shared-design-system';
import {
  AreaProviders,
  CardList,
  ContentSkeleton,
  formatDateTime,
  PageSection,
  QueryView,
  isString,
  useStudentDraft,
} from 'shared-design-system/area';
import { areaQueryClient } from '../../../app/query-client';
import { BAD_WORDS_MESSAGE } from '../../../constants';
import { TextareaField } from '../../../lib/textarea-field';
import { createComment, isBadWordsError } from '../api/create-comment';
import { forumComments, forumKey, forumQuery, type ForumPages } from '../api/get-forum';
import { likeComment } from '../api/like-comment';

/** Props of the comments widget other remotes load from 'mfe_submissions/comments'. */
export interface CommentsWidgetProps {
  /** the host's PlatformApi, as every area receives it */
  platform: PlatformApi;
  /** the forum whose comments are shown and where new comments go */
  forumId: number;
  /** heading of the widget; default 'Comentários' */
  title?: string;
}

/**
 * The comments of a forum (15 per page, newest first) with a form to comment and answer. It is rendered
 * inside other remotes (mfe-questions), never under this area's root, so it brings everything itself: theme,
 * platform context and error boundary (a failure here never breaks the page that embeds it) and this
 * remote's QueryClient (its queries never land in, nor depend on, the embedding area's client).
 */
export function CommentsWidget({ platform, forumId, title = 'Comentários' }: CommentsWidgetProps) {
  return (
    <AreaProviders platform={platform} area="mfe-submissions/comments" queryClient={areaQueryClient}>
      <CommentsPanel forumId={forumId} title={title} />
    </AreaProviders>
  );
}

const COMMENT_FAILED_MESSAGE = 'Não foi possível publicar o comentário. Tente novamente.';
const LIKE_FAILED_MESSAGE = 'Não foi possível curtir o comentário.';

/** The current page's address, sent as the comment's link. */
function currentLink(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** A comment and its replies with `change` applied to the one whose id is `id`. */
function changeComment(
  comment: ForumComment,
  id: number,
  change: (found: ForumComment) => ForumComment,
): ForumComment {
  if (comment.id === id) return change(comment);
  return { ...comment, replies: comment.replies.map((reply) => changeComment(reply, id, change)) };
}

/**
 * Writes to the forum as mutations: each shows its answer at once in the cached pages (a new comment first,
 * an answer under its comment, a like's new count), then invalidates the forum so it is fetched again.
 */
function useForumWrites(http: HttpClients, forumId: number) {
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const key = forumKey(forumId);
  const changePages = (change: (page: ForumResponse, index: number) => ForumResponse) =>
    queryClient.setQueryData<ForumPages>(
      key,
      (pages) => pages && { ...pages, pages: pages.pages.map(change) },
    );
  const changeComments = (change: (comments: ForumComment[], index: number) => ForumComment[]) =>
    changePages((page, index) => ({
      ...page,
      data: { ...page.data, comments: change(page.data.comments, index) },
    }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });

  const comment = useMutation({
    mutationFn: ({ body, parentId }: { body: string; parentId: number | null }) =>
      createComment(http, { body, forum_id: forumId, comment_id: parentId, link: currentLink() }),
    onSuccess: (created, { parentId }) => {
      if (parentId === null) {
        changePages((page, index) => ({
          data: {
            ...page.data,
            comments: index === 0 ? [created, ...page.data.comments] : page.data.comments,
          },
          meta: { ...page.meta, total: page.meta.total + 1 },
        }));
      } else {
        changeComments((comments) =>
          comments.map((c) =>
            changeComment(c, parentId, (parent) => ({ ...parent, replies: [...parent.replies, created] })),
          ),
        );
      }
      refresh();
    },
  });

  const like = useMutation({
    mutationFn: (liked: ForumComment) => likeComment(http, liked.id),
    onSuccess: (liked) => {
      changeComments((comments) =>
        comments.map((c) => changeComment(c, liked.id, (found) => ({ ...found, likes: liked.likes }))),
      );
      refresh();
    },
    onError: () => platform.toast({ kind: 'error', message: LIKE_FAILED_MESSAGE }),
  });

  return {
    post: async (body: string, parentId: number | null) => {
      await comment.mutateAsync({ body, parentId });
    },
    like: (liked: ForumComment) => like.mutate(liked),
  };
}

function CommentsPanel({ forumId, title }: { forumId: number; title: string }) {
  const { http } = usePlatform();
  const forum = useInfiniteQuery({ ...forumQuery(http, forumId), select: forumComments });
  const { post, like } = useForumWrites(http, forumId);

  return (
    <PageSection
      title={
        <>
          {title}
          {forum.data && (
            <span css={(theme) => ({ fontWeight: 400, color: theme.colors.textMuted })}>
              {' '}
              ({forum.data.total})
            </span>
          )}
        </>
      }
    >
      <div
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.md,
          color: theme.colors.text,
        })}
      >
        <CommentForm
          label="Escreva um comentário"
          submitLabel="Comentar"
          draftKey={`comment:${forumId}`}
          onSubmit={(body) => post(body, null)}
        />
        <QueryView
          query={forum}
          errorMessage="Não foi possível carregar os comentários."
          skeleton={<ContentSkeleton shape="list" count={2} itemHeight={72} label="Carregando comentários" />}
          isEmpty={({ comments }) => comments.length === 0}
          empty={<p css={{ margin: 0 }}>Ainda não há comentários. Seja o primeiro a comentar!</p>}
        >
          {({ comments }) => (
            <CardList label="Comentários">
              {comments.map((comment) => (
                <li key={comment.id}>
                  <CommentItem comment={comment} onLike={like} onReply={(body) => post(body, comment.id)} />
                </li>
              ))}
            </CardList>
          )}
        </QueryView>
        {forum.data && forum.hasNextPage && (
          <div>
            <Button
              variant="secondary"
              onClick={() => void forum.fetchNextPage()}
              loading={forum.isFetchingNextPage}
            >
              Carregar mais comentários
            </Button>
            {forum.isFetchNextPageError && !forum.isFetchingNextPage && (
              <p role="alert">Não foi possível carregar mais comentários.</p>
            )}
          </div>
        )}
      </div>
    </PageSection>
  );
}

const listStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column' as const,
  gap: 12,
};

function CommentItem({
  comment,
  onLike,
  onReply,
}: {
  comment: ForumComment;
  onLike: (c: ForumComment) => void;
  onReply?: (body: string) => Promise<void>;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <article
      aria-label={`Comentário de ${comment.author.name}`}
      css={(theme) => ({
        padding: theme.space.sm,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
      })}
    >
      <header
        css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'baseline', flexWrap: 'wrap' })}
      >
        <strong>{comment.author.name}</strong>
        <time
          dateTime={comment.created_at}
          css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}
        >
          {formatDateTime(comment.created_at)}
        </time>
      </header>
      <p css={{ margin: '4px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.body}</p>
      <div css={(theme) => ({ display: 'flex', gap: theme.space.sm })}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onLike(comment)}
          aria-label={`Curtir o comentário de ${comment.author.name} (${comment.likes} curtidas)`}
        >
          Curtir ({comment.likes})
        </Button>
        {onReply && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setReplying((open) => !open)}
            aria-expanded={replying}
          >
            Responder
          </Button>
        )}
      </div>
      {replying && onReply && (
        <CommentForm
          label={`Responder a ${comment.author.name}`}
          submitLabel="Enviar resposta"
          autoFocus
          draftKey={`comment-reply:${comment.id}`}
          onSubmit={async (body) => {
            await onReply(body);
            setReplying(false);
          }}
        />
      )}
      {comment.replies.length > 0 && (
        <ul
          aria-label={`Respostas ao comentário de ${comment.author.name}`}
          css={(theme) => ({ ...listStyle, marginTop: theme.space.sm, paddingLeft: theme.space.lg })}
        >
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} onLike={onLike} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** A comment or answer form: keeps the typed text on any failure and says why it failed. */
function CommentForm({
  label,
  submitLabel,
  autoFocus,
  draftKey,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  /** where the text being written is kept (per student) until it is sent: a reload loses nothing */
  draftKey: string;
  onSubmit: (body: string) => Promise<void>;
}) {
  const [text, setText, clearText] = useStudentDraft(draftKey, '', isString);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit(body);
      clearText();
    } catch (failure) {
      setError(isBadWordsError(failure) ? BAD_WORDS_MESSAGE : COMMENT_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.xs,
        marginTop: theme.space.xs,
      })}
    >
      <TextareaField
        label={label}
        value={text}
        autoFocus={autoFocus}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <div>
        <Button type="submit" disabled={!text.trim()} loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
