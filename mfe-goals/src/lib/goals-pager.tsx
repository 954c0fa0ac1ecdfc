import { Button } from 'shared-design-system';

/**
 * Previous/next of a list of goals paged 15 at a time (spec 2 §9), saying where the student is; nothing
 * when everything fits on one page.
 */
export function GoalsPager({
  page,
  lastPage,
  onPage,
  label = 'Paginação',
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md })}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span aria-live="polite">{`Página ${page} de ${lastPage}`}</span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}
