import { useState, type FormEvent } from 'react';
import type { Question, QuestionAnswerResult } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { alternativeLetter } from '../../../lib/alternative-letter';
import { answerQuestion } from '../api/answer-question';

type Submission =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'answered'; result: QuestionAnswerResult }
  | { status: 'failed'; message: string };

export interface AnswerFormProps {
  question: Question;
  /** the notebook the question is solved in, and its 1-based position there */
  notebookId?: number | null;
  position?: number;
  /** told after a successful answer (e.g. to refresh a notebook's counters) */
  onAnswered?: (result: QuestionAnswerResult) => void;
}

/** The alternatives as a radio group and the 'Responder' button; the result and the teacher's comment after. */
export function AnswerForm({ question, notebookId = null, position, onAnswered }: AnswerFormProps) {
  const { http } = usePlatform();
  const [choice, setChoice] = useState<number | null>(null);
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const letterOf = (alternativeId: number) => {
    const index = question.alternatives.findIndex((alternative) => alternative.id === alternativeId);
    return index === -1 ? '?' : alternativeLetter(question.type, index);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null || submission.status === 'sending') return;
    setSubmission({ status: 'sending' });
    try {
      const result = await answerQuestion(http, question.id, choice, notebookId, position);
      setSubmission({ status: 'answered', result });
      onAnswered?.(result);
    } catch (error) {
      setSubmission({
        status: 'failed',
        message: error instanceof Error ? error.message : 'Não foi possível enviar sua resposta.',
      });
    }
  }

  const result = submission.status === 'answered' ? submission.result : null;
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
        <Button type="submit" disabled={choice === null} loading={submission.status === 'sending'}>
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
      {submission.status === 'failed' && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          {submission.message}
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
