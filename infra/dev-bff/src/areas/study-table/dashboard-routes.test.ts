import type { FastifyInstance } from 'fastify';
import type { KeepStudyingCourse, PerformanceChartData, RecentActivity } from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describe('study table dashboard routes', () => {
  it('hides a recent activity from every list until it is shown again', async () => {
    const hide = await app.inject({
      method: 'PUT',
      url: '/v3/study-table/recent-activities/101',
      headers: ana,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    const list = data<RecentActivity[]>(
      await app.inject({ url: '/v3/study-table/recent-activities', headers: ana }),
    );
    expect(list.map((a) => a.id)).not.toContain(101);
    const empty = await app.inject({
      method: 'PUT',
      url: '/v3/study-table/recent-activities/101',
      headers: ana,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('saves the card grid and gives it back; rejects a malformed layout', async () => {
    expect(data(await app.inject({ url: '/v3/study-table/card-grid', headers: ana }))).toEqual({
      responsiveLayout: null,
      updatedAt: null,
    });
    const layout = { lg: [{ i: 'recent', x: 0, y: 0, w: 6, h: 4 }] };
    const saved = await app.inject({
      method: 'POST',
      url: '/v3/study-table/card-grid',
      headers: ana,
      payload: { responsiveLayout: layout, updatedAt: '2025-03-05T12:00:00.000Z' },
    });
    expect(saved.statusCode).toBe(200);
    expect(data(await app.inject({ url: '/v3/study-table/card-grid', headers: ana }))).toEqual({
      responsiveLayout: layout,
      updatedAt: '2025-03-05T12:00:00.000Z',
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/v3/study-table/card-grid',
      headers: ana,
      payload: { responsiveLayout: { lg: [{ i: 'x', x: -1, y: 0, w: 1, h: 1 }] }, updatedAt: 'ontem' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers the study table's own record (GET /v3/study-table): the saved arrangement and when", async () => {
    expect((await app.inject({ url: '/v3/study-table' })).statusCode).toBe(401);
    expect(data(await app.inject({ url: '/v3/study-table', headers: ana }))).toEqual({
      responsiveLayout: null,
      updatedAt: null,
    });
    const layout = { lg: [{ i: 'favorites', x: 0, y: 0, w: 12, h: 4 }] };
    await app.inject({
      method: 'POST',
      url: '/v3/study-table/card-grid',
      headers: ana,
      payload: { responsiveLayout: layout, updatedAt: '2025-03-05T12:00:00.000Z' },
    });
    expect(data(await app.inject({ url: '/v3/study-table', headers: ana }))).toEqual({
      responsiveLayout: layout,
      updatedAt: '2025-03-05T12:00:00.000Z',
    });
    // another student's table is their own
    expect(data(await app.inject({ url: '/v3/study-table', headers: bruno }))).toEqual({
      responsiveLayout: null,
      updatedAt: null,
    });
  });

  it('keeps studying: add, update, hide and remove a course', async () => {
    const list = () =>
      app
        .inject({ url: '/v3/courses/keep-studying', headers: ana })
        .then((r) => data<KeepStudyingCourse[]>(r));
    expect((await list()).map((c) => c.id)).toEqual([501, 502, 503]);
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/v3/courses/keep-studying', headers: ana, payload });
    expect((await post({ course_id: 601 })).statusCode).toBe(201);
    expect((await post({ course_id: 601, progress: 15 })).statusCode).toBe(200);
    expect((await post({ course_id: 502, hidden: true })).statusCode).toBe(200);
    const after = await list();
    expect(after.find((c) => c.id === 601)).toMatchObject({ progress: 15, hidden: false });
    expect(after.find((c) => c.id === 502)?.hidden).toBe(true);
    expect((await post({ course_id: 999999 })).statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/v3/courses/keep-studying/601',
      headers: ana,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list()).map((c) => c.id)).not.toContain(601);
  });

  it("keeps studying a course of the LDI area too (a course page's 'Continue estudando')", async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/v3/courses/keep-studying',
      headers: ana,
      payload: { course_id: 1001 },
    });
    expect(added.statusCode).toBe(201);
    expect(data<KeepStudyingCourse>(added)).toMatchObject({ id: 1001, progress: 0, hidden: false });
    const list = data<KeepStudyingCourse[]>(
      await app.inject({ url: '/v3/courses/keep-studying', headers: ana }),
    );
    expect(list[0]).toMatchObject({ id: 1001, title: expect.any(String), slug: expect.any(String) });
  });

  it('recommends at most 3 courses for a favourite goal and describes the goal', async () => {
    const goals = data<{ id: number }[]>(
      await app.inject({ url: '/bff/performance/goals/favorites', headers: ana }),
    );
    expect(goals.length).toBe(2);
    const goalId = goals[0]?.id;
    const courses = data<unknown[]>(
      await app.inject({ url: `/bff/study-table/${goalId}/recommended-courses?limit=3`, headers: ana }),
    );
    expect(courses).toHaveLength(3);
    const details = await app.inject({ url: `/bff/study-table/goals/${goalId}/details`, headers: ana });
    expect(details.json()).toMatchObject({ data: { id: goalId, name: 'Polícia Federal - Agente' } });
    expect(
      (await app.inject({ url: '/bff/study-table/1/recommended-courses', headers: ana })).statusCode,
    ).toBe(404);
    expect(data(await app.inject({ url: '/bff/performance/goals/favorites', headers: bruno }))).toEqual([]);
  });
});

describe('performance charts', () => {
  const chart = async (kind: string, query: string) => {
    const response = await app.inject({ url: `/bff/performance/charts/${kind}?${query}`, headers: ana });
    expect(response.statusCode).toBe(200);
    return data<PerformanceChartData>(response);
  };

  it('draws 90 days of resolved questions and fewer with a custom São Paulo period', async () => {
    const all = await chart('resolved-questions', 'period=last_90_days');
    expect(all.x).toHaveLength(90);
    const total = (c: PerformanceChartData) =>
      c.series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
    expect(total(all)).toBeGreaterThan(0);
    const last = all.x[all.x.length - 1] as string;
    const start = all.x[all.x.length - 10] as string;
    const custom = await chart(
      'resolved-questions',
      `period=custom&period_start=${start}T00:00:00-03:00&period_end=${last}T23:59:59-03:00&time_zone=America/Sao_Paulo`,
    );
    expect(custom.x).toEqual(all.x.slice(-10));
    const bare = await app.inject({
      url: `/bff/performance/charts/resolved-questions?period=custom&period_start=${start}&period_end=${last}&time_zone=America/Sao_Paulo`,
      headers: ana,
    });
    expect(bare.statusCode).toBe(400);
    const noZone = await app.inject({
      url: `/bff/performance/charts/resolved-questions?period=custom&period_start=${start}T00:00:00-03:00&period_end=${last}T23:59:59-03:00`,
      headers: ana,
    });
    expect(noZone.statusCode).toBe(400);
  });

  it('filters by goal and classification; accuracy per classification; a moving average on demand', async () => {
    const goals = data<{ id: number; classifications: { name: string }[] }[]>(
      await app.inject({ url: '/bff/performance/goals/favorites', headers: ana }),
    );
    const goal = goals[0] as { id: number; classifications: { name: string }[] };
    const accuracy = await chart('classification-accuracy', `period=last_90_days&goal_ids=${goal.id}`);
    expect(accuracy.x).toEqual(goal.classifications.map((c) => c.name));
    expect(accuracy.unit).toBe('percent');
    const one = await chart('classification-accuracy', 'period=last_90_days&classification_ids=1');
    expect(one.x).toEqual(['Direito Constitucional']);
    const trend = await chart('trend-performance', 'period=last_30_days&load_average=1');
    expect(trend.series.map((s) => s.key)).toEqual(['accuracy', 'average']);
    const progress = await chart('daily-progress', 'period=last_7_days');
    const cumulative = progress.series[1]?.values ?? [];
    expect([...cumulative].sort((a, b) => a - b)).toEqual(cumulative);
    const byNotebook = await chart('daily-progress', 'period=last_90_days&notebook_ids=101');
    const all = await chart('daily-progress', 'period=last_90_days');
    expect(byNotebook.series[1]?.values.at(-1)).toBeLessThan(all.series[1]?.values.at(-1) ?? 0);
  });

  it('answers incidence of subjects, trends and exam classifications ordered by index', async () => {
    const incidence = data<{ percentage: number }[]>(
      await app.inject({ url: '/bff/performance/incidence-of-subjects?carreira=concursos', headers: ana }),
    );
    expect(incidence.length).toBe(5);
    const trends = data<{ direction: string }[]>(
      await app.inject({ url: '/bff/performance/trends?period=last_30_days', headers: ana }),
    );
    expect(trends.every((t) => ['up', 'down', 'stable'].includes(t.direction))).toBe(true);
    const classifications = data<{ index: number }[]>(
      await app.inject({ url: '/bff/performance/exams/classifications', headers: ana }),
    );
    expect(classifications.map((c) => c.index)).toEqual([1, 2, 3, 4, 5]);
  });
});
