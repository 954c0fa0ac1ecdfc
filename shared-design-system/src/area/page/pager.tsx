import { Button } from 'shared-design-system';
import { LinkButton } from './link-button';

/** Props of `Pager`. */
export interface PagerProps {
  /** the page shown, from 1 */
  page: number;
  lastPage: number;
  /** what the pages are of, the navigation's name ('Páginas de questões') */
  label: string;
  /** buttons: the page asked for (the page keeps it in its state) */
  onPage?: (page: number) => void;
  /** links instead: the address of a page (`?page=n` keeps it in the address, so it can be shared) */
  hrefOf?: (page: number) => string;
}

export const PREVIOUS_PAGE = 'Página anterior';
export const NEXT_PAGE = 'Próxima página';

/**
 * Previous and next page of a paged list, and where the student is ('Página 2 de 5', announced when it
 * changes); nothing when everything fits on one page. Links when the page is in the address (`hrefOf`),
 * buttons otherwise (`onPage`); a way that leads nowhere is a disabled button, or no link.
 */
export function Pager({ page, lastPage, label, onPage, hrefOf }: PagerProps) {
  if (lastPage <= 1) return null;
  const step = (target: number, text: string, possible: boolean) => {
    if (hrefOf) {
      return possible ? (
        <LinkButton to={hrefOf(target)} variant="secondary" size="sm">
          {text}
        </LinkButton>
      ) : null;
    }
    return (
      <Button variant="secondary" size="sm" disabled={!possible} onClick={() => onPage?.(target)}>
        {text}
      </Button>
    );
  };
  return (
    <nav
      aria-label={label}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm })}
    >
      {step(page - 1, PREVIOUS_PAGE, page > 1)}
      <span aria-live="polite">{`Página ${page} de ${lastPage}`}</span>
      {step(page + 1, NEXT_PAGE, page < lastPage)}
    </nav>
  );
}
