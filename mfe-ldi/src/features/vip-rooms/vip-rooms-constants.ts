/**
 * Words and rules of the VIP rooms (spec 2 §4, spec 3 §2–§9), each named once. The page sizes (classifications
 * 100, featured 20, catalogue 40) are the contract's VIP_* constants.
 */
import { AREA_NAME, VIP_ROOMS_PATH } from '../../constants';

export const VIP_ROOMS_TITLE = 'Sala VIP';
/** Every query of the VIP rooms: a change to a room (my rooms, done marks) invalidates them together. */
export const VIP_ROOMS_KEY = [AREA_NAME, 'vip-rooms'] as const;

/** Spec 2 §4: only an address holding this word needs a session URL (GET bbb-url?roomUrl). */
export const SESSION_WORD = 'salavip';
/** Spec 2 §4: the server's error text for a room whose session is not running. */
export const SESSION_OFFLINE = 'sessão offline';
/** Spec 3 §5: opening a live room needs its address. */
export const ROOM_URL_MISSING = 'Room URL não informada';

/** What the room page says when its live room is offline, and when it could not be opened. */
export const LIVE_ROOM_OFFLINE_MESSAGE =
  'Esta sala está offline no momento. Tente novamente no horário do encontro.';
export const LIVE_ROOM_FAILED_MESSAGE =
  'Não foi possível abrir a sala ao vivo. Tente novamente em instantes.';
export const LIVE_ROOM_READY_MESSAGE = 'A sala ao vivo está pronta.';

/** The shelves (/sala-vip/estante/{tipo}): the featured rooms and the student's rooms, each with its title. */
export const FEATURED_SHELF = 'destaques';
export const MY_ROOMS_SHELF = 'minhas-salas';
export const VIP_SHELF_TITLES: Readonly<Record<string, string>> = {
  [FEATURED_SHELF]: 'Salas VIP em destaque',
  [MY_ROOMS_SHELF]: 'Minhas salas',
};
export const shelfPath = (type: string) => `${VIP_ROOMS_PATH}/estante/${type}`;
/** The main page shows this many of my rooms and of the featured rooms; their shelf shows them all. */
export const VIP_PREVIEW_COUNT = 4;
