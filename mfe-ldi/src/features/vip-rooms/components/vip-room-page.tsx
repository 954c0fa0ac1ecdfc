import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  QueryView,
} from 'shared-design-system/area';
import { VIP_ROOMS_PATH } from '../../../constants';
import { logVipRoomEvent } from '../api/change-vip-room';
import { vipRoomBySlugQuery } from '../api/vip-rooms-queries';
import { VIP_ROOMS_TITLE } from '../vip-rooms-constants';
import { LiveRoom } from './live-room';
import { VipRoomClasses } from './vip-room-classes';
import { vipRoomFacts } from './vip-room-list';

/**
 * /sala-vip/{slug}: one room with its live room, its classes and done marks, and its place in my rooms. An
 * unknown slug is the generic not-found page (spec 1 §2 names no page of its own for /sala-vip/).
 */
export function VipRoomPage() {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const room = useQuery(vipRoomBySlugQuery(platform, slug));
  const roomId = room.data?.id;
  useEffect(() => {
    if (roomId !== undefined) void logVipRoomEvent(platform, { vip_room_id: roomId, event: 'room_opened' });
  }, [platform, roomId]);
  if (room.data === undefined && room.isError && isNotFoundError(room.error)) return <AreaNotFoundPage />;

  const title = room.data?.title ?? VIP_ROOMS_TITLE;
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb segments={[{ label: VIP_ROOMS_TITLE, href: VIP_ROOMS_PATH }, { label: title }]} />
      }
    >
      <QueryView
        query={room}
        errorMessage="Não foi possível carregar esta sala."
        skeleton={<ContentSkeleton shape="text" count={2} label="Carregando sala" />}
      >
        {(data) => (
          <>
            <p css={{ margin: 0 }}>{data.description}</p>
            <p css={{ margin: 0 }}>{vipRoomFacts(data)}</p>
            <LiveRoom room={data} />
            <VipRoomClasses roomId={data.id} />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
