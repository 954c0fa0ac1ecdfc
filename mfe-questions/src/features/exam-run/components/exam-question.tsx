import type { Question } from 'shared-contracts';
import { alternativeLetter } from '../../../lib/alternative-letter';

/** The alternatives of an exam question: choosing one saves it at once (no correction until the end). */
export function ExamQuestion({
  question,
  chosen,
  onChoose,
}: {
  question: Question;
  chosen: number | null;
  onChoose: (alternativeId: number) => void;
}) {
  return (
    <fieldset css={(theme) => ({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.sm })}>
      <legend css={(theme) => ({ fontWeight: 700, marginBottom: theme.space.sm })}>Alternativas</legend>
      {question.alternatives.map((alternative, index) => (
        <label
          key={alternative.id}
          css={(theme) => ({
            display: 'flex',
            gap: theme.space.sm,
            alignItems: 'baseline',
            padding: theme.space.sm,
            borderRadius: theme.radii.md,
            border: `${chosen === alternative.id ? 2 : 1}px solid ${chosen === alternative.id ? theme.colors.primary : theme.colors.border}`,
            cursor: 'pointer',
          })}
        >
          <input
            type="radio"
            name={`simulado-${question.id}`}
            value={alternative.id}
            checked={chosen === alternative.id}
            onChange={() => onChoose(alternative.id)}
          />
          <strong>{alternativeLetter(question.type, index)})</strong>
          <span>{alternative.body}</span>
        </label>
      ))}
    </fieldset>
  );
}
