import { queryOptions } from '@tanstack/react-query';
import {
  STALE_TIME,
  expectShape,
  isNumber,
  isRecord,
  isString,
  serviceCall,
} from 'shared-design-system/area';
import type { HttpClients } from 'shared-contracts';
import { AREA_NAME, FILTER_LIST_PER_PAGE } from '../../../constants';

/** One value of a classification (a banca, an órgão, a year, a cargo) with its question count. */
export interface Classification {
  id: number | string;
  name: string;
  entity: string;
  questions_count: number;
}

/** Classification types of the filter (ids of GET /bff/questions/filters/classifications/{id}). */
export const CLASSIFICATION_TYPES = [
  { id: 1, entity: 'banca', label: 'Banca' },
  { id: 2, entity: 'orgao', label: 'Órgão' },
  { id: 3, entity: 'ano', label: 'Ano' },
  { id: 4, entity: 'cargo', label: 'Cargo' },
] as const;

function isClassifications(value: unknown): value is { data: Classification[] } {
  return (
    isRecord(value) &&
    Array.isArray(value.data) &&
    value.data.every(
      (c) =>
        isRecord(c) &&
        (isNumber(c.id) || isString(c.id)) &&
        isString(c.name) &&
        isString(c.entity) &&
        isNumber(c.questions_count),
    )
  );
}

/** A picked filter narrowing the counts of the search v2 filters ('disciplina:5'). */
export type FacetFilter = `${string}:${string}`;

/**
 * The values of a classification with their question counts. With other filters picked, the search v2
 * filters (GET /bff/search/v2/filters/{typeId}/classifications?filter=...) count within them; otherwise
 * GET /bff/questions/filters/classifications/{id}?page&per_page&q lists the whole bank's.
 */
export function getClassifications(
  http: HttpClients,
  typeId: number,
  q: string,
  within: FacetFilter[] = [],
  signal?: AbortSignal,
): Promise<Classification[]> {
  return serviceCall(AREA_NAME, 'getClassifications', () =>
    fetchClassifications(http, typeId, q, within, signal),
  );
}

async function fetchClassifications(
  http: HttpClients,
  typeId: number,
  q: string,
  within: FacetFilter[],
  signal?: AbortSignal,
): Promise<Classification[]> {
  if (within.length > 0) {
    const searchParams = new URLSearchParams(within.map((filter) => ['filter', filter]));
    const body = await http.api
      .get(`bff/search/v2/filters/${typeId}/classifications`, { searchParams, signal })
      .json<unknown>();
    const term = q.trim().toLocaleLowerCase('pt-BR');
    return expectShape(body, isClassifications, 'filtros da busca').data.filter((c) =>
      c.name.toLocaleLowerCase('pt-BR').includes(term),
    );
  }
  const searchParams = new URLSearchParams({ page: '1', per_page: String(FILTER_LIST_PER_PAGE) });
  if (q.trim()) searchParams.set('q', q.trim());
  const body = await http.api
    .get(`bff/questions/filters/classifications/${typeId}`, { searchParams, signal })
    .json<unknown>();
  return expectShape(body, isClassifications, 'lista de classificações').data;
}

/** The values of one classification type matching `q` within the chosen filters (reference data). */
export function classificationsQuery(http: HttpClients, typeId: number, q: string, within: FacetFilter[]) {
  return queryOptions({
    queryKey: [AREA_NAME, 'classifications', typeId, q, within.join('&')],
    queryFn: ({ signal }) => getClassifications(http, typeId, q, within, signal),
    staleTime: STALE_TIME.reference,
  });
}
