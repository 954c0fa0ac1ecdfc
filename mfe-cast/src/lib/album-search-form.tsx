import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input } from 'shared-design-system';
import { PARAM_QUERY, PARAM_SHELF, ROUTES } from '../constants';

export const CAST_SEARCH_LABEL = 'Buscar álbuns e faixas';

/** Searches the cast (albums and tracks): opens /cast/resultado-pesquisa?q=…, keeping the chosen shelves. */
export function AlbumSearchForm({ initial = '', shelves = [] }: { initial?: string; shelves?: number[] }) {
  const [term, setTerm] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return;
    const params = new URLSearchParams({ [PARAM_QUERY]: term.trim() });
    for (const shelf of shelves) params.append(PARAM_SHELF, String(shelf));
    navigate(`${ROUTES.searchResults}?${params.toString()}`);
  };
  return (
    <form
      role="search"
      aria-label={CAST_SEARCH_LABEL}
      onSubmit={submit}
      css={(theme) => ({ display: 'flex', alignItems: 'end', gap: theme.space.sm, flexWrap: 'wrap' })}
    >
      <Input
        label={CAST_SEARCH_LABEL}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" icon={<Search aria-hidden="true" size={18} />}>
        Buscar
      </Button>
    </form>
  );
}
