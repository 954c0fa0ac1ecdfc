import type { Question } from 'shared-contracts';
import { VisuallyHidden } from 'shared-design-system';
import { alternativeLetter } from '../../../lib/alternative-letter';

/** Where the question comes from and what it is about. */
export function QuestionMeta({ question }: { question: Question }) {
  return (
    <dl
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${theme.space.xs}px ${theme.space.md}px`,
        margin: 0,
        fontSize: theme.fontSizes.sm,
        color: theme.colors.textMuted,
        '& dt': { fontWeight: 600 },
        '& dd': { margin: 0 },
        '& div': { display: 'flex', gap: theme.space.xxs },
      })}
    >
      <div>
        <dt>Disciplina:</dt>
        <dd>{question.discipline.name}</dd>
      </div>
      <div>
        <dt>Assunto:</dt>
        <dd>{question.subject.name}</dd>
      </div>
      <div>
        <dt>Banca:</dt>
        <dd>{question.board}</dd>
      </div>
      <div>
        <dt>Ano:</dt>
        <dd>{question.year}</dd>
      </div>
      <div>
        <dt>Órgão:</dt>
        <dd>{question.institution}</dd>
      </div>
      <div>
        <dt>Cargo:</dt>
        <dd>{question.position}</dd>
      </div>
      {question.teacher && (
        <div>
          <dt>Professor:</dt>
          <dd>{question.teacher.name}</dd>
        </div>
      )}
    </dl>
  );
}

/** The statement, paragraph by paragraph (plain text: nothing is injected as HTML). */
export function QuestionStatement({ question }: { question: Question }) {
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        fontSize: theme.fontSizes.md,
        lineHeight: theme.lineHeights.body,
      })}
    >
      {question.statement.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} css={{ margin: 0, whiteSpace: 'pre-line' }}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** The alternatives, read-only: letters A–Z, or C and E for true/false (spec 2 §5). */
export function ReadOnlyAlternatives({ question }: { question: Question }) {
  return (
    <ol
      aria-label="Alternativas"
      css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm })}
    >
      {question.alternatives.map((alternative, index) => {
        const letter = alternativeLetter(question.type, index);
        return (
          <li
            key={alternative.id}
            css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'baseline' })}
          >
            <span aria-hidden="true" css={(theme) => ({ fontWeight: 700, minWidth: theme.space.lg })}>
              {letter}
            </span>
            <span>
              <VisuallyHidden>{`Alternativa ${letter}: `}</VisuallyHidden>
              {alternative.body}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
