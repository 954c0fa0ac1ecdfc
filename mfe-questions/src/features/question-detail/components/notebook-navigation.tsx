import { Link } from 'react-router-dom';
import type { Question } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { PrefetchLink } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { questionQuery } from '../api/get-question';

/**
 * Where a question sits in the notebook being solved, with links to the previous and next ones (their
 * question is fetched as soon as the student points at the link).
 */
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
  const { http } = usePlatform();
  const previous = questions[position - 2];
  const next = questions[position];
  return (
    <nav
      aria-label="Navegação entre questões"
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md })}
    >
      {/* the notebook's page is never kept (FRESH_ON_RETURN): nothing to fetch ahead */}
      <Link to={ROUTES.notebook(notebookId)}>{notebookName}</Link>
      <span>
        Questão {position} de {questions.length}
      </span>
      {previous && (
        <PrefetchLink
          to={ROUTES.questionInNotebook(previous.id, notebookId, position - 1)}
          prefetchData={questionQuery(http, previous.id)}
        >
          Questão anterior
        </PrefetchLink>
      )}
      {next && (
        <PrefetchLink
          to={ROUTES.questionInNotebook(next.id, notebookId, position + 1)}
          prefetchData={questionQuery(http, next.id)}
        >
          Próxima questão
        </PrefetchLink>
      )}
    </nav>
  );
}
