import type { PlatformApi } from 'shared-contracts';
import {
  isRecord,
  readApiErrorMessage,
  serviceCall,
  shapeGuard,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { ROOM_URL_MISSING, SESSION_OFFLINE, SESSION_WORD } from '../vip-rooms-constants';
import { VIP_ROOMS_BASE } from './vip-rooms-api';

/** Where a live room opens: at `url`; or its session is offline; or it could not be opened (spec 2 §4: null). */
export type LiveRoomAccess = { kind: 'open'; url: string } | { kind: 'offline' } | { kind: 'unavailable' };

/** Spec 3 §5: the room's address, or the error 'Room URL não informada' when it has none. */
export function liveRoomAddress(roomUrl: string | null | undefined): string {
  const address = roomUrl?.trim() ?? '';
  if (address === '') throw new Error(ROOM_URL_MISSING);
  return address;
}

/** Spec 2 §4: an address holding the word salavip needs a session URL; any other is used as is. */
export function needsSessionUrl(address: string): boolean {
  return address.toLowerCase().includes(SESSION_WORD);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const OFFLINE_WORDS = fold(SESSION_OFFLINE);
const saysOffline = (text: string | null) => text !== null && fold(text).includes(OFFLINE_WORDS);

/** The raw text of a failed call's answer ('' when there was none), read by shape as the kit does. */
async function answerText(error: unknown): Promise<string> {
  const response = isRecord(error) && isRecord(error.response) ? error.response : null;
  if (response === null || typeof response.clone !== 'function') return '';
  try {
    return await (response as unknown as Response).clone().text();
  } catch {
    return '';
  }
}

const isSession = shapeGuard<{ url: string }>({ url: 'string' });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Opens a live room (spec 2 §4 'Room video URL'): an address without salavip is used as is; otherwise GET
 * bbb-url?roomUrl asks for the session URL. The server text 'sessão offline' (as the error's message or its
 * whole answer) means the room is offline; any other failure is logged and gives 'unavailable'. A room without
 * an address throws 'Room URL não informada'.
 */
export async function openLiveRoom(
  platform: PlatformApi,
  roomUrl: string | null | undefined,
): Promise<LiveRoomAccess> {
  const address = liveRoomAddress(roomUrl);
  if (!needsSessionUrl(address)) return { kind: 'open', url: address };
  return serviceCall(
    AREA_NAME,
    'getVipRoomSessionUrl',
    async (): Promise<LiveRoomAccess> => {
      let text: string;
      try {
        text = await platform.http.api
          .get(`${VIP_ROOMS_BASE}/bbb-url`, { searchParams: { roomUrl: address } })
          .text();
      } catch (error) {
        if (saysOffline(await readApiErrorMessage(error)) || saysOffline(await answerText(error)))
          return { kind: 'offline' };
        throw error;
      }
      const body = parseJson(text);
      if (isRecord(body) && isSession(body.data)) return { kind: 'open', url: body.data.url };
      // a server that answers the offline text with a success status still means offline
      if (saysOffline(text)) return { kind: 'offline' };
      throw new UnexpectedResponseError('sessão da sala VIP');
    },
    () => ({ kind: 'unavailable' }),
  );
}
