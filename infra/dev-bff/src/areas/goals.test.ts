import type { FastifyInstance } from 'fastify';
import { VERTICAL_IDS, type Goal, type UserGoal } from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../seed-students';
import { buildServer } from '../server';
import { signInHeaders } from '../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

describe('GET /bff/goals', () => {
  it.each(VERTICAL_IDS)('has at least 12 goals for %s, 15 per page by default', async (vertical) => {
    const response = await app.inject({
      url: '/bff/goals?page=1',
      headers: { ...ana, 'x-vertical': vertical },
    });
    const body = response.json() as { data: Goal[]; pagination: { total: number; per_page: number } };

    expect(body.pagination.total).toBeGreaterThanOrEqual(12);
    expect(body.pagination.per_page).toBe(15);
    expect(body.data.every((goal) => goal.vertical === vertical)).toBe(true);
  });

  it('lists the highlights, and by classification sorted by area', async () => {
    const highlights = await app.inject({
      url: '/bff/goals?search_type=highlight&per_page=15',
      headers: ana,
    });
    const names = (highlights.json().data as Goal[]).map((goal) => goal.name);
    expect(names).toContain('Polícia Federal - Agente');
    expect((highlights.json().data as Goal[]).every((goal) => goal.highlight)).toBe(true);

    const byArea = await app.inject({
      url: '/bff/goals?search_type=classification&per_page=100',
      headers: { ...ana, 'x-vertical': 'medicina' },
    });
    const areas = (byArea.json().data as Goal[]).map((goal) => goal.classification.name);
    expect(areas).toEqual([...areas].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((byArea.json().data as Goal[]).map((goal) => goal.name)).toContain('Residência Médica - USP');
  });

  it('answers the exact error of spec 2 §5 for another search type', async () => {
    const response = await app.inject({ url: '/bff/goals?search_type=name', headers: ana });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: 'Invalid search type. Valid search types are: classification, highlight.',
      tag: 'INVALID_SEARCH_TYPE',
    });
  });

  it('searches by name ignoring accents and pages the result', async () => {
    const byName = await app.inject({ url: '/bff/goals?name=policia', headers: ana });
    expect((byName.json().data as Goal[]).map((goal) => goal.name)).toEqual(
      expect.arrayContaining(['Polícia Federal - Agente', 'Polícia Rodoviária Federal - Policial']),
    );

    const page2 = await app.inject({ url: '/bff/goals?page=2&per_page=5', headers: ana });
    expect(page2.json().pagination).toMatchObject({ page: 2, per_page: 5, last_page: 3 });
    expect(page2.json().data).toHaveLength(5);

    const bad = await app.inject({ url: '/bff/goals?per_page=0', headers: ana });
    expect(bad.statusCode).toBe(400);
  });

  it('finds one goal by id', async () => {
    const response = await app.inject({ url: '/bff/goals?id=401&with_details=true', headers: ana });
    expect(response.json().data).toEqual([
      expect.objectContaining({ id: 401, name: 'OAB 1ª Fase', vertical: 'oab' }),
    ]);
  });
});

describe('userGoals', () => {
  it("lists Ana's goals of the vertical, none for Bruno", async () => {
    const mine = await app.inject({ url: '/bff/goals/userGoals', headers: ana });
    expect((mine.json().data as UserGoal[]).map((userGoal) => userGoal.goal.name)).toEqual([
      'Polícia Federal - Agente',
      'INSS - Técnico do Seguro Social',
      'TJSP - Escrevente Técnico Judiciário',
    ]);
    const his = await app.inject({ url: '/bff/goals/userGoals', headers: bruno });
    expect(his.json()).toEqual({ data: [] });
  });

  it('adds a goal once, then removes it by the user-goal id', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/bff/goals/userGoals',
      headers: bruno,
      payload: { goal_id: 102 },
    });
    expect(added.statusCode).toBe(201);
    const userGoal = added.json().data as UserGoal;
    expect(userGoal.goal.name).toBe('Polícia Federal - Escrivão');

    const twice = await app.inject({
      method: 'POST',
      url: '/bff/goals/userGoals',
      headers: bruno,
      payload: { goal_id: 102 },
    });
    expect(twice.statusCode).toBe(409);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/bff/goals/userGoals',
      headers: bruno,
      payload: { id: userGoal.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ url: '/bff/goals/userGoals', headers: bruno })).json()).toEqual({ data: [] });
  });

  it('validates the bodies', async () => {
    const noGoal = await app.inject({
      method: 'POST',
      url: '/bff/goals/userGoals',
      headers: ana,
      payload: { goal_id: 'PF' },
    });
    expect(noGoal.statusCode).toBe(400);
    expect(noGoal.json().error.message).toContain('goal_id');

    const unknown = await app.inject({
      method: 'POST',
      url: '/bff/goals/userGoals',
      headers: ana,
      payload: { goal_id: 99999 },
    });
    expect(unknown.statusCode).toBe(404);

    const someoneElses = await app.inject({
      method: 'DELETE',
      url: '/bff/goals/userGoals',
      headers: bruno,
      payload: { id: 1 },
    });
    expect(someoneElses.statusCode).toBe(404);
  });
});

describe('goal contents', () => {
  it('counts and lists the contents of each type, linking to seeded pages', async () => {
    const summary = await app.inject({ url: '/bff/goals/101/contents', headers: ana });
    const counts = summary.json().data.counts as Record<string, number>;
    expect(Object.keys(counts)).toEqual([
      'cursos',
      'ldi',
      'discursivas',
      'salavip',
      'trails',
      'monitorings',
      'cast',
    ]);
    expect(counts.cursos).toBe(3);

    const courses = await app.inject({
      url: '/bff/goals/101/contents/cursos?page=1&per_page=10',
      headers: ana,
    });
    expect(courses.json().data[0]).toMatchObject({
      type: 'cursos',
      url: expect.stringMatching(/^\/todos-os-cursos\//),
    });

    const ldi = await app.inject({ url: '/bff/goals/101/contents/ldi', headers: ana });
    const ldiUrl = ldi.json().data[0].url as string;
    const slug = ldiUrl.replace('/ldi/', '');
    const course = await app.inject({ url: `/v3/mci/courses/slug/${slug}`, headers: ana });
    expect(course.statusCode).toBe(200);
  });

  it('answers 404 for an unknown goal or content type', async () => {
    expect((await app.inject({ url: '/bff/goals/9999/contents', headers: ana })).statusCode).toBe(404);
    expect((await app.inject({ url: '/bff/goals/101/contents/livros', headers: ana })).statusCode).toBe(404);
  });
});
