import { Link } from 'react-router-dom';

/** Previous/next links of a paginated list (?page=n keeps the page in the address, so it can be shared). */
export function Pagination({
  page,
  lastPage,
  hrefOf,
}: {
  page: number;
  lastPage: number;
  hrefOf: (page: number) => string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav
      aria-label="Paginação"
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: theme.space.md,
        justifyContent: 'center',
        padding: theme.space.md,
      })}
    >
      {page > 1 && <Link to={hrefOf(page - 1)}>Página anterior</Link>}
      <span aria-current="page">
        Página {page} de {lastPage}
      </span>
      {page < lastPage && <Link to={hrefOf(page + 1)}>Próxima página</Link>}
    </nav>
  );
}

/** The ?page= of a search string, 1 when absent or invalid. */
export function pageFromSearch(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
