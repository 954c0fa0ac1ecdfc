import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input } from 'shared-design-system';
import { useSearchDraft } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';

/** Where a term typed on the page of a search ('' for the catalogue) but not searched yet is kept. */
const SEARCH_DRAFT_KEY = 'mfe-commerce:catalogue-search';

/**
 * Search box of the catalogue: goes to /cursos/busca/{term}. What is typed and not searched yet is the
 * student's draft, one per search shown (useSearchDraft), so a reload or a sign-in round trip keeps it; it
 * is forgotten once searched.
 */
export function CatalogueSearchForm({ initialTerm = '' }: { initialTerm?: string }) {
  const [term, setTerm, clearTerm] = useSearchDraft(SEARCH_DRAFT_KEY, initialTerm);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    clearTerm();
    // Navigate after the submit event: React 19 snapshots a prevented form into a FormData (form actions)
    // when a transition, such as the router's, starts inside the event; this form has no action to feed.
    window.setTimeout(() => navigate(ROUTES.search(trimmed)), 0);
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      css={(theme) => ({ display: 'flex', alignItems: 'flex-end', gap: theme.space.sm, flexWrap: 'wrap' })}
    >
      <div css={{ flex: '1 1 260px' }}>
        <Input
          label="Buscar cursos"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Ex.: Polícia Federal"
        />
      </div>
      <Button type="submit" variant="secondary">
        Buscar
      </Button>
    </form>
  );
}
