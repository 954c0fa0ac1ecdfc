import { VERTICAL_IDS, verticalWording } from 'shared-contracts';
import { clientInject } from '../../testing/client-inject';
import type { TutoringClassDetail, TutoringDetail, TutoringEntry } from './tutorings-seed';
import { testBff } from './test-bff';

const { ana, bruno, app, inject, get, send } = testBff();
const SLUG = 'monitoria-policia-federal';

const tutoringOf = async (slug = SLUG, headers = ana) =>
  (await get(`/v3/tutorings/slug/${slug}`, headers)).data as TutoringDetail;

describe('tutorings: filters, catalogue, featured', () => {
  it.each(VERTICAL_IDS)('has filters, a catalogue and featured tutorings in %s', async (vertical) => {
    const headers = { ...ana, 'x-vertical': vertical };
    const filters = await get('/v3/tutorings/filters?page=1&per_page=100', headers);
    expect(filters.data.length).toBeGreaterThan(0);
    expect(filters.pagination).toMatchObject({ page: 1, per_page: 100 });
    const catalog = await get('/v3/tutorings/catalog?page=1&per_page=200', headers);
    expect(catalog.data.length).toBeGreaterThan(0);
    expect(catalog.pagination).toMatchObject({ page: 1, per_page: 200 });
    expect(catalog.data[0]).not.toHaveProperty('vertical');
    expect((await get('/v3/tutorings/featured?per_page=20', headers)).data.length).toBeGreaterThan(0);
  });

  it('names the oab and carreiras-juridicas tutorings with their word', async () => {
    const oab = await get('/v3/tutorings/catalog', { ...ana, 'x-vertical': 'oab' });
    expect(oab.data.every((entry: TutoringEntry) => entry.title.startsWith('Curso Especial'))).toBe(true);
    const legal = await get('/v3/tutorings/catalog', { ...ana, 'x-vertical': 'carreiras-juridicas' });
    expect(legal.data.every((entry: TutoringEntry) => entry.title.startsWith('Curso especial'))).toBe(true);
  });

  it('filters the catalogue by classification', async () => {
    const filters = (await get('/v3/tutorings/filters')).data as { id: number; name: string }[];
    const fiscal = filters.find((entry) => entry.name === 'Fiscal')!;
    const filtered = (await get(`/v3/tutorings/catalog?classification_ids[0]=${fiscal.id}`))
      .data as TutoringEntry[];
    expect(filtered.map((entry) => entry.slug)).toEqual(['monitoria-receita-federal']);
    expect(filtered[0]!.classification).toBe('Fiscal');
    expect(
      (await inject({ url: '/v3/tutorings/catalog?classification_ids[0]=x', headers: ana })).statusCode,
    ).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await inject({ url: '/v3/tutorings/catalog' })).statusCode).toBe(401);
  });
});

