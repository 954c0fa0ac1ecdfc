import { Search } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { PARAM_QUERY, PARAM_SHELF, ROUTES } from '../constants';
import { AlbumNameFilter } from './album-name-filter';

export const CAST_SEARCH_LABEL = 'Buscar álbuns e faixas';
/** Where a term typed but not searched yet is kept (per search shown: AlbumNameFilter). */
const CAST_SEARCH_DRAFT_KEY = 'cast:search-term';

/** Searches the cast (albums and tracks): opens /cast/resultado-pesquisa?q=…, keeping the chosen shelves. */
export function AlbumSearchForm({ initial = '', shelves = [] }: { initial?: string; shelves?: number[] }) {
  const navigate = useNavigate();
  const search = (term: string) => {
    const params = new URLSearchParams({ [PARAM_QUERY]: term });
    for (const shelf of shelves) params.append(PARAM_SHELF, String(shelf));
    navigate(`${ROUTES.searchResults}?${params.toString()}`);
  };
  return (
    <AlbumNameFilter
      label={CAST_SEARCH_LABEL}
      value={initial}
      onApply={search}
      draftKey={CAST_SEARCH_DRAFT_KEY}
      required
      action="Buscar"
      icon={<Search aria-hidden="true" size={18} />}
    />
  );
}
