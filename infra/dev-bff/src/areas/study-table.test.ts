import type { FastifyInstance } from 'fastify';
import type { QuestionsPerformance, RecentActivity } from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../seed-students';
import { buildServer } from '../server';
import { signInHeaders } from '../testing/sign-in-headers';
import { saoPauloDay } from './study-table/performance-seed';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

function activities(response: { json(): unknown }): RecentActivity[] {
  return (response.json() as { data: RecentActivity[] }).data;
}

describe('study table', () => {
  it('answers 401 without a session', async () => {
    const response = await app.inject({ url: '/v3/study-table/recent-activities' });
    expect(response.statusCode).toBe(401);
  });

  it("lists Ana's recent activities, newest first, with counters and types", async () => {
    const list = activities(await app.inject({ url: '/v3/study-table/recent-activities', headers: ana }));

    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((a) => a.type))).toEqual(new Set(['notebook', 'exam']));
    expect(list[0]).toMatchObject({
      title: 'Direito Constitucional - Direitos Fundamentais',
      question_counters: { correct: 34, incorrect: 11, not_answered: 15 },
    });
    const dates = list.map((a) => a.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters ongoing (progress=1), complete and favourite activities', async () => {
    const ongoing = activities(
      await app.inject({ url: '/v3/study-table/recent-activities?progress=1', headers: ana }),
    );
    const complete = activities(
      await app.inject({ url: '/v3/study-table/recent-activities?complete=1', headers: ana }),
    );
    const favourite = activities(
      await app.inject({ url: '/v3/study-table/recent-activities?favorite=1', headers: ana }),
    );

    expect(ongoing.length).toBeGreaterThan(0);
    for (const { question_counters: c } of ongoing) {
      expect(c.correct + c.incorrect).toBeGreaterThan(0);
      expect(c.not_answered).toBeGreaterThan(0);
    }
    expect(ongoing.map((a) => a.title)).not.toContain('Raciocínio Lógico - Proposições');
    expect(complete.map((a) => a.title)).toEqual([
      'Português - Concordância Verbal',
      'Simulado INSS - Técnico do Seguro Social',
    ]);
    expect(favourite.every((a) => a.favorite)).toBe(true);
  });

  it('gives a new student an empty study table', async () => {
    for (const url of [
      '/v3/study-table/recent-activities',
      '/v3/study-table/last-updates',
      '/v3/study-table/exclusive-courses',
      '/bff/study-table/favorites',
    ]) {
      const response = await app.inject({ url, headers: bruno });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
    }
  });

  it('adds a favourite once, removes it, and refuses a bad one', async () => {
    const payload = {
      type: 'course',
      title: 'Informática Básica',
      url: '/todos-os-cursos/informatica-basica',
    };
    const added = await app.inject({
      method: 'POST',
      url: '/bff/study-table/favorites',
      headers: bruno,
      payload,
    });
    expect(added.statusCode).toBe(201);
    const favorite = added.json().data as { id: number; type: string };
    expect(favorite.type).toBe('course');
    const again = await app.inject({
      method: 'POST',
      url: '/bff/study-table/favorites',
      headers: bruno,
      payload,
    });
    expect(again.json().data.id).toBe(favorite.id);
    expect(
      (await app.inject({ url: '/bff/study-table/favorites', headers: bruno })).json().data,
    ).toHaveLength(1);
    for (const bad of [
      { ...payload, type: 'video' },
      { ...payload, url: 'https://example.com' },
      { ...payload, title: ' ' },
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/bff/study-table/favorites',
        headers: bruno,
        payload: bad,
      });
      expect(refused.statusCode).toBe(400);
    }
    const removed = await app.inject({
      method: 'DELETE',
      url: `/bff/study-table/favorites/${favorite.id}`,
      headers: bruno,
    });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ url: '/bff/study-table/favorites', headers: bruno })).json().data).toEqual([]);
    const missing = await app.inject({
      method: 'DELETE',
      url: `/bff/study-table/favorites/${favorite.id}`,
      headers: bruno,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves last updates and exclusive courses for Ana', async () => {
    const updates = await app.inject({ url: '/v3/study-table/last-updates', headers: ana });
    const exclusive = await app.inject({ url: '/v3/study-table/exclusive-courses', headers: ana });

    expect(updates.json().data[0]).toMatchObject({
      title: expect.stringContaining('Direito Constitucional'),
    });
    expect(exclusive.json().data.map((c: { slug: string }) => c.slug)).toContain(
      'reta-final-policia-federal',
    );
  });

  it('favourites and removes a recent activity until reset, on both the /v3 and /bff paths', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/v3/study-table/recent-activities/104',
      headers: ana,
      payload: { favorite: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id: 104, favorite: true });

    const removed = await app.inject({
      method: 'DELETE',
      url: '/bff/study-table/recent-activities/101',
      headers: ana,
    });
    expect(removed.statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: '/v3/study-table/recent-activities/101',
      headers: ana,
    });
    expect(again.statusCode).toBe(404);

    const list = activities(await app.inject({ url: '/v3/study-table/recent-activities', headers: ana }));
    expect(list.map((a) => a.id)).not.toContain(101);
    expect(list.find((a) => a.id === 104)?.favorite).toBe(true);

    await app.inject({ method: 'POST', url: '/__control/reset' });
    const afterReset = activities(
      await app.inject({ url: '/v3/study-table/recent-activities', headers: ana }),
    );
    expect(afterReset.map((a) => a.id)).toContain(101);
    expect(afterReset.find((a) => a.id === 104)?.favorite).toBe(false);
  });

  it('rejects a bad favourite body with a pt-BR message', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/v3/study-table/recent-activities/104',
      headers: ana,
      payload: { favorite: 'sim' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('favorite');
  });

  it('saves the card grid layout', async () => {
    const body = {
      responsiveLayout: { lg: [{ i: 'recent', x: 0, y: 0, w: 6, h: 4 }] },
      updatedAt: '2025-06-01T10:00:00.000Z',
    };
    const saved = await app.inject({
      method: 'POST',
      url: '/v3/study-table/card-grid',
      headers: ana,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    const read = await app.inject({ url: '/v3/study-table/card-grid', headers: ana });
    expect(read.json()).toEqual({ data: body });

    const bad = await app.inject({
      method: 'POST',
      url: '/v3/study-table/card-grid',
      headers: ana,
      payload: { responsiveLayout: [], updatedAt: 'ontem' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('performance, rankings, live classes and highlights', () => {
  it('totals the answers of the period with accuracy per discipline of the vertical', async () => {
    const today = saoPauloDay(Date.now());
    const monthAgo = saoPauloDay(Date.now() - 29 * 86_400_000);
    const response = await app.inject({
      url: `/bff/performance/questions?data_inicial=${monthAgo}&data_final=${today}`,
      headers: ana,
    });
    const data = response.json().data as QuestionsPerformance;

    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBe(data.correct + data.incorrect);
    expect(data.disciplines.map((d) => d.discipline_name)).toContain('Direito Constitucional');
    const sum = data.disciplines.reduce((total, d) => total + d.total, 0);
    expect(sum).toBe(data.total);
    for (const d of data.disciplines) expect(d.accuracy).toBeCloseTo((d.correct / d.total) * 100, 0);

    const medicina = await app.inject({
      url: `/bff/performance/questions?data_inicial=${monthAgo}&data_final=${today}`,
      headers: { ...ana, 'x-vertical': 'medicina' },
    });
    expect(
      medicina.json().data.disciplines.map((d: { discipline_name: string }) => d.discipline_name),
    ).toContain('Pediatria');
  });

  it('answers zero totals for a new student and 400 for bad dates', async () => {
    const empty = await app.inject({
      url: '/bff/performance/questions?data_inicial=2025-01-01&data_final=2025-01-31',
      headers: bruno,
    });
    expect(empty.json().data).toMatchObject({ total: 0, disciplines: [] });

    const missing = await app.inject({
      url: '/bff/performance/questions?data_inicial=2025-01-01',
      headers: ana,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('data_final');
    const reversed = await app.inject({
      url: '/bff/performance/questions?data_inicial=2025-02-01&data_final=2025-01-01',
      headers: ana,
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('lists ranking exams and live classes of the vertical', async () => {
    const exams = await app.inject({ url: '/bff/ranking/exams', headers: { ...ana, 'x-vertical': 'oab' } });
    expect(exams.json().data.map((e: { name: string }) => e.name)).toContain('OAB 1ª Fase - 44º Exame');

    const live = await app.inject({ url: '/v3/calendars-v2/live_events', headers: ana });
    const events = live.json().data as { start_at: string; title: string }[];
    expect(events.map((e) => e.title)).toContain('Aulão de Direito Constitucional');
    expect([...events].sort((a, b) => a.start_at.localeCompare(b.start_at))).toEqual(events);
  });

  it('serves the highlights of the request vertical or of the asked one', async () => {
    const own = await app.inject({ url: '/v3/home', headers: { ...ana, 'x-vertical': 'medicina' } });
    expect(own.json().data.vertical).toBe('medicina');
    const asked = await app.inject({ url: '/v3/home?vertical=oab', headers: ana });
    expect(asked.json().data).toMatchObject({
      vertical: 'oab',
      highlights: expect.arrayContaining([expect.objectContaining({ title: 'OAB 1ª Fase' })]),
    });
    const unknown = await app.inject({ url: '/v3/home?vertical=direito', headers: ana });
    expect(unknown.statusCode).toBe(400);
  });
});
