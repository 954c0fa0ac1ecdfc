import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { ContentSkeleton, formatDateTime, PageSection, QueryView } from 'shared-design-system/area';
import {
  changeVipRoom,
  logVipRoomEvent,
  vipRoomChangeEvent,
  type VipRoomChange,
} from '../api/change-vip-room';
import type { VipRoomDetail } from '../api/vip-room-types';
import { vipRoomDetailQuery } from '../api/vip-rooms-queries';
import { VIP_ROOMS_KEY } from '../vip-rooms-constants';

/**
 * A room's place in my rooms, its done mark and its classes with theirs. Each change is logged as an event of
 * the room; every other VIP query is refreshed (the next GET skips caches, see changeVipRoom).
 */
export function VipRoomClasses({ roomId }: { roomId: number }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const detailQuery = vipRoomDetailQuery(platform, roomId);
  const detail = useQuery(detailQuery);
  const change = useMutation({
    mutationFn: (next: VipRoomChange) => changeVipRoom(platform, roomId, next),
    onSuccess: (room: VipRoomDetail, next) => {
      queryClient.setQueryData(detailQuery.queryKey, room);
      // my rooms, the catalogue's and the featured rooms' done marks and the room's own line change with it
      void queryClient.invalidateQueries({
        queryKey: VIP_ROOMS_KEY,
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
      void logVipRoomEvent(platform, {
        vip_room_id: roomId,
        ...(next.kind === 'class' ? { class_id: next.classId } : {}),
        event: vipRoomChangeEvent(next),
      });
    },
  });
  const busy = (kind: VipRoomChange['kind']) => change.isPending && change.variables.kind === kind;

  return (
    <PageSection title="Aulas">
      <QueryView
        query={detail}
        errorMessage="Não foi possível carregar as aulas desta sala."
        skeleton={<ContentSkeleton shape="list" count={3} label="Carregando aulas" />}
      >
        {(room) => {
          const done = room.classes.filter((entry) => entry.done).length;
          return (
            <>
              <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
                <Button
                  variant={room.in_my_rooms ? 'secondary' : 'primary'}
                  loading={busy('my-rooms')}
                  onClick={() => change.mutate({ kind: 'my-rooms', add: !room.in_my_rooms })}
                >
                  {room.in_my_rooms ? 'Remover de Minhas salas' : 'Adicionar a Minhas salas'}
                </Button>
                <Button
                  variant="secondary"
                  loading={busy('room')}
                  onClick={() => change.mutate({ kind: 'room', done: !room.done })}
                >
                  {room.done ? 'Marcar sala como não concluída' : 'Marcar sala como concluída'}
                </Button>
              </div>
              {change.isError && (
                <p role="alert" css={{ margin: 0 }}>
                  Não foi possível salvar a alteração. Tente novamente.
                </p>
              )}
              <p css={{ margin: 0 }}>
                {room.in_my_rooms ? 'Esta sala está em Minhas salas.' : 'Esta sala não está em Minhas salas.'}
              </p>
              <p css={{ margin: 0 }}>
                {room.done ? 'Sala concluída' : 'Sala não concluída'} · {done} de {room.classes.length} aulas
                concluídas
              </p>
              <ol aria-label="Aulas da sala" css={{ margin: 0, paddingLeft: '1.25rem' }}>
                {room.classes.map((entry) => (
                  <li key={entry.id} css={{ marginBottom: '0.5rem' }}>
                    {entry.title} · {entry.starts_at ? `${formatDateTime(entry.starts_at)} · ` : ''}
                    {entry.done ? 'Concluída' : 'Não concluída'}{' '}
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={
                        busy('class') &&
                        change.variables?.kind === 'class' &&
                        change.variables.classId === entry.id
                      }
                      onClick={() => change.mutate({ kind: 'class', classId: entry.id, done: !entry.done })}
                    >
                      {entry.done
                        ? `Marcar "${entry.title}" como não concluída`
                        : `Marcar "${entry.title}" como concluída`}
                    </Button>
                  </li>
                ))}
              </ol>
            </>
          );
        }}
      </QueryView>
    </PageSection>
  );
}
