import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LdiTeacher } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { BffHttpError, badRequest, notFound } from '../../http-error';
import { paginate, positiveQuery, signedInRoutes } from '../../route-helpers';
import { requireInteger, requireKnownKeys, requireObjectBody } from '../../validation';
import { readEventLog } from './event-log';
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
const MAX_ID = Number.MAX_SAFE_INTEGER;
type Query = Record<string, unknown>;

/** The ids of a repeated query parameter: `name[0]=1&name[1]=2`, `name[]=1` or `name=1&name=2`. */
function idsOf(query: Query, name: string): number[] {
  const key = new RegExp(`^${name}(\\[\\d*\\])?$`);
  return Object.entries(query)
    .filter(([candidate]) => key.test(candidate))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .map((value) => requireInteger(Number(value), name, 1, MAX_ID));
}

/**
 * VIP rooms (spec 3 §7): classifications (100 a page), filters, catalogue (40 a page; by classification and
 * teacher), featured (20), my rooms (GET, POST and DELETE {id}), one room by slug or id with its classes, done
 * and not done for the room and each class, event logs, and the session URL of a live room (bbb-url?roomUrl),
 * which answers 'sessão offline' while the room's session is not running.
 */
export function registerVipRoomsRoutes(app: FastifyInstance, ctx: BffContext, deps: VipRoomsDeps): void {
  const signedIn = signedInRoutes(ctx);
  const listOf = (record: Record<string, number[]>, student: BffStudent) => (record[student.email] ??= []);
  const inVertical = (request: FastifyRequest) => {
    const vertical = ctx.vertical(request);
    return deps.rooms().filter((room) => room.vertical === vertical);
  };
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
    done: listOf(deps.state().doneRooms, student).includes(room.id),
  });
  const detail = (room: SeededVipRoom, student: BffStudent): VipRoomDetail => ({
    ...entry(room, student),
    in_my_rooms: listOf(deps.state().myRooms, student).includes(room.id),
    classes: vipRoomClasses(room, listOf(deps.state().doneClasses, student)),
  });
  const byId = (id: number) => {
    const room = deps.rooms().find((candidate) => candidate.id === id);
    if (!room) throw notFound(`Sala VIP ${id} não encontrada.`, 'VIP_ROOM_NOT_FOUND');
    return room;
  };
  const idParam = (request: FastifyRequest) =>
    requireInteger(Number((request.params as Query).id), 'id', 1, MAX_ID);
  const toggle = (list: number[], id: number, on: boolean) => {
    const at = list.indexOf(id);
    if (on && at < 0) list.push(id);
    if (!on && at >= 0) list.splice(at, 1);
  };

  app.get(
    '/v3/vip-rooms/catalog/classifications',
    signedIn((_student, request) => {
      const query = request.query as Query;
      return paginate(
        vipRoomClassifications(deps.rooms(), ctx.vertical(request)),
        positiveQuery(query.page, 1, 'page'),
        positiveQuery(query.per_page, 100, 'per_page'),
      );
    }),
  );

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
    '/v3/vip-rooms/catalog',
    signedIn((student, request) => {
      const query = request.query as Query;
      const classificationIds = idsOf(query, 'classification_ids');
      const teacherIds = idsOf(query, 'teacher_ids');
      const rooms = inVertical(request)
        .filter(
          (room) => classificationIds.length === 0 || classificationIds.includes(classificationIdOf(room)),
        )
        .filter(
          (room) =>
            teacherIds.length === 0 || room.teachers.some((teacher) => teacherIds.includes(teacher.id)),
        );
      return paginate(
        rooms.map((room) => entry(room, student)),
        positiveQuery(query.page, 1, 'page'),
        positiveQuery(query.per_page, 40, 'per_page'),
      );
    }),
  );

  app.get(
    '/v3/vip-rooms/featured',
    signedIn((student, request) => {
      const perPage = positiveQuery((request.query as Query).per_page, 20, 'per_page');
      // the rooms with a meeting coming, the soonest first
      const scheduled = inVertical(request)
        .filter((room) => room.next_meeting_at !== null)
        .sort((a, b) => Date.parse(a.next_meeting_at!) - Date.parse(b.next_meeting_at!));
      return { data: scheduled.slice(0, perPage).map((room) => entry(room, student)) };
    }),
  );

  app.get(
    '/v3/vip-rooms/slug/:slug',
    signedIn((student, request) => {
      const slug = (request.params as Query).slug as string;
      const room = deps.rooms().find((candidate) => candidate.slug === slug);
      if (!room) throw notFound(`Sala VIP não encontrada: ${slug}.`, 'VIP_ROOM_NOT_FOUND');
      return { data: entry(room, student) };
    }),
  );

  const myRooms = (student: BffStudent) => listOf(deps.state().myRooms, student);
  const roomOfBody = (body: unknown) => {
    const object = requireObjectBody(body);
    requireKnownKeys(object, ['id']);
    return byId(requireInteger(object.id, 'id', 1, MAX_ID));
  };
  app.get(
    '/v3/vip-rooms/my-rooms',
    signedIn((student, request) => ({
      data: inVertical(request)
        .filter((room) => myRooms(student).includes(room.id))
        .map((room) => entry(room, student)),
    })),
  );
  app.post(
    '/v3/vip-rooms/my-rooms',
    signedIn((student, request, reply) => {
      const room = roomOfBody(request.body);
      toggle(myRooms(student), room.id, true);
      reply.code(201);
      return { data: detail(room, student) };
    }),
  );
  app.delete(
    '/v3/vip-rooms/my-rooms',
    signedIn((student, request) => {
      const room = roomOfBody(request.body);
      if (!myRooms(student).includes(room.id))
        throw notFound(`A sala ${room.id} não está em Minhas salas.`, 'VIP_ROOM_NOT_IN_MY_ROOMS');
      toggle(myRooms(student), room.id, false);
      return { data: detail(room, student) };
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

  app.get(
    '/v3/vip-rooms/:id',
    signedIn((student, request) => ({ data: detail(byId(idParam(request)), student) })),
  );

  for (const [path, value] of [
    ['/v3/vip-rooms/done/:id', true],
    ['/v3/vip-rooms/not-done/:id', false],
  ] as const) {
    app.put(
      path,
      signedIn((student, request) => {
        const room = byId(idParam(request));
        toggle(listOf(deps.state().doneRooms, student), room.id, value);
        return { data: detail(room, student) };
      }),
    );
  }

  for (const [path, value] of [
    ['/v3/vip-rooms/class/done/:id', true],
    ['/v3/vip-rooms/class/not-done/:id', false],
  ] as const) {
    app.put(
      path,
      signedIn((student, request) => {
        const classId = idParam(request);
        const room = deps
          .rooms()
          .find((candidate) => vipRoomClasses(candidate, []).some((entry) => entry.id === classId));
        if (!room) throw notFound(`Aula ${classId} não encontrada.`, 'CLASS_NOT_FOUND');
        toggle(listOf(deps.state().doneClasses, student), classId, value);
        return { data: detail(room, student) };
      }),
    );
  }

  const logsOf = (student: BffStudent) => (deps.state().eventLogs[student.email] ??= []);
  app.post(
    '/v3/vip-rooms/event-logs',
    signedIn((student, request, reply) => {
      const logged = readEventLog(request.body, 'vip_room_id', byId);
      logsOf(student).push(logged);
      reply.code(201);
      return { data: logged };
    }),
  );
  app.get(
    '/v3/vip-rooms/event-logs',
    signedIn((student) => ({ data: logsOf(student) })),
  );
}
