import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { PageSection, safeHref } from 'shared-design-system/area';
import { needsSessionUrl, openLiveRoom } from '../api/open-live-room';
import type { VipRoomEntry } from '../api/vip-room-types';
import { vipRoomsApi } from '../api/vip-rooms-api';
import {
  LIVE_ROOM_FAILED_MESSAGE,
  LIVE_ROOM_OFFLINE_MESSAGE,
  LIVE_ROOM_READY_MESSAGE,
  ROOM_URL_MISSING,
} from '../vip-rooms-constants';
import { nextMeeting } from './vip-room-list';

const NEW_TAB = ' (abre em nova aba)';

/**
 * A link to the live room, in a new tab (the room is another site). `takeFocus`: the link that replaces the
 * pressed 'Entrar na sala ao vivo' button takes its focus.
 */
function RoomLink({
  href,
  onOpen,
  takeFocus = false,
  children,
}: {
  href: string;
  onOpen?: () => void;
  takeFocus?: boolean;
  children: string;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div>
      <Button ref={ref} href={href} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
        {children + NEW_TAB}
      </Button>
    </div>
  );
}

/**
 * Opening the room's live room (spec 2 §4, spec 3 §5): a room without an address says 'Room URL não
 * informada'; an address without salavip is a plain link; otherwise 'Entrar na sala ao vivo' asks for a session
 * URL and then offers the link, or says the room is offline, or that it could not be opened.
 */
export function LiveRoom({ room }: { room: VipRoomEntry }) {
  const platform = usePlatform();
  const address = room.room_url?.trim() ?? '';
  const logOpened = () => void vipRoomsApi.logEvent(platform, room.id, 'live_room_opened');
  const open = useMutation({
    mutationFn: () => openLiveRoom(platform, address),
    onSuccess: (access) => {
      if (access.kind === 'open') logOpened();
    },
  });

  let content;
  if (address === '') {
    content = <p css={{ margin: 0 }}>{ROOM_URL_MISSING}</p>;
  } else if (!needsSessionUrl(address)) {
    const href = safeHref(address);
    content = href ? (
      <RoomLink href={href} onOpen={logOpened}>
        Entrar na sala ao vivo
      </RoomLink>
    ) : (
      <p role="alert" css={{ margin: 0 }}>
        {LIVE_ROOM_FAILED_MESSAGE}
      </p>
    );
  } else {
    const access = open.data;
    const sessionHref = access?.kind === 'open' ? safeHref(access.url) : undefined;
    const failed =
      open.isError || access?.kind === 'unavailable' || (access?.kind === 'open' && !sessionHref);
    content = sessionHref ? (
      <>
        <p role="status" css={{ margin: 0 }}>
          {LIVE_ROOM_READY_MESSAGE}
        </p>
        <RoomLink href={sessionHref} takeFocus>
          Abrir a sala ao vivo
        </RoomLink>
      </>
    ) : (
      <>
        <div>
          <Button loading={open.isPending} onClick={() => open.mutate()}>
            Entrar na sala ao vivo
          </Button>
        </div>
        {/* the message region exists before the answer, so screen readers announce what it says */}
        <p role="status" css={{ margin: 0 }}>
          {access?.kind === 'offline' ? LIVE_ROOM_OFFLINE_MESSAGE : ''}
        </p>
        {failed && (
          <p role="alert" css={{ margin: 0 }}>
            {LIVE_ROOM_FAILED_MESSAGE}
          </p>
        )}
      </>
    );
  }

  return (
    <PageSection title="Sala ao vivo">
      <p css={{ margin: 0 }}>
        {room.room_name} · {nextMeeting(room)}
      </p>
      {content}
    </PageSection>
  );
}
