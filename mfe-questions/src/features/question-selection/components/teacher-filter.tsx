import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { EmptyState, Input } from 'shared-design-system';
import { ContentSkeleton, QueryView, useUrlParams } from 'shared-design-system/area';
import { SEARCH_INPUT_DEBOUNCE_MS, SELECTION_PARAMS } from '../../../constants';
import { useUrlText } from '../../../lib/use-url-text';
import { teachersQuery } from '../api/get-teachers';
import { isSelected, pickedFilter, toggleFilter } from '../state/filter-store';
import { useQuestionFilters } from '../state/question-filters-atom';
import { CheckboxList, FilterListBox } from './checkbox-list';

export const TEACHER_ENTITY = 'professor';

/**
 * Teachers as filters: a search field and a checkbox per teacher. The search is in the address
 * (?busca_professor=), written once typing pauses, and the list asks for what the address holds.
 */
export function TeacherFilter() {
  const [input, setInput] = useUrlText(SELECTION_PARAMS.teacherSearch, SEARCH_INPUT_DEBOUNCE_MS);
  const [params] = useUrlParams();
  const query = (params.get(SELECTION_PARAMS.teacherSearch) ?? '').trim();
  const { http } = usePlatform();
  const teachers = useQuery(teachersQuery(http, query));
  const [filters, update] = useQuestionFilters();
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <Input
        label="Buscar professor"
        type="search"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        autoComplete="off"
      />
      <FilterListBox>
        <QueryView
          query={teachers}
          errorMessage="Não foi possível carregar os professores."
          skeleton={<ContentSkeleton shape="text" count={2} label="Carregando professores" />}
          isEmpty={(answer) => answer.data.length === 0}
          empty={<EmptyState headingLevel={3} title="Nenhum professor encontrado" />}
        >
          {(answer) => (
            <CheckboxList
              label="Professores"
              items={answer.data}
              isChecked={(id) => isSelected(filters, TEACHER_ENTITY, id)}
              onToggle={(teacher) =>
                update((state) => toggleFilter(state, pickedFilter(TEACHER_ENTITY, teacher.id, teacher.name)))
              }
            />
          )}
        </QueryView>
      </FilterListBox>
    </div>
  );
}
