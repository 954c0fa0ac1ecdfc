import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FilterChecks, QueryView, type UrlParamsUpdate } from 'shared-design-system/area';
import {
  CLASSIFICATION_IDS,
  filterGroupUpdate,
  filtersFromParams,
  isServerFilterGroup,
  type CatalogFilters,
} from './catalog-filters';
import type { Classification } from './create-marked-catalog-api';
import type { FilterGroup } from './filter-groups-query';
import { PAGE_PARAM } from './page-param';

type ListQuery<T> = Pick<
  UseQueryResult<T[]>,
  'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'
>;

function Group({
  legend,
  name,
  options,
  filters,
  onParams,
}: {
  legend: string;
  name: string;
  options: readonly Classification[];
  filters: CatalogFilters;
  onParams: (change: UrlParamsUpdate) => void;
}) {
  if (options.length === 0) return null;
  return (
    <FilterChecks
      legend={legend}
      options={options.map((option) => ({ key: String(option.id), label: option.name }))}
      value={Object.fromEntries((filters[name] ?? []).map((id) => [String(id), true]))}
      onChange={(next) => onParams(filterGroupUpdate(name, next, PAGE_PARAM))}
    />
  );
}

/** The list once loaded; while loading nothing, and a failure says `errorMessage` (or nothing without one). */
function Loaded<T>({
  query,
  errorMessage,
  children,
}: {
  query: ListQuery<T>;
  errorMessage: string | undefined;
  children: (list: T[]) => ReactNode;
}) {
  if (errorMessage === undefined) return query.data ? <>{children(query.data)}</> : null;
  return (
    <QueryView query={query} errorMessage={errorMessage} skeleton={null} empty={null}>
      {children}
    </QueryView>
  );
}

/**
 * A catalogue's filters kept in the address (`params`): its classifications ('Áreas') and the groups GET filters
 * gives (`groups`, each under its own parameter). A part that cannot be loaded says its `errorMessages` entry, or
 * hides itself without one; the catalogue stays. `params` and `onParams` are the area kit's `useUrlParams`, so a
 * filter clicked is checked at once, not only once the router's transition renders the new address.
 */
export function CatalogFilterGroups({
  classifications,
  groups,
  params,
  onParams,
  errorMessages = {},
}: {
  classifications: ListQuery<Classification>;
  groups?: ListQuery<FilterGroup>;
  params: URLSearchParams;
  /** the change of the address a filter asks (the area kit's `useUrlParams` update) */
  onParams: (change: UrlParamsUpdate) => void;
  errorMessages?: { classifications?: string; groups?: string };
}) {
  const filters = filtersFromParams(params);
  const group = (legend: string, name: string, options: readonly Classification[]) => (
    <Group key={name} legend={legend} name={name} options={options} filters={filters} onParams={onParams} />
  );
  return (
    <>
      <Loaded query={classifications} errorMessage={errorMessages.classifications}>
        {(list) => group('Áreas', CLASSIFICATION_IDS, list)}
      </Loaded>
      {groups && (
        <Loaded query={groups} errorMessage={errorMessages.groups}>
          {(list) =>
            list
              .filter((entry) => isServerFilterGroup(entry.key))
              .map((entry) => group(entry.title, entry.key, entry.options))
          }
        </Loaded>
      )}
    </>
  );
}
