import { VERTICAL_IDS } from 'shared-contracts';
import type { VipRoomDetail, VipRoomEntry } from './vip-rooms-routes';
import type { VipRoomClassification } from './vip-rooms-seed';
import { testBff } from './test-bff';

const { ana, bruno, inject, get, send } = testBff();
const ONLINE = 'sala-vip-policia-federal';
const OFFLINE = 'sala-vip-fiscal';
const DIRECT = 'sala-vip-tribunais';
const NO_ADDRESS = 'sala-vip-inss';

const roomOf = async (slug: string) => (await get(`/v3/vip-rooms/slug/${slug}`)).data as VipRoomEntry;
const bbbUrl = (roomUrl: string, headers = ana) =>
  inject({ url: `/v3/vip-rooms/bbb-url?${new URLSearchParams({ roomUrl })}`, headers });

describe('VIP rooms: catalogue, featured, classifications, filters', () => {
  it.each(VERTICAL_IDS)(
    'has a catalogue (40 a page), featured rooms (20) and classifications (100) in %s, with an online, an offline and a direct room',
    async (vertical) => {
      const headers = { ...ana, 'x-vertical': vertical };
      const catalog = await get('/v3/vip-rooms/catalog?page=1&per_page=40', headers);
      expect(catalog.pagination).toMatchObject({ page: 1, per_page: 40 });
      const rooms = catalog.data as VipRoomEntry[];
      expect(rooms.length).toBeGreaterThanOrEqual(3);
      expect(rooms.some((room) => room.room_url.includes('salavip'))).toBe(true);
      expect(rooms.some((room) => room.room_url !== '' && !room.room_url.includes('salavip'))).toBe(true);
      const offline = await Promise.all(
        rooms
          .filter((room) => room.room_url.includes('salavip'))
          .map(async (room) => (await bbbUrl(room.room_url, headers)).json().error?.message),
      );
      expect(offline).toContain('sessão offline');
      expect((await get('/v3/vip-rooms/featured?per_page=20', headers)).data.length).toBeGreaterThan(0);
      const classifications = await get('/v3/vip-rooms/catalog/classifications?page=1&per_page=100', headers);
      expect(classifications.data.length).toBeGreaterThan(0);
      expect(classifications.pagination.per_page).toBe(100);
    },
  );

  it('gives each room its classification ids, room name and class count, and no vertical', async () => {
    const room = await roomOf(ONLINE);
    expect(room).toMatchObject({
      title: 'Sala VIP Polícia Federal',
      room_name: 'Sala VIP Polícia Federal - ao vivo',
      classes_count: 3,
      done: false,
    });
    const classifications = (await get('/v3/vip-rooms/catalog/classifications'))
      .data as VipRoomClassification[];
    expect(classifications.find((entry) => entry.id === room.classificationIds[0])?.name).toBe('Polícia');
    expect(room).not.toHaveProperty('vertical');
  });

  it('filters the catalogue by classification and by teacher', async () => {
    const classifications = (await get('/v3/vip-rooms/catalog/classifications'))
      .data as VipRoomClassification[];
    const fiscal = classifications.find((entry) => entry.name === 'Fiscal')!;
    const byArea = (await get(`/v3/vip-rooms/catalog?classification_ids[0]=${fiscal.id}`))
      .data as VipRoomEntry[];
    expect(byArea.map((room) => room.slug)).toEqual([OFFLINE]);

    const filters = await get('/v3/vip-rooms/filters');
    expect(filters.data[0]).toMatchObject({ key: 'teacher_ids', title: 'Professores' });
    expect(filters.data[0].options).toContainEqual({ id: 12, name: 'Luciana Amaral' });
    const byTeacher = (await get('/v3/vip-rooms/catalog?teacher_ids[0]=12')).data as VipRoomEntry[];
    expect(byTeacher.map((room) => room.slug)).toEqual([DIRECT]);
    expect((await inject({ url: '/v3/vip-rooms/catalog?teacher_ids[0]=x', headers: ana })).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for an unknown slug or id, and 401 without a session', async () => {
    expect((await inject({ url: '/v3/vip-rooms/slug/nao-existe', headers: ana })).statusCode).toBe(404);
    expect((await inject({ url: '/v3/vip-rooms/999999', headers: ana })).statusCode).toBe(404);
    expect((await inject({ url: '/v3/vip-rooms/catalog' })).statusCode).toBe(401);
  });
});

describe('VIP rooms: my rooms and done marks', () => {
  it("starts Ana with the vertical's first room, and Bruno with none", async () => {
    const mine = (await get('/v3/vip-rooms/my-rooms')).data as VipRoomEntry[];
    expect(mine.map((room) => room.slug)).toEqual([ONLINE]);
    expect((await get('/v3/vip-rooms/my-rooms', bruno)).data).toEqual([]);
  });

  it('adds a room to my rooms and removes it, kept until reset', async () => {
    const { id } = await roomOf(OFFLINE);
    const added = await send('POST', '/v3/vip-rooms/my-rooms', { id });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ id, in_my_rooms: true });
    expect((await get('/v3/vip-rooms/my-rooms')).data.map((room: VipRoomEntry) => room.slug)).toEqual([
      ONLINE,
      OFFLINE,
    ]);
    const removed = await send('DELETE', '/v3/vip-rooms/my-rooms', { id });
    expect(removed.json().data.in_my_rooms).toBe(false);
    expect((await send('DELETE', '/v3/vip-rooms/my-rooms', { id })).statusCode).toBe(404);
    expect((await send('POST', '/v3/vip-rooms/my-rooms', { id, title: 'x' })).statusCode).toBe(400);
  });

  it('marks the room and each class done and not done', async () => {
    const { id } = await roomOf(ONLINE);
    const detail = (await get(`/v3/vip-rooms/${id}`)).data as VipRoomDetail;
    expect(detail.classes).toHaveLength(3);
    expect(detail.classes[0]).toMatchObject({ title: 'Encontro 1 - Aula inaugural', done: true });
    expect(detail.classes[1]).toMatchObject({
      title: 'Encontro 2 - Resolução de questões ao vivo',
      done: false,
    });
    expect(detail).toMatchObject({ done: false, in_my_rooms: true });

    expect((await send('PUT', `/v3/vip-rooms/done/${id}`)).json().data.done).toBe(true);
    expect((await roomOf(ONLINE)).done).toBe(true);
    const second = detail.classes[1]!.id;
    expect((await send('PUT', `/v3/vip-rooms/class/done/${second}`)).json().data.classes[1].done).toBe(true);
    await send('PUT', `/v3/vip-rooms/class/not-done/${second}`);
    expect((await send('PUT', `/v3/vip-rooms/not-done/${id}`)).json().data.done).toBe(false);
    expect((await get(`/v3/vip-rooms/${id}`)).data.classes[1].done).toBe(false);
    expect((await send('PUT', '/v3/vip-rooms/class/done/1')).statusCode).toBe(404);
  });

  it('records event logs', async () => {
    const { id } = await roomOf(ONLINE);
    const logged = await send('POST', '/v3/vip-rooms/event-logs', { vip_room_id: id, event: 'room_opened' });
    expect(logged.statusCode).toBe(201);
    expect((await get('/v3/vip-rooms/event-logs')).data).toEqual([
      expect.objectContaining({ vip_room_id: id, event: 'room_opened' }),
    ]);
    expect((await send('POST', '/v3/vip-rooms/event-logs', { vip_room_id: 1, event: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('VIP rooms: live session (bbb-url?roomUrl)', () => {
  it('gives the session URL of an online salavip room', async () => {
    const answer = await bbbUrl((await roomOf(ONLINE)).room_url);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.url).toMatch(
      /^https:\/\/salavip\.exemplo\.com\.br\/.+meetingID=sala-vip-policia-federal/,
    );
  });

  it("answers the text 'sessão offline' for a room whose session is not running", async () => {
    const answer = await bbbUrl((await roomOf(OFFLINE)).room_url);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toEqual({ message: 'sessão offline', tag: 'VIP_ROOM_OFFLINE' });
  });

  it("refuses a missing address ('Room URL não informada') and a direct one", async () => {
    expect((await roomOf(NO_ADDRESS)).room_url).toBe('');
    const missing = await inject({ url: '/v3/vip-rooms/bbb-url', headers: ana });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Room URL não informada');
    expect((await bbbUrl((await roomOf(DIRECT)).room_url)).statusCode).toBe(400);
    expect((await bbbUrl('https://salavip.exemplo.com.br/salavip/nenhuma')).statusCode).toBe(404);
  });
});
