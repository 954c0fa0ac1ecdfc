import type { CastPagination } from 'shared-contracts';
import { Button } from 'shared-design-system';

/** Previous/next page of a paged cast list (10 a page), saying where the student is. */
export function Pager({
  pagination,
  label,
  onPage,
}: {
  pagination: CastPagination;
  label: string;
  onPage: (page: number) => void;
}) {
  if (pagination.last_page <= 1) return null;
  return (
    <nav
      aria-label={label}
      css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm, flexWrap: 'wrap' })}
    >
      <Button
        size="sm"
        variant="secondary"
        disabled={pagination.page <= 1}
        onClick={() => onPage(pagination.page - 1)}
      >
        Página anterior
      </Button>
      <span aria-live="polite">{`Página ${pagination.page} de ${pagination.last_page}`}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={pagination.page >= pagination.last_page}
        onClick={() => onPage(pagination.page + 1)}
      >
        Próxima página
      </Button>
    </nav>
  );
}
