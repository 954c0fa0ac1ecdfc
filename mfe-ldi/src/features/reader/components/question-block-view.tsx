import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TOO_MANY_REQUESTS_MESSAGE, usePlatform, type LdiQuestionBlock } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { statusOf } from 'shared-design-system/area';
import { SanitizedHtml } from '../../../lib/sanitized-html';
import { alreadySolvedQuery, answerQuestion, type LdiAnswer } from '../api/questions';
import type { BlockPlace } from './cast-block-view';

const proseStyle = { lineHeight: 1.6, '& p': { margin: '0 0 0.75em' } } as const;

/** The outcome of an answer, in words. */
export function answerOutcome(answer: LdiAnswer, block: LdiQuestionBlock): string {
  if (answer.correct) return 'Você acertou!';
  const right = block.question.alternatives.find((a) => a.id === answer.correct_alternative_id);
  return right ? `Você errou. A resposta certa é ${right.letter}.` : 'Você errou.';
}

/**
 * A question inside the document: choose an alternative and answer (PUT /bff/mci/questions/{id}/answer with
 * alternative, block, course, chapter and item ids); right or wrong is shown, and an answer given before
 * (GET already-solved for the item) is shown again.
 */
export function QuestionBlockView({ block, place }: { block: LdiQuestionBlock; place: BlockPlace }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const headingId = useId();
  const name = useId();
  const { question } = block;
  const solvedQuery = alreadySolvedQuery(platform, place.courseId, place.itemId);
  const solved = useQuery(solvedQuery);
  const previous = solved.data?.find((answer) => answer.question_id === question.id) ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const answer = useMutation({
    mutationFn: (alternativeId: number) =>
      answerQuestion(platform, question.id, alternativeId, {
        blockId: block.id,
        courseId: place.courseId,
        chapterId: place.chapterId,
        itemId: place.itemId,
      }),
    onSuccess: (result) =>
      queryClient.setQueryData(solvedQuery.queryKey, (list) => [
        ...(list ?? []).filter((entry) => entry.question_id !== result.question_id),
        result,
      ]),
  });
  const shown = answer.data ?? previous;
  const selected = chosen ?? shown?.alternative_id ?? null;

  function submit() {
    if (selected === null || answer.isPending) return;
    answer.mutate(selected);
  }

  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
      })}
    >
      <h4
        id={headingId}
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
      >
        Questão · {question.source}
      </h4>
      <SanitizedHtml html={question.statement} css={proseStyle} />
      <div>
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend css={{ fontWeight: 600 }}>Alternativas</legend>
          <ol
            css={(theme) => ({
              display: 'flex',
              flexDirection: 'column',
              gap: theme.space.xs,
              margin: 0,
              padding: 0,
              listStyle: 'none',
            })}
          >
            {question.alternatives.map((alternative) => {
              const id = `${name}-${alternative.id}`;
              const isRight = shown !== null && alternative.id === shown.correct_alternative_id;
              return (
                <li key={alternative.id} css={(theme) => ({ display: 'flex', gap: theme.space.sm })}>
                  <input
                    type="radio"
                    id={id}
                    name={name}
                    value={alternative.id}
                    checked={selected === alternative.id}
                    onChange={() => setChosen(alternative.id)}
                  />
                  <label
                    htmlFor={id}
                    css={(theme) => ({
                      display: 'flex',
                      gap: theme.space.xs,
                      fontWeight: isRight ? 700 : 400,
                      color: isRight ? theme.colors.success : undefined,
                    })}
                  >
                    <strong>{alternative.letter})</strong>
                    <SanitizedHtml html={alternative.body} />
                  </label>
                </li>
              );
            })}
          </ol>
        </fieldset>
        <div css={(theme) => ({ marginTop: theme.space.sm })}>
          <Button size="sm" loading={answer.isPending} disabled={selected === null} onClick={submit}>
            Responder
          </Button>
        </div>
      </div>
      <div aria-live="polite">
        {answer.isError && (
          <p role="alert" css={(theme) => ({ color: theme.colors.error })}>
            {statusOf(answer.error) === 429
              ? TOO_MANY_REQUESTS_MESSAGE
              : 'Não foi possível enviar a resposta. Tente novamente.'}
          </p>
        )}
        {shown && !answer.isPending && (
          <p
            css={(theme) => ({
              margin: `${theme.space.sm}px 0 0`,
              fontWeight: 600,
              color: shown.correct ? theme.colors.success : theme.colors.error,
            })}
          >
            {answerOutcome(shown, block)}
          </p>
        )}
      </div>
    </section>
  );
}
