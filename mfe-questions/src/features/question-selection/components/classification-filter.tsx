import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { usePlatform } from 'shared-contracts';
import { EmptyState, Input } from 'shared-design-system';
import { ContentSkeleton, QueryView, useUrlParams } from 'shared-design-system/area';
import { SEARCH_INPUT_DEBOUNCE_MS, SELECTION_PARAMS } from '../../../constants';
import { useUrlText } from '../../../lib/use-url-text';
import { CLASSIFICATION_TYPES, classificationsQuery, type FacetFilter } from '../api/get-classifications';
import { isSelected, pickedFilter, toggleFilter } from '../state/filter-store';
import { useQuestionFilters } from '../state/question-filters-atom';
import { CheckboxList, FilterListBox } from './checkbox-list';

type ClassificationType = (typeof CLASSIFICATION_TYPES)[number];

/** The type of ?classificacao= (named by its entity: 'orgao'); the first, Banca, when absent or unknown. */
function typeOf(params: URLSearchParams): ClassificationType {
  const entity = params.get(SELECTION_PARAMS.classificationType);
  return CLASSIFICATION_TYPES.find((t) => t.entity === entity) ?? CLASSIFICATION_TYPES[0];
}

/**
 * Classifications (banca, órgão, ano, cargo) as filters: pick a type, then its values. The type and the
 * search are in the address (?classificacao=&busca_classificacao=; Banca is no parameter), the search written
 * once typing pauses, and the list asks for what the address holds.
 */
export function ClassificationFilter() {
  const { http } = usePlatform();
  const selectId = useId();
  const [params, updateParams] = useUrlParams();
  const type = typeOf(params);
  const typeId = type.id;
  const [input, setInput] = useUrlText(SELECTION_PARAMS.classificationSearch, SEARCH_INPUT_DEBOUNCE_MS);
  const q = (params.get(SELECTION_PARAMS.classificationSearch) ?? '').trim();
  const [filters, update] = useQuestionFilters();
  // counts within the other picked filters (a banca's own checkboxes do not narrow the bancas)
  const within = Object.entries(filters.filters)
    .filter(([key]) => key !== type.entity)
    .flatMap(([, group]) => group.main.map((f): FacetFilter => `${f.entity}:${String(f.id)}`));
  const values = useQuery(classificationsQuery(http, typeId, q, within));
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <label htmlFor={selectId} css={{ fontWeight: 600 }}>
        Tipo de classificação
      </label>
      <select
        id={selectId}
        value={typeId}
        onChange={(event) => {
          const picked = CLASSIFICATION_TYPES.find((t) => t.id === Number(event.target.value));
          updateParams({
            [SELECTION_PARAMS.classificationType]:
              !picked || picked === CLASSIFICATION_TYPES[0] ? null : picked.entity,
          });
        }}
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
      <FilterListBox>
        <QueryView
          query={values}
          errorMessage="Não foi possível carregar as classificações."
          skeleton={<ContentSkeleton shape="text" count={2} label="Carregando classificações" />}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState headingLevel={3} title="Nenhuma classificação encontrada" />}
        >
          {(list) => (
            <CheckboxList
              label={type.label}
              items={list}
              isChecked={(id) => isSelected(filters, type.entity, id)}
              onToggle={(value) =>
                update((state) =>
                  toggleFilter(state, pickedFilter(type.entity, value.id, `${type.label}: ${value.name}`)),
                )
              }
            />
          )}
        </QueryView>
      </FilterListBox>
    </div>
  );
}
