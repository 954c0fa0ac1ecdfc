import { VIP_ROOMS_PATH } from '../../../constants';
import { MarkedEntryPage } from '../../../lib/marked-catalog/marked-entry-page';
import { vipRoomsApi } from '../api/vip-rooms-api';
import { VIP_ROOMS_TITLE } from '../vip-rooms-constants';
import { LiveRoom } from './live-room';
import { VipRoomClasses } from './vip-room-classes';
import { vipRoomFacts } from './vip-room-list';

/**
 * /sala-vip/{slug}: one room with its live room, its classes and done marks, and its place in my rooms. An
 * unknown slug is the generic not-found page (spec 1 §2 names no page of its own for /sala-vip/).
 */
export function VipRoomPage() {
  return (
    <MarkedEntryPage
      api={vipRoomsApi}
      root={{ label: VIP_ROOMS_TITLE, href: VIP_ROOMS_PATH }}
      errorMessage="Não foi possível carregar esta sala."
      skeleton={{ count: 2, label: 'Carregando sala' }}
    >
      {(room) => (
        <>
          <p css={{ margin: 0 }}>{room.description}</p>
          <p css={{ margin: 0 }}>{vipRoomFacts(room)}</p>
          <LiveRoom room={room} />
          <VipRoomClasses roomId={room.id} />
        </>
      )}
    </MarkedEntryPage>
  );
}
