import { useNavigate } from 'react-router-dom';
import { Button, Input } from 'shared-design-system';
import { useSearchDraft } from 'shared-design-system/area';
import { TRAILS_PATH } from '../../../constants';

export const TRAILS_SEARCH_PATH = `${TRAILS_PATH}/resultado-pesquisa`;
export const TRAILS_TERM_PARAM = 'q';

/**
 * Search of strategic trails: opens /trilhas-estrategicas/resultado-pesquisa?q={term}. What is typed and not
 * searched yet is the student's draft, one per search shown (`initial`; useSearchDraft), so a reload or a
 * sign-in round trip keeps it; it is forgotten once searched.
 */
export function TrailsSearchForm({ initial = '' }: { initial?: string }) {
  const [term, setTerm, clearTerm] = useSearchDraft('ldi:trails-search', initial);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Buscar trilhas"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = term.trim();
        if (trimmed === '') return;
        clearTerm();
        void navigate(`${TRAILS_SEARCH_PATH}?${new URLSearchParams({ [TRAILS_TERM_PARAM]: trimmed })}`);
      }}
      css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' })}
    >
      <Input
        label="Buscar trilhas"
        name={TRAILS_TERM_PARAM}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <Button type="submit">Buscar</Button>
    </form>
  );
}
