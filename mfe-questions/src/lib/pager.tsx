import { Button } from 'shared-design-system';

export interface PagerProps {
  page: number;
  lastPage: number;
  /** what the pages are of, for the navigation's name ('Páginas de questões') */
  label: string;
  onPage: (page: number) => void;
}

/** Previous / next page buttons and where the student is ('Página 2 de 5'). Hidden for a single page. */
export function Pager({ page, lastPage, label, onPage }: PagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span aria-current="page">
        Página {page} de {lastPage}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}
