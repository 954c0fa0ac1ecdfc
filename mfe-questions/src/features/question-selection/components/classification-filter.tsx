import { useId, useState } from 'react';
import { EmptyState, Input, Skeleton, SkeletonGroup } from 'shared-design-system';
import { SEARCH_INPUT_DEBOUNCE_MS } from '../../../constants';
import { LoadError } from 'shared-design-system/area';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CLASSIFICATION_TYPES, useClassifications, type FacetFilter } from '../api/get-classifications';
import { isSelected, pickedFilter, toggleFilter } from '../state/filter-store';
import { useQuestionFilters } from '../state/question-filters-atom';
import { CheckboxList } from './checkbox-list';

/** Classifications (banca, órgão, ano, cargo) as filters: pick a type, then its values. */
export function ClassificationFilter() {
  const selectId = useId();
  const [typeId, setTypeId] = useState<number>(CLASSIFICATION_TYPES[0].id);
  const type = CLASSIFICATION_TYPES.find((t) => t.id === typeId) ?? CLASSIFICATION_TYPES[0];
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), SEARCH_INPUT_DEBOUNCE_MS);
  const [filters, update] = useQuestionFilters();
  // counts within the other picked filters (a banca's own checkboxes do not narrow the bancas)
  const within = Object.entries(filters.filters)
    .filter(([key]) => key !== type.entity)
    .flatMap(([, group]) => group.main.map((f): FacetFilter => `${f.entity}:${String(f.id)}`));
  const values = useClassifications(typeId, q, within);
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <label htmlFor={selectId} css={{ fontWeight: 600 }}>
        Tipo de classificação
      </label>
      <select
        id={selectId}
        value={typeId}
        onChange={(event) => setTypeId(Number(event.target.value))}
        css={(theme) => ({
          padding: theme.space.xs,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
          color: theme.colors.text,
        })}
      >
        {CLASSIFICATION_TYPES.map((t) => (
          <option key={t.id} value={t.id}>
            {t.label}
          </option>
        ))}
      </select>
      <Input
        label={`Buscar ${type.label.toLowerCase()}`}
        type="search"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        autoComplete="off"
      />
      {values.status === 'loading' && (
        <SkeletonGroup label="Carregando classificações">
          <Skeleton width="60%" />
          <Skeleton width="50%" />
        </SkeletonGroup>
      )}
      {values.status === 'error' && (
        <LoadError message="Não foi possível carregar as classificações." onRetry={values.retry} />
      )}
      {values.status === 'success' && values.data.length === 0 && (
        <EmptyState headingLevel={3} title="Nenhuma classificação encontrada" />
      )}
      {values.status === 'success' && values.data.length > 0 && (
        <CheckboxList
          label={type.label}
          items={values.data}
          isChecked={(id) => isSelected(filters, type.entity, id)}
          onToggle={(value) =>
            update((state) =>
              toggleFilter(state, pickedFilter(type.entity, value.id, `${type.label}: ${value.name}`)),
            )
          }
        />
      )}
    </div>
  );
}
