import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import { AreaNotFoundPage, AreaPage, ContentSkeleton, QueryView } from 'shared-design-system/area';
import { VIP_ROOMS_PATH } from '../../../constants';
import { vipRoomsApi } from '../api/vip-rooms-api';
import { FEATURED_SHELF, MY_ROOMS_SHELF, VIP_ROOMS_TITLE, VIP_SHELF_TITLES } from '../vip-rooms-constants';
import { VipRoomList } from './vip-room-list';

const EMPTY: Readonly<Record<string, { title: string; description: string }>> = {
  [FEATURED_SHELF]: {
    title: 'Nenhuma sala em destaque no momento',
    description: 'As salas com encontros marcados aparecem aqui.',
  },
  [MY_ROOMS_SHELF]: {
    title: 'Você ainda não adicionou salas',
    description: 'Abra uma sala do catálogo e adicione-a a Minhas salas.',
  },
};

function Shelf({ type }: { type: string }) {
  const platform = usePlatform();
  const rooms = useQuery(
    type === FEATURED_SHELF ? vipRoomsApi.featured(platform) : vipRoomsApi.mine(platform),
  );
  const title = VIP_SHELF_TITLES[type]!;
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb segments={[{ label: VIP_ROOMS_TITLE, href: VIP_ROOMS_PATH }, { label: title }]} />
      }
    >
      <QueryView
        query={rooms}
        errorMessage="Não foi possível carregar esta estante."
        skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando estante" />}
        empty={<EmptyState {...EMPTY[type]!} />}
      >
        {(list) => <VipRoomList entries={list} label={title} platform={platform} headingLevel={2} />}
      </QueryView>
    </AreaPage>
  );
}

/**
 * /sala-vip/estante/{tipo}: a whole shelf of rooms, 'destaques' (the featured rooms, 20) or 'minhas-salas' (the
 * student's rooms); any other type is the not-found page.
 */
export function VipRoomShelfPage() {
  const { tipo = '' } = useParams();
  if (!Object.hasOwn(VIP_SHELF_TITLES, tipo)) return <AreaNotFoundPage />;
  return <Shelf type={tipo} />;
}
