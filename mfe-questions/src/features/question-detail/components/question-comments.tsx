import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { QuestionComment } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button, Skeleton, SkeletonGroup } from 'shared-design-system';
import {
  ContentSkeleton,
  formatDate,
  isString,
  QueryView,
  useCommentsWidget,
  useStudentDraft,
} from 'shared-design-system/area';
import { messageOf } from '../../../lib/readable-error';
import { postQuestionComment, questionCommentsQuery } from '../api/question-comments';

/** The comments posted here first, then the server's, each once. */
function mergeComments(posted: QuestionComment[], loaded: QuestionComment[]): QuestionComment[] {
  const ids = new Set(posted.map((comment) => comment.id));
  return [...posted, ...loaded.filter((comment) => !ids.has(comment.id))];
}

/**
 * The questions area's own comments (GET comments, POST comment): used when the widget is unavailable.
 * Posting is a mutation: the new comment goes on top of the cached list (and stays shown even when the
 * list failed to load).
 */
export function FallbackComments({ questionId }: { questionId: number }) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const commentsQuery = questionCommentsQuery(http, questionId);
  const comments = useQuery(commentsQuery);
  const [posted, setPosted] = useState<QuestionComment[]>([]);
  // kept per student until it is posted: a reload or a sign-in round trip loses nothing
  const [text, setText, clearText] = useStudentDraft(`questions:comment:${questionId}`, '', isString);
  const post = useMutation({
    mutationFn: (body: string) =>
      postQuestionComment(http, questionId, {
        body,
        mention_id: null,
        link: `${window.location.pathname}${window.location.search}`,
      }),
    onSuccess: (comment) => {
      setPosted((current) => [comment, ...current]);
      queryClient.setQueryData(commentsQuery.queryKey, (current) => current && [comment, ...current]);
      clearText();
    },
  });
  // a failure keeps the text in the field (and in the draft), so nothing is lost
  const error = post.isError ? messageOf(post.error, 'Não foi possível publicar o comentário.') : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || post.isPending) return;
    post.mutate(text.trim());
  }

  const list = mergeComments(posted, comments.data ?? []);
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <form onSubmit={submit} css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
        <label htmlFor={`comentar-${questionId}`} css={{ fontWeight: 600 }}>
          Seu comentário
        </label>
        <textarea
          id={`comentar-${questionId}`}
          value={text}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `comentar-${questionId}-erro` : undefined}
          css={(theme) => ({
            font: 'inherit',
            padding: theme.space.xs,
            borderRadius: theme.radii.md,
            border: `1px solid ${error ? theme.colors.error : theme.colors.border}`,
          })}
        />
        {error && (
          <p
            id={`comentar-${questionId}-erro`}
            role="alert"
            css={(theme) => ({ margin: 0, color: theme.colors.error })}
          >
            {error}
          </p>
        )}
        <div>
          <Button type="submit" size="sm" loading={post.isPending} disabled={!text.trim()}>
            Comentar
          </Button>
        </div>
      </form>
      <QueryView
        query={comments}
        errorMessage="Não foi possível carregar os comentários."
        skeleton={<ContentSkeleton shape="text" count={1} label="Carregando comentários" />}
        isEmpty={() => list.length === 0}
        empty={<p css={{ margin: 0 }}>Nenhum comentário ainda.</p>}
      >
        {() => null}
      </QueryView>
      {list.length > 0 && (
        <ul aria-label="Comentários dos alunos" css={{ margin: 0, paddingLeft: 20 }}>
          {list.map((comment) => (
            <li key={comment.id}>
              <strong>{comment.author.name}</strong> ({formatDate(comment.created_at)}): {comment.body}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The 'Comentários dos alunos' section of a question: the mfe-submissions widget on the question's forum
 * (its id is the question's) when it loads, otherwise `fallback`.
 */
function CommentsSection({ questionId, fallback }: { questionId: number; fallback: ReactNode }) {
  const platform = usePlatform();
  const widget = useCommentsWidget();

  return (
    <section
      aria-labelledby={`comentarios-${questionId}`}
      css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
    >
      <h2 id={`comentarios-${questionId}`} css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}>
        Comentários dos alunos
      </h2>
      {widget === 'loading' && (
        <SkeletonGroup label="Carregando comentários">
          <Skeleton width="80%" />
        </SkeletonGroup>
      )}
      {widget !== 'loading' && widget !== null && (
        <widget.CommentsWidget platform={platform} forumId={questionId} title="Discussão" />
      )}
      {widget === null && fallback}
    </section>
  );
}

/** Comments of a question: the mfe-submissions widget when it loads, otherwise this area's fallback. */
export function QuestionComments({ questionId }: { questionId: number }) {
  return (
    <CommentsSection
      questionId={questionId}
      // another question shown on the same page (one already cached) starts its own draft and posted list
      fallback={<FallbackComments key={questionId} questionId={questionId} />}
    />
  );
}

/** What the public question page says when the widget is unavailable (this area's own comments need a session). */
export const PUBLIC_COMMENTS_UNAVAILABLE = 'A discussão desta questão não está disponível no momento.';

/**
 * The discussion of a public question (/public/questoes/{slug}): the same widget, which shows a signed-out
 * visitor the public forum (GET /v3/public/forum/{id}) read-only and a signed-in student the full forum.
 */
export function PublicQuestionComments({ questionId }: { questionId: number }) {
  return (
    <CommentsSection
      questionId={questionId}
      fallback={<p css={{ margin: 0 }}>{PUBLIC_COMMENTS_UNAVAILABLE}</p>}
    />
  );
}
