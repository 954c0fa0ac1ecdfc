import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  pageParam,
  Pager,
  PageSection,
  QueryView,
  usePageHref,
  usePagePastEnd,
  useUrlParams,
} from 'shared-design-system/area';
import { filtersFromParams } from '../../../lib/marked-catalog/catalog-filters';
import { PAGE_PARAM } from '../../../lib/marked-catalog/page-param';
import { vipRoomsApi } from '../api/vip-rooms-api';
import {
  FEATURED_SHELF,
  MY_ROOMS_SHELF,
  shelfPath,
  VIP_PREVIEW_COUNT,
  VIP_ROOMS_TITLE,
} from '../vip-rooms-constants';
import { VipRoomFilters } from './vip-room-filters';
import { VipRoomList } from './vip-room-list';

const cardsSkeleton = (label: string) => (
  <ContentSkeleton shape="cards" count={2} itemHeight={120} label={label} />
);

/** The student's rooms (the first few; the shelf has them all). */
function MyRooms() {
  const platform = usePlatform();
  const mine = useQuery(vipRoomsApi.mine(platform));
  return (
    <PageSection
      title="Minhas salas"
      actions={
        mine.data && mine.data.length > 0 ? (
          <Link to={shelfPath(MY_ROOMS_SHELF)}>Ver todas as minhas salas</Link>
        ) : undefined
      }
    >
      <QueryView
        query={mine}
        errorMessage="Não foi possível carregar suas salas."
        skeleton={cardsSkeleton('Carregando minhas salas')}
        empty={<p css={{ margin: 0 }}>Você ainda não adicionou salas.</p>}
      >
        {(list) => (
          <VipRoomList entries={list.slice(0, VIP_PREVIEW_COUNT)} label="Minhas salas" platform={platform} />
        )}
      </QueryView>
    </PageSection>
  );
}

/** The featured rooms (the first few; the shelf has all 20); nothing when there are none. */
function FeaturedRooms() {
  const platform = usePlatform();
  const featured = useQuery(vipRoomsApi.featured(platform));
  if (featured.data?.length === 0) return null;
  return (
    <PageSection
      title="Destaques"
      actions={<Link to={shelfPath(FEATURED_SHELF)}>Ver todas as salas em destaque</Link>}
    >
      <QueryView
        query={featured}
        errorMessage="Não foi possível carregar as salas em destaque."
        skeleton={cardsSkeleton('Carregando destaques')}
      >
        {(list) => (
          <VipRoomList
            entries={list.slice(0, VIP_PREVIEW_COUNT)}
            label="Salas VIP em destaque"
            platform={platform}
          />
        )}
      </QueryView>
    </PageSection>
  );
}

/**
 * The catalogue (40 a page) narrowed by the filters kept in the address (each filter adds a history entry); a
 * page past the last one goes back to the first.
 */
function Catalogue() {
  const platform = usePlatform();
  const [params, update] = useUrlParams();
  const page = pageParam(params.get(PAGE_PARAM));
  const hrefOf = usePageHref(PAGE_PARAM);
  const catalog = useQuery(vipRoomsApi.catalog(platform, filtersFromParams(params), page));
  const pastEnd = usePagePastEnd(page, catalog.data?.lastPage, PAGE_PARAM);
  return (
    <PageSection title="Catálogo">
      <VipRoomFilters params={params} onParams={(change) => update(change, { push: true })} />
      {pastEnd ? (
        cardsSkeleton('Carregando salas VIP')
      ) : (
        <QueryView
          query={catalog}
          errorMessage="Não foi possível carregar as salas VIP."
          skeleton={cardsSkeleton('Carregando salas VIP')}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyState
              title="Nenhuma sala VIP encontrada"
              description="Mude os filtros ou volte mais tarde: novas salas aparecem aqui quando abrem."
            />
          }
        >
          {(data) => (
            <>
              <VipRoomList entries={data.data} label="Salas VIP" platform={platform} />
              <Pager page={page} lastPage={data.lastPage} label="Páginas do catálogo" hrefOf={hrefOf} />
            </>
          )}
        </QueryView>
      )}
    </PageSection>
  );
}

/**
 * /sala-vip: my rooms, the featured rooms (20) and the catalogue (40 a page) filtered by classification (100)
 * and by the server's filters. Each part loads and fails on its own.
 */
export function VipRoomsPage() {
  return (
    <AreaPage title={VIP_ROOMS_TITLE}>
      <MyRooms />
      <FeaturedRooms />
      <Catalogue />
    </AreaPage>
  );
}
