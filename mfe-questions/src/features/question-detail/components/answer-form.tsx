import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Question } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { alternativeLetter } from '../../../lib/alternative-letter';
import { LISTING_KEY } from '../../../lib/query-keys';
import { messageOf } from '../../../lib/readable-error';
import { answerQuestion } from '../api/answer-question';
import { userAnswersQuery } from '../api/get-user-answers';

export interface AnswerFormProps {
  question: Question;
  /** the notebook the question is solved in, and its 1-based position there */
  notebookId?: number | null;
  position?: number;
}

/**
 * The alternatives as a radio group and the 'Responder' button; the result and the teacher's comment after.
 * Answering is a mutation: it invalidates the student's answers to the question and, inside a notebook, the
 * listing (the notebook's counters; its own page is never kept, so it is read afresh on return).
 */
export function AnswerForm({ question, notebookId = null, position }: AnswerFormProps) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<number | null>(null);
  const answer = useMutation({
    mutationFn: (alternativeId: number) =>
      answerQuestion(http, question.id, alternativeId, notebookId, position),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userAnswersQuery(http, question.id).queryKey });
      if (notebookId !== null) void queryClient.invalidateQueries({ queryKey: LISTING_KEY });
    },
  });
  const letterOf = (alternativeId: number) => {
    const index = question.alternatives.findIndex((alternative) => alternative.id === alternativeId);
    return index === -1 ? '?' : alternativeLetter(question.type, index);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null || answer.isPending) return;
    answer.mutate(choice);
  }

  const result = answer.data ?? null;
  return (
    <form onSubmit={submit} css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      <fieldset css={(theme) => ({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.sm })}>
        <legend css={(theme) => ({ fontWeight: 700, marginBottom: theme.space.sm })}>Alternativas</legend>
        {question.alternatives.map((alternative, index) => {
          const letter = alternativeLetter(question.type, index);
          const isCorrect = result?.correct_alternative_id === alternative.id;
          const isWrongChoice =
            result !== null && !result.correct && result.alternative_id === alternative.id;
          return (
            <label
              key={alternative.id}
              css={(theme) => ({
                display: 'flex',
                gap: theme.space.sm,
                alignItems: 'baseline',
                padding: theme.space.sm,
                borderRadius: theme.radii.md,
                border: `${isCorrect || isWrongChoice ? 2 : 1}px solid ${isCorrect ? theme.colors.success : isWrongChoice ? theme.colors.error : theme.colors.border}`,
                cursor: 'pointer',
              })}
            >
              <input
                type="radio"
                name={`questao-${question.id}`}
                value={alternative.id}
                checked={choice === alternative.id}
                onChange={() => setChoice(alternative.id)}
              />
              <strong>{letter})</strong>
              <span>{alternative.body}</span>
            </label>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit" disabled={choice === null} loading={answer.isPending}>
          Responder
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {result && (
          <p
            css={(theme) => ({
              margin: 0,
              fontWeight: 700,
              color: result.correct ? theme.colors.success : theme.colors.error,
            })}
          >
            {result.correct
              ? 'Você acertou!'
              : `Você errou. A resposta correta é a alternativa ${letterOf(result.correct_alternative_id)}.`}
          </p>
        )}
      </div>
      {answer.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          {messageOf(answer.error, 'Não foi possível enviar sua resposta.')}
        </p>
      )}
      {result && (
        <section aria-labelledby={`comentario-${question.id}`}>
          <h2
            id={`comentario-${question.id}`}
            css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.xs}px` })}
          >
            Comentário
          </h2>
          <p css={{ margin: 0 }}>{result.explanation}</p>
        </section>
      )}
    </form>
  );
}
