import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import type { UrlParamsUpdate } from 'shared-design-system/area';
import { CatalogFilterGroups } from '../../../lib/marked-catalog/catalog-filter-groups';
import { vipRoomFiltersQuery, vipRoomsApi } from '../api/vip-rooms-api';

/**
 * The catalogue's filters: its classifications (100, 'Áreas') and the groups GET filters gives; each one that
 * cannot be loaded says so, the catalogue stays.
 */
export function VipRoomFilters({
  params,
  onParams,
}: {
  params: URLSearchParams;
  onParams: (change: UrlParamsUpdate) => void;
}) {
  const platform = usePlatform();
  const classifications = useQuery(vipRoomsApi.classifications(platform));
  const groups = useQuery(vipRoomFiltersQuery(platform));
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}>
      <CatalogFilterGroups
        classifications={classifications}
        groups={groups}
        params={params}
        onParams={onParams}
        errorMessages={{
          classifications: 'Não foi possível carregar o filtro de áreas.',
          groups: 'Não foi possível carregar os demais filtros.',
        }}
      />
    </div>
  );
}
