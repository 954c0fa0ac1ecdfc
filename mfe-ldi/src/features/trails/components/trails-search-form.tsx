import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input } from 'shared-design-system';
import { TRAILS_PATH } from '../../../constants';

export const TRAILS_SEARCH_PATH = `${TRAILS_PATH}/resultado-pesquisa`;
export const TRAILS_TERM_PARAM = 'q';

/** Search of strategic trails: opens /trilhas-estrategicas/resultado-pesquisa?q={term}. */
export function TrailsSearchForm({ initial = '' }: { initial?: string }) {
  const [term, setTerm] = useState(initial);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Buscar trilhas"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = term.trim();
        if (trimmed === '') return;
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
