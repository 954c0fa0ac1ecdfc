import { useState } from 'react';
import { EmptyState, Input, Skeleton, SkeletonGroup } from 'shared-design-system';
import { SEARCH_INPUT_DEBOUNCE_MS } from '../../../constants';
import { LoadError } from 'shared-design-system/area';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTeachers } from '../api/get-teachers';
import { isSelected, pickedFilter, toggleFilter } from '../state/filter-store';
import { useQuestionFilters } from '../state/question-filters-atom';
import { CheckboxList } from './checkbox-list';

export const TEACHER_ENTITY = 'professor';

/** Teachers as filters: a search field and a checkbox per teacher. */
export function TeacherFilter() {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), SEARCH_INPUT_DEBOUNCE_MS);
  const teachers = useTeachers(query);
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
      {teachers.status === 'loading' && (
        <SkeletonGroup label="Carregando professores">
          <Skeleton width="60%" />
          <Skeleton width="50%" />
        </SkeletonGroup>
      )}
      {teachers.status === 'error' && (
        <LoadError message="Não foi possível carregar os professores." onRetry={teachers.retry} />
      )}
      {teachers.status === 'success' && teachers.data.data.length === 0 && (
        <EmptyState headingLevel={3} title="Nenhum professor encontrado" />
      )}
      {teachers.status === 'success' && teachers.data.data.length > 0 && (
        <CheckboxList
          label="Professores"
          items={teachers.data.data}
          isChecked={(id) => isSelected(filters, TEACHER_ENTITY, id)}
          onToggle={(teacher) =>
            update((state) => toggleFilter(state, pickedFilter(TEACHER_ENTITY, teacher.id, teacher.name)))
          }
        />
      )}
    </div>
  );
}
