import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { FilterChecks, QueryView } from 'shared-design-system/area';
import type { VipRoomClassification } from '../api/vip-room-types';
import {
  vipRoomClassificationsQuery,
  vipRoomFiltersQuery,
  type VipCatalogFilters,
} from '../api/vip-rooms-queries';
import { AREA_PARAM, PAGE_PARAM } from '../vip-rooms-constants';

/** The catalogue's classification parameter; the other groups are named by GET filters (`teacher_ids`). */
const CLASSIFICATION_IDS = 'classification_ids';
/** A server filter group kept in the address under its own name. */
const SERVER_FILTER_PARAM = /^[a-z][a-z_]*_ids$/;

const positiveIds = (values: readonly string[]) =>
  values.map(Number).filter((id) => Number.isInteger(id) && id > 0);

/** The catalogue's filters as the address holds them: `area` (classifications) and each `…_ids` group. */
export function filtersFromParams(params: URLSearchParams): VipCatalogFilters {
  const filters: Record<string, number[]> = { [CLASSIFICATION_IDS]: positiveIds(params.getAll(AREA_PARAM)) };
  for (const name of new Set(params.keys()))
    if (SERVER_FILTER_PARAM.test(name) && name !== CLASSIFICATION_IDS)
      filters[name] = positiveIds(params.getAll(name));
  return filters;
}

function paramOf(name: string): string {
  return name === CLASSIFICATION_IDS ? AREA_PARAM : name;
}

/**
 * The address with one filter group changed: the group's chosen ids replace its old ones and the catalogue goes
 * back to its first page.
 */
function withGroup(params: URLSearchParams, name: string, chosen: Record<string, boolean>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(paramOf(name));
  next.delete(PAGE_PARAM);
  for (const [id, on] of Object.entries(chosen)) if (on) next.append(paramOf(name), id);
  return next;
}

function Group({
  legend,
  name,
  options,
  filters,
  params,
  onParams,
}: {
  legend: string;
  name: string;
  options: readonly VipRoomClassification[];
  filters: VipCatalogFilters;
  params: URLSearchParams;
  onParams: (next: URLSearchParams) => void;
}) {
  if (options.length === 0) return null;
  return (
    <FilterChecks
      legend={legend}
      options={options.map((option) => ({ key: String(option.id), label: option.name }))}
      value={Object.fromEntries((filters[name] ?? []).map((id) => [String(id), true]))}
      onChange={(next) => onParams(withGroup(params, name, next))}
    />
  );
}

/**
 * The catalogue's filters: its classifications (100, 'Áreas') and the groups GET filters gives; each one that
 * cannot be loaded says so, the catalogue stays.
 */
export function VipRoomFilters({
  params,
  onParams,
}: {
  params: URLSearchParams;
  onParams: (next: URLSearchParams) => void;
}) {
  const platform = usePlatform();
  const classifications = useQuery(vipRoomClassificationsQuery(platform));
  const groups = useQuery(vipRoomFiltersQuery(platform));
  const filters = filtersFromParams(params);
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}>
      <QueryView
        query={classifications}
        errorMessage="Não foi possível carregar o filtro de áreas."
        skeleton={null}
        empty={null}
      >
        {(list) => (
          <Group
            legend="Áreas"
            name={CLASSIFICATION_IDS}
            options={list}
            filters={filters}
            params={params}
            onParams={onParams}
          />
        )}
      </QueryView>
      <QueryView
        query={groups}
        errorMessage="Não foi possível carregar os demais filtros."
        skeleton={null}
        empty={null}
      >
        {(list) =>
          list
            .filter((group) => SERVER_FILTER_PARAM.test(group.key) && group.key !== CLASSIFICATION_IDS)
            .map((group) => (
              <Group
                key={group.key}
                legend={group.title}
                name={group.key}
                options={group.options}
                filters={filters}
                params={params}
                onParams={onParams}
              />
            ))
        }
      </QueryView>
    </div>
  );
}
