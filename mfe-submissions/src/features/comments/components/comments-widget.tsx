import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { usePlatform, type ForumComment, type PlatformApi, type SubmissionsPageMeta } from 'shared-contracts';
import { AreaShell, Button, Skeleton, SkeletonGroup } from 'shared-design-system';
import { BAD_WORDS_MESSAGE } from '../../../constants';
import { formatSaoPaulo, LoadError } from 'shared-design-system/area';
import { TextareaField } from '../../../lib/textarea-field';
import { createComment, isBadWordsError } from '../api/create-comment';
import { getForum } from '../api/get-forum';
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
 * The comments of a forum (15 per page, newest first) with a form to comment and answer. It brings its
 * own theme, platform context and error boundary, so a failure here never breaks the page that embeds it.
 */
export function CommentsWidget({ platform, forumId, title = 'Comentários' }: CommentsWidgetProps) {
  return (
    <AreaShell platform={platform} area="mfe-submissions/comments">
      <CommentsPanel forumId={forumId} title={title} />
    </AreaShell>
  );
}

type LoadState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; comments: ForumComment[]; meta: SubmissionsPageMeta };

const COMMENT_FAILED_MESSAGE = 'Não foi possível publicar o comentário. Tente novamente.';

/** The current page's address, sent as the comment's link. */
function currentLink(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function CommentsPanel({ forumId, title }: { forumId: number; title: string }) {
  const platform = usePlatform();
  const headingId = useId();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getForum(platform.http, forumId, 1, controller.signal).then(
      ({ data, meta }) => {
        if (!controller.signal.aborted) setState({ status: 'ready', comments: data.comments, meta });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [platform, forumId, attempt]);

  const loadMore = async () => {
    if (state.status !== 'ready' || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const { data, meta } = await getForum(platform.http, forumId, state.meta.page + 1);
      setState((current) => {
        if (current.status !== 'ready') return current;
        const known = new Set(current.comments.map((c) => c.id));
        return {
          status: 'ready',
          comments: [...current.comments, ...data.comments.filter((c) => !known.has(c.id))],
          meta,
        };
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const update = useCallback((change: (comments: ForumComment[]) => ForumComment[], totalDelta = 0) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            comments: change(current.comments),
            meta: { ...current.meta, total: current.meta.total + totalDelta },
          }
        : current,
    );
  }, []);

  const post = async (body: string, parentId: number | null) => {
    const created = await createComment(platform.http, {
      body,
      forum_id: forumId,
      comment_id: parentId,
      link: currentLink(),
    });
    if (parentId === null) update((comments) => [created, ...comments], 1);
    else
      update((comments) =>
        comments.map((c) => (c.id === parentId ? { ...c, replies: [...c.replies, created] } : c)),
      );
  };

  const like = async (comment: ForumComment) => {
    try {
      const liked = await likeComment(platform.http, comment.id);
      const apply = (c: ForumComment): ForumComment =>
        c.id === liked.id ? { ...c, likes: liked.likes } : { ...c, replies: c.replies.map(apply) };
      update((comments) => comments.map(apply));
    } catch {
      platform.toast({ kind: 'error', message: 'Não foi possível curtir o comentário.' });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
        color: theme.colors.text,
      })}
    >
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {title}
        {state.status === 'ready' && (
          <span css={(theme) => ({ fontWeight: 400, color: theme.colors.textMuted })}>
            {' '}
            ({state.meta.total})
          </span>
        )}
      </h2>
      <CommentForm
        label="Escreva um comentário"
        submitLabel="Comentar"
        onSubmit={(body) => post(body, null)}
      />
      {state.status === 'loading' && (
        <SkeletonGroup label="Carregando comentários">
          <Skeleton shape="rect" height={72} />
          <Skeleton shape="rect" height={72} />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <LoadError
          message="Não foi possível carregar os comentários."
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {state.status === 'ready' && state.comments.length === 0 && (
        <p css={{ margin: 0 }}>Ainda não há comentários. Seja o primeiro a comentar!</p>
      )}
      {state.status === 'ready' && state.comments.length > 0 && (
        <ul aria-label="Comentários" css={listStyle}>
          {state.comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} onLike={like} onReply={(body) => post(body, comment.id)} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.meta.page < state.meta.lastPage && (
        <div>
          <Button variant="secondary" onClick={() => void loadMore()} loading={loadingMore}>
            Carregar mais comentários
          </Button>
          {moreFailed && <p role="alert">Não foi possível carregar mais comentários.</p>}
        </div>
      )}
    </section>
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
          {formatSaoPaulo(comment.created_at, 'DD/MM/YYYY [às] HH:mm')}
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
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onSubmit: (body: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
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
      setText('');
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
