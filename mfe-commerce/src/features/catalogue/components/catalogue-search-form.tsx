import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input } from 'shared-design-system';
import { ROUTES } from '../../../constants';

/** Search box of the catalogue: goes to /cursos/busca/{term}. */
export function CatalogueSearchForm({ initialTerm = '' }: { initialTerm?: string }) {
  const [term, setTerm] = useState(initialTerm);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    // Navigate after the submit event: React 19 snapshots a prevented form into a FormData (form actions)
    // when a transition, such as the router's, starts inside the event; this form has no action to feed.
    if (trimmed) window.setTimeout(() => navigate(ROUTES.search(trimmed)), 0);
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
