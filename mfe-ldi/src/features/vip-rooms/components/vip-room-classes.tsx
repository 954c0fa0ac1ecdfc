import { MarkedClassesSection } from '../../../lib/marked-catalog/marked-classes-section';
import { vipRoomDetailQuery, vipRoomsApi } from '../api/vip-rooms-api';

/**
 * A room's place in my rooms, its done mark and its classes with theirs. Each change is logged as an event of
 * the room; every other VIP query is refreshed (the next GET skips caches, see vipRoomsApi).
 */
export function VipRoomClasses({ roomId }: { roomId: number }) {
  return (
    <MarkedClassesSection
      api={vipRoomsApi}
      detail={vipRoomDetailQuery}
      entryId={roomId}
      inList={(room) => room.in_my_rooms}
      quietRemove
      note={(room) =>
        room.in_my_rooms ? 'Esta sala está em Minhas salas.' : 'Esta sala não está em Minhas salas.'
      }
      when={(entry) => entry.starts_at}
      savingClass
      words={{
        error: 'Não foi possível carregar as aulas desta sala.',
        list: 'Aulas da sala',
        add: 'Adicionar a Minhas salas',
        remove: 'Remover de Minhas salas',
        markDone: 'Marcar sala como concluída',
        markNotDone: 'Marcar sala como não concluída',
        done: 'Sala concluída',
        notDone: 'Sala não concluída',
      }}
    />
  );
}
