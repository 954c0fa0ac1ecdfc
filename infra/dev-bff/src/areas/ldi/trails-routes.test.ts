import {
  VERTICAL_IDS,
  type StrategicTrail,
  type StrategicTrailClassification,
  type StrategicTrailDetail,
} from 'shared-contracts';
import { testBff } from './test-bff';

const { ana, bruno, get, send } = testBff();
const SLUG = 'trilha-policia-federal-agente';

const trailId = async () => (await get(`/v3/strategic-trails/slug/${SLUG}`)).data.id as number;

describe('strategic trails: catalogue, featured, classifications', () => {
  it.each(VERTICAL_IDS)('has a catalogue, featured trails and classifications in %s', async (vertical) => {
    const headers = { ...ana, 'x-vertical': vertical };
    const catalog = await get('/v3/strategic-trails/catalog?page=1&per_page=200', headers);
    expect(catalog.data.length).toBeGreaterThan(0);
    expect(catalog.pagination).toMatchObject({ page: 1, per_page: 200 });
    expect((await get('/v3/strategic-trails/featured?per_page=20', headers)).data.length).toBeGreaterThan(0);
    const classifications = await get('/v3/strategic-trails/classifications?page=1&per_page=100', headers);
    expect(classifications.data.length).toBeGreaterThan(0);
    expect(classifications.pagination.per_page).toBe(100);
  });

  it('filters the catalogue by classification', async () => {
    const [first] = (await get('/v3/strategic-trails/classifications'))
      .data as StrategicTrailClassification[];
    const filtered = (await get(`/v3/strategic-trails/catalog?classification_ids[0]=${first!.id}`))
      .data as StrategicTrail[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((trail) => trail.classification === first!.name)).toBe(true);
    const filters = await get('/v3/strategic-trails/filters');
    expect(filters.data[0]).toMatchObject({ key: 'classification_ids', title: 'Áreas' });
  });
});

describe('strategic trails: one trail', () => {
  it('gives its classes with done marks (Ana did the first two)', async () => {
    const detail = (await get(`/v3/strategic-trails/${await trailId()}`)).data as StrategicTrailDetail;
    expect(detail.classes).toHaveLength(detail.classes_count);
    expect(detail.classes[0]).toMatchObject({ title: 'Semana 1 - Teoria essencial', done: true });
    expect(detail.classes[2]!.done).toBe(false);
    expect(detail).toMatchObject({ done: false, in_my_trails: false });
  });

  it('marks the trail and a class done and not done, kept until reset', async () => {
    const id = await trailId();
    const detail = (await get(`/v3/strategic-trails/${id}`)).data as StrategicTrailDetail;
    const third = detail.classes[2]!;
    expect((await send('PUT', `/v3/strategic-trails/done/${id}`)).json().data.done).toBe(true);
    const marked = await send('POST', '/v3/strategic-trails/class/done', {
      trail_id: id,
      class_id: third.id,
    });
    expect(marked.json().data.classes[2].done).toBe(true);
    expect((await get(`/v3/strategic-trails/${id}`)).data).toMatchObject({ done: true });
    await send('POST', '/v3/strategic-trails/class/not-done', { trail_id: id, class_id: third.id });
    expect((await send('PUT', `/v3/strategic-trails/not-done/${id}`)).json().data.done).toBe(false);
    expect((await get(`/v3/strategic-trails/${id}`)).data.classes[2].done).toBe(false);
    const wrong = await send('POST', '/v3/strategic-trails/class/done', { trail_id: id, class_id: 1 });
    expect(wrong.statusCode).toBe(404);
  });

  it("adds a trail to my trails only with the title 'minhas-trilhas'", async () => {
    const id = await trailId();
    expect((await send('POST', '/v3/strategic-trails/my-trails', { id, title: 'outra' })).statusCode).toBe(
      400,
    );
    const added = await send('POST', '/v3/strategic-trails/my-trails', { id, title: 'minhas-trilhas' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.in_my_trails).toBe(true);
    expect((await get('/v3/strategic-trails/my-trails')).data.map((t: StrategicTrail) => t.id)).toEqual([id]);
    expect((await get('/v3/strategic-trails/my-trails', bruno)).data).toEqual([]);
  });

  it('records event logs', async () => {
    const id = await trailId();
    const logged = await send('POST', '/v3/strategic-trails/event-logs', {
      trail_id: id,
      event: 'trail_opened',
    });
    expect(logged.statusCode).toBe(201);
    expect((await get('/v3/strategic-trails/event-logs')).data).toEqual([
      expect.objectContaining({ trail_id: id, event: 'trail_opened' }),
    ]);
  });
});

describe('strategic trails: search v2 and shelves', () => {
  it('finds trails by a word, accents ignored', async () => {
    const found = await send('POST', '/bff/search/v2/strategic-trails', {
      q: 'policia',
      entity_types: ['strategic-trails'],
      page: 1,
      per_page: 10,
    });
    expect(found.json().data.map((trail: StrategicTrail) => trail.slug)).toContain(SLUG);
  });

  it('gives a shelf; onlyHasAccess leaves it empty for a student without the trails area', async () => {
    const body = { q: '', shelves: ['destaques'], page: 1, per_page: 10, filters: { onlyHasAccess: true } };
    const shelf = (await send('POST', '/bff/search/v2/strategic-trails/shelves', body)).json().data;
    expect(shelf.title).toBe('Trilhas em destaque');
    expect(shelf.items.length).toBeGreaterThan(0);
    const none = (await send('POST', '/bff/search/v2/strategic-trails/shelves', body, bruno)).json().data;
    expect(none.items).toEqual([]);
    const unknown = await send('POST', '/bff/search/v2/strategic-trails/shelves', {
      ...body,
      shelves: ['x'],
    });
    expect(unknown.statusCode).toBe(404);
  });
});
