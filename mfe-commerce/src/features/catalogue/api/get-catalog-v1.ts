import { queryOptions } from '@tanstack/react-query';
import type { CatalogNodePage, HttpClients } from 'shared-contracts';
import { expectData, isArrayOf, isRecord, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCatalogNode } from '../../../lib/checkout-guards';

const isNodePage = (value: unknown): value is CatalogNodePage =>
  isRecord(value) && isArrayOf(value.data, isCatalogNode) && isRecord(value.meta);

/**
 * GET /bff/catalogs/v1/{id}?page&per_page&should_paginate_search_term=true[&search_term][&raw] (signed in): a
 * catalogue's nodes, the search term paged.
 */
export function getCatalogV1(
  http: HttpClients,
  id: number,
  page: number,
  perPage: number,
  options: { raw?: boolean; searchTerm?: string; signal?: AbortSignal } = {},
): Promise<CatalogNodePage> {
  return serviceCall(AREA_NAME, 'getCatalogV1', async () => {
    const searchParams = new URLSearchParams({
      page: String(page),
      per_page: String(perPage),
      should_paginate_search_term: 'true',
    });
    if (options.searchTerm) searchParams.set('search_term', options.searchTerm);
    if (options.raw) searchParams.set('raw', 'true');
    const body = await http.ecommerce
      .get(`bff/catalogs/v1/${id}`, { searchParams, signal: options.signal })
      .json<unknown>();
    return expectData({ data: body }, isNodePage, 'catálogo');
  });
}

export function catalogV1Query(
  http: HttpClients,
  id: number,
  page: number,
  perPage: number,
  searchTerm = '',
) {
  return queryOptions({
    queryKey: [AREA_NAME, 'catalog-v1', id, page, perPage, searchTerm],
    queryFn: ({ signal }) => getCatalogV1(http, id, page, perPage, { searchTerm, signal }),
    staleTime: STALE_TIME.reference,
  });
}

/** GET /bff/catalogs/v1/{parentId}/{id}/children: the children of a catalogue node. */
export function getCatalogChildren(
  http: HttpClients,
  parentId: number,
  id: number,
  signal?: AbortSignal,
): Promise<CatalogNodePage> {
  return serviceCall(AREA_NAME, 'getCatalogChildren', async () => {
    const body = await http.ecommerce
      .get(`bff/catalogs/v1/${parentId}/${id}/children`, { signal })
      .json<unknown>();
    return expectData({ data: body }, isNodePage, 'catálogo');
  });
}

export function catalogChildrenQuery(http: HttpClients, parentId: number, id: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'catalog-v1', parentId, id, 'children'],
    queryFn: ({ signal }) => getCatalogChildren(http, parentId, id, signal),
    staleTime: STALE_TIME.reference,
  });
}
