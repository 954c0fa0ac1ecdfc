import { queryOptions } from '@tanstack/react-query';
import type { CatalogNode, HttpClients } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME, CATALOGUE_ARGUMENT_ERRORS } from '../../../constants';
import { isCatalogNode } from '../../../lib/checkout-guards';
import { isList } from '../../../lib/product-guards';

/** GET /bff/catalogs/ids/{ids} (comma separated). Without ids: 'getByIds requires at least one id' (spec 3 §5). */
export function getCatalogsByIds(
  http: HttpClients,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<CatalogNode[]> {
  if (ids.length === 0) return Promise.reject(new Error(CATALOGUE_ARGUMENT_ERRORS.byIds));
  return serviceCall(AREA_NAME, 'getCatalogsByIds', async () => {
    const body = await http.ecommerce.get(`bff/catalogs/ids/${ids.join(',')}`, { signal }).json<unknown>();
    return expectData(body, isList, 'catálogos').filter(isCatalogNode);
  });
}

export function catalogsByIdsQuery(http: HttpClients, ids: readonly number[]) {
  return queryOptions({
    queryKey: [AREA_NAME, 'catalogs-by-ids', [...ids]],
    queryFn: ({ signal }) => getCatalogsByIds(http, ids, signal),
    staleTime: STALE_TIME.reference,
  });
}

/** GET /bff/catalogs/{id}: one catalogue node. */
export function getCatalogNode(http: HttpClients, id: number, signal?: AbortSignal): Promise<CatalogNode> {
  return serviceCall(AREA_NAME, 'getCatalogNode', async () => {
    const body = await http.ecommerce.get(`bff/catalogs/${id}`, { signal }).json<unknown>();
    return expectData(body, isCatalogNode, 'catálogo');
  });
}

export function catalogNodeQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'catalog-node', id],
    queryFn: ({ signal }) => getCatalogNode(http, id, signal),
    staleTime: STALE_TIME.reference,
  });
}
