import { Link } from 'react-router-dom';
import type { Question } from 'shared-contracts';
import { ROUTES } from '../../../constants';

/** Where a question sits in the notebook being solved, with links to the previous and next ones. */
export function NotebookNavigation({
  notebookId,
  notebookName,
  questions,
  position,
}: {
  notebookId: number;
  notebookName: string;
  questions: Question[];
  position: number;
}) {
  const previous = questions[position - 2];
  const next = questions[position];
  return (
    <nav
      aria-label="Navegação entre questões"
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md })}
    >
      <Link to={ROUTES.notebook(notebookId)}>{notebookName}</Link>
      <span>
        Questão {position} de {questions.length}
      </span>
      {previous && (
        <Link to={ROUTES.questionInNotebook(previous.id, notebookId, position - 1)}>Questão anterior</Link>
      )}
      {next && <Link to={ROUTES.questionInNotebook(next.id, notebookId, position + 1)}>Próxima questão</Link>}
    </nav>
  );
}
