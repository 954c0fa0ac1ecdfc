import { useNavigate } from 'react-router-dom';
import { Button, Input } from 'shared-design-system';
import { useSearchDraft } from 'shared-design-system/area';
import { MY_COURSES_PATH } from '../../../constants';

/** The search parameter of the term. */
export const TERM_PARAM = 'q';
export const MY_COURSES_SEARCH_PATH = `${MY_COURSES_PATH}/resultado-pesquisa`;

/**
 * Search in the student's courses: opens /todos-os-cursos/resultado-pesquisa?q={term}. What is typed and not
 * searched yet is the student's draft, one per search shown (`initial`; useSearchDraft), so a reload or a
 * sign-in round trip keeps it; it is forgotten once searched.
 */
export function MyCoursesSearchForm({ initial = '' }: { initial?: string }) {
  const [term, setTerm, clearTerm] = useSearchDraft('ldi:my-courses-search', initial);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Buscar em meus cursos"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = term.trim();
        if (trimmed === '') return;
        clearTerm();
        void navigate(`${MY_COURSES_SEARCH_PATH}?${new URLSearchParams({ [TERM_PARAM]: trimmed })}`);
      }}
      css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' })}
    >
      <Input
        label="Buscar em meus cursos"
        name={TERM_PARAM}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <Button type="submit">Buscar</Button>
    </form>
  );
}
