import type { FastifyInstance } from 'fastify';
import type { LdiTeacher } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { BffHttpError, badRequest, notFound } from '../../http-error';
import { idsOf, registerMarkedCatalogRoutes, studentList, type Query } from './marked-catalog-routes';
import {
  vipRoomClasses,
  vipRoomClassifications,
  VIP_ROOM_CLASSES_COUNT,
  type SeededVipRoom,
  type VipRoomClass,
  type VipRoomsState,
} from './vip-rooms-seed';

/** What the VIP room routes need from the ldi area. */
export interface VipRoomsDeps {
  rooms(): SeededVipRoom[];
  state(): VipRoomsState;
}

/** One VIP room of the catalogue, featured, my rooms and slug/{slug} (spec 3 §3: classificationIds, room_name). */
export interface VipRoomEntry {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: LdiTeacher[];
  next_meeting_at: string | null;
  /** '' when the room has no address */
  room_url: string;
  room_name: string;
  classificationIds: number[];
  classes_count: number;
  done: boolean;
}

/** GET /v3/vip-rooms/{id}: the room with its classes and whether it is in my rooms. */
export interface VipRoomDetail extends VipRoomEntry {
  in_my_rooms: boolean;
  classes: VipRoomClass[];
}

/** The server text of a live room whose session is not running (spec 2 §4). */
export const SESSION_OFFLINE = 'sessão offline';
/** Spec 3 §5: opening a live room needs its address. */
export const ROOM_URL_MISSING = 'Room URL não informada';
/** Spec 2 §4: only an address with this word needs a session URL. */
const SESSION_WORD = 'salavip';

/**
 * VIP rooms (spec 3 §7): classifications (100 a page), filters, catalogue (40 a page; by classification and
 * teacher), featured (20), my rooms (GET, POST and DELETE {id}), one room by slug or id with its classes, done
 * and not done for the room and each class, event logs, and the session URL of a live room (bbb-url?roomUrl),
 * which answers 'sessão offline' while the room's session is not running.
 */
export function registerVipRoomsRoutes(app: FastifyInstance, ctx: BffContext, deps: VipRoomsDeps): void {
  const classificationIdOf = (room: SeededVipRoom) =>
    vipRoomClassifications(deps.rooms(), room.vertical).find((entry) => entry.name === room.classification)!
      .id;
  const entry = (room: SeededVipRoom, student: BffStudent): VipRoomEntry => ({
    id: room.id,
    slug: room.slug,
    title: room.title,
    description: room.description,
    teachers: room.teachers,
    next_meeting_at: room.next_meeting_at,
    room_url: room.room_url,
    room_name: room.room_name,
    classificationIds: [classificationIdOf(room)],
    classes_count: VIP_ROOM_CLASSES_COUNT,
    done: studentList(deps.state().done, student).includes(room.id),
  });
  const byId = (id: number) => {
    const room = deps.rooms().find((candidate) => candidate.id === id);
    if (!room) throw notFound(`Sala VIP ${id} não encontrada.`, 'VIP_ROOM_NOT_FOUND');
    return room;
  };

  const { signedIn, inVertical } = registerMarkedCatalogRoutes(app, ctx, {
    base: '/v3/vip-rooms',
    ownerField: 'vip_room_id',
    items: deps.rooms,
    state: deps.state,
    entry,
    detail: (room, student): VipRoomDetail => ({
      ...entry(room, student),
      in_my_rooms: studentList(deps.state().mine, student).includes(room.id),
      classes: vipRoomClasses(room, studentList(deps.state().doneClasses, student)),
    }),
    byId,
    slug: {
      gives: 'entry',
      notFound: (slug) => notFound(`Sala VIP não encontrada: ${slug}.`, 'VIP_ROOM_NOT_FOUND'),
    },
    detailById: true,
    classifications: {
      path: 'catalog/classifications',
      of: (vertical) => vipRoomClassifications(deps.rooms(), vertical),
    },
    catalog: {
      perPage: 40,
      filter: (rooms, query) => {
        const classificationIds = idsOf(query, 'classification_ids');
        const teacherIds = idsOf(query, 'teacher_ids');
        return rooms
          .filter(
            (room) => classificationIds.length === 0 || classificationIds.includes(classificationIdOf(room)),
          )
          .filter(
            (room) =>
              teacherIds.length === 0 || room.teachers.some((teacher) => teacherIds.includes(teacher.id)),
          );
      },
    },
    // the rooms with a meeting coming, the soonest first
    featured: (rooms, perPage) =>
      rooms
        .filter((room) => room.next_meeting_at !== null)
        .sort((a, b) => Date.parse(a.next_meeting_at!) - Date.parse(b.next_meeting_at!))
        .slice(0, perPage),
    list: {
      path: 'my-rooms',
      remove: {
        notInList: (room) =>
          notFound(`A sala ${room.id} não está em Minhas salas.`, 'VIP_ROOM_NOT_IN_MY_ROOMS'),
      },
    },
    classMark: {
      in: 'path',
      ownerOf: (classId) => {
        const room = deps
          .rooms()
          .find((candidate) => vipRoomClasses(candidate, []).some((lesson) => lesson.id === classId));
        if (!room) throw notFound(`Aula ${classId} não encontrada.`, 'CLASS_NOT_FOUND');
        return room;
      },
    },
  });

  app.get(
    '/v3/vip-rooms/filters',
    signedIn((_student, request) => {
      const teachers = new Map<number, string>();
      for (const room of inVertical(request))
        for (const teacher of room.teachers) teachers.set(teacher.id, teacher.name);
      return {
        data: [
          {
            key: 'teacher_ids',
            title: 'Professores',
            options: [...teachers].map(([id, name]) => ({ id, name })),
          },
        ],
      };
    }),
  );

  app.get(
    '/v3/vip-rooms/bbb-url',
    signedIn((student, request) => {
      const roomUrl = (request.query as Query).roomUrl;
      if (typeof roomUrl !== 'string' || roomUrl.trim() === '')
        throw badRequest(ROOM_URL_MISSING, 'VIP_ROOM_URL_MISSING');
      if (!roomUrl.toLowerCase().includes(SESSION_WORD))
        throw badRequest(
          'Esta sala não usa sessão: abra o endereço da sala diretamente.',
          'VIP_ROOM_DIRECT_URL',
        );
      const room = deps.rooms().find((candidate) => candidate.room_url === roomUrl);
      if (!room) throw notFound('Nenhuma sala VIP usa este endereço.', 'VIP_ROOM_NOT_FOUND');
      if (!room.live) throw new BffHttpError(409, SESSION_OFFLINE, 'VIP_ROOM_OFFLINE');
      const session = new URLSearchParams({ meetingID: room.slug, userID: String(student.id) });
      return { data: { url: `https://salavip.exemplo.com.br/bigbluebutton/api/join?${session}` } };
    }),
  );
}
