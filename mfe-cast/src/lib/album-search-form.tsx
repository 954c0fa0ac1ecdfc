import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input } from 'shared-design-system';
import { PARAM_QUERY, ROUTES } from '../constants';

export const ALBUM_SEARCH_LABEL = 'Buscar álbuns';

/** Searches albums by title: opens /cast/resultado-pesquisa?q=… */
export function AlbumSearchForm({ initial = '' }: { initial?: string }) {
  const [term, setTerm] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return;
    navigate(`${ROUTES.searchResults}?${new URLSearchParams({ [PARAM_QUERY]: term.trim() }).toString()}`);
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      css={(theme) => ({ display: 'flex', alignItems: 'end', gap: theme.space.sm, flexWrap: 'wrap' })}
    >
      <Input
        label={ALBUM_SEARCH_LABEL}
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