describe('tutorings: one tutoring', () => {
  it('gives its classes with done marks (Ana did the first two) and 404 for an unknown slug', async () => {
    const tutoring = await tutoringOf();
    expect(tutoring.classes).toHaveLength(tutoring.classes_count);
    expect(tutoring.classes[0]).toMatchObject({ title: 'Aula 1 - Plano de estudos e metas', done: true });
    expect(tutoring.classes[2]!.done).toBe(false);
    expect(tutoring).toMatchObject({ done: false, in_my_tutorings: true, classification: 'Policial' });
    const missing = await inject({
      url: '/v3/tutorings/slug/nao-existe',
      headers: { ...ana, 'x-vertical': 'oab' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      message: 'Curso Especial: conteúdo não encontrado (nao-existe).',
      tag: 'TUTORING_NOT_FOUND',
    });
  });

  it('gives one class with its description and recording', async () => {
    const tutoring = await tutoringOf();
    const first = (await get(`/v3/tutorings/class/${tutoring.classes[0]!.id}`)).data as TutoringClassDetail;
    expect(first).toMatchObject({
      tutoring_id: tutoring.id,
      title: 'Aula 1 - Plano de estudos e metas',
      done: true,
      recording_url: `https://videos.exemplo.com.br/monitorias/${SLUG}/aula-1`,
    });
    expect(first.description).toContain('Renato Borelli');
    const last = (await get(`/v3/tutorings/class/${tutoring.classes.at(-1)!.id}`)).data;
    expect(last.recording_url).toBeNull();
    expect((await inject({ url: '/v3/tutorings/class/1', headers: ana })).statusCode).toBe(404);
  });

  it('marks the tutoring and a class done and not done, per student and kept until reset', async () => {
    const { id, classes } = await tutoringOf();
    const third = classes[2]!;
    expect((await send('PUT', `/v3/tutorings/done/${id}`)).json().data.done).toBe(true);
    const marked = await send('PUT', `/v3/tutorings/class/done/${third.id}`);
    expect(marked.json().data.classes[2].done).toBe(true);
    expect(await tutoringOf()).toMatchObject({ done: true });
    expect((await get(`/v3/tutorings/class/${third.id}`)).data.done).toBe(true);
    expect((await tutoringOf(SLUG, bruno)).classes[2]!.done).toBe(false);

    await send('PUT', `/v3/tutorings/class/not-done/${third.id}`);
    expect((await send('PUT', `/v3/tutorings/not-done/${id}`)).json().data.done).toBe(false);
    expect((await tutoringOf()).classes[2]!.done).toBe(false);
    expect((await send('PUT', `/v3/tutorings/class/done/${id * 1000 + 999}`)).statusCode).toBe(404);
    expect((await send('PUT', '/v3/tutorings/done/99999')).statusCode).toBe(404);

    await send('PUT', `/v3/tutorings/done/${id}`);
    await clientInject(app(), { method: 'POST', url: '/__control/reset' });
    expect((await tutoringOf()).done).toBe(false);
  });

  it('adds to and removes from the student list', async () => {
    const other = await tutoringOf('monitoria-receita-federal');
    expect(other.in_my_tutorings).toBe(false);
    const added = await send('POST', '/v3/tutorings/my-tutorings', { id: other.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.in_my_tutorings).toBe(true);
    const mine = (await get('/v3/tutorings/my-tutorings')).data as TutoringEntry[];
    expect(mine.map((entry) => entry.slug)).toEqual([SLUG, 'monitoria-receita-federal']);
    expect((await get('/v3/tutorings/my-tutorings', bruno)).data).toEqual([]);

    const removed = await send('DELETE', '/v3/tutorings/my-tutorings', { id: other.id });
    expect(removed.json().data.in_my_tutorings).toBe(false);
    expect((await get('/v3/tutorings/my-tutorings')).data.map((e: TutoringEntry) => e.slug)).toEqual([SLUG]);
    expect((await send('POST', '/v3/tutorings/my-tutorings', { id: other.id, x: 1 })).statusCode).toBe(400);
  });

  it('records event logs, newest first, and refuses a class of another tutoring', async () => {
    const { id, classes } = await tutoringOf();
    const opened = await send('POST', '/v3/tutorings/event-logs', {
      tutoring_id: id,
      event: 'tutoring_opened',
    });
    expect(opened.statusCode).toBe(201);
    await send('POST', '/v3/tutorings/event-logs', {
      tutoring_id: id,
      class_id: classes[0]!.id,
      event: 'class_done',
    });
    const logs = (await get(`/v3/tutorings/event-logs?tutoring_id=${id}`)).data;
    expect(logs).toEqual([
      expect.objectContaining({ tutoring_id: id, class_id: classes[0]!.id, event: 'class_done' }),
      expect.objectContaining({ tutoring_id: id, event: 'tutoring_opened' }),
    ]);
    const wrong = await send('POST', '/v3/tutorings/event-logs', {
      tutoring_id: id,
      class_id: 4001001,
      event: 'class_done',
    });
    expect(wrong.statusCode).toBe(404);
    expect((await send('POST', '/v3/tutorings/event-logs', { tutoring_id: id, event: ' ' })).statusCode).toBe(
      400,
    );
  });
});

describe('tutorings: shelves', () => {
  const body = {
    q: '',
    entity_types: ['tutorings'],
    shelves: ['destaques'],
    page: 1,
    per_page: 10,
    filters: { onlyHasAccess: true },
  };

  it.each(VERTICAL_IDS)('gives the featured shelf named with the word of %s', async (vertical) => {
    const headers = { ...ana, 'x-vertical': vertical };
    const shelf = (await send('POST', '/bff/search/v2/tutorings/shelves', body, headers)).json();
    expect(shelf.data.title).toBe(`${verticalWording(vertical).tutorings} em destaque`);
    expect(shelf.data.items.length).toBeGreaterThan(0);
    expect(shelf.pagination).toMatchObject({ page: 1, per_page: 10 });
  });

  it('is empty with onlyHasAccess for a student without the tutoring area, and 404 for an unknown shelf', async () => {
    const none = (await send('POST', '/bff/search/v2/tutorings/shelves', body, bruno)).json().data;
    expect(none.items).toEqual([]);
    const all = (
      await send('POST', '/bff/search/v2/tutorings/shelves', { ...body, filters: {} }, bruno)
    ).json().data;
    expect(all.items.length).toBeGreaterThan(0);
    const unknown = await send('POST', '/bff/search/v2/tutorings/shelves', { ...body, shelves: ['x'] });
    expect(unknown.statusCode).toBe(404);
  });
});
