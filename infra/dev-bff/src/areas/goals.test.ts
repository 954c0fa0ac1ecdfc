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
      url: '/bff/goals/101/contents/cursos?page=1&perPage=10',
      headers: ana,
    });
    expect(courses.json().data[0]).toMatchObject({
      type: 'cursos',
      url: expect.stringMatching(/^\/todos-os-cursos\//),
    });
    // spec 2 §9: goal content perPage 1
    const one = await app.inject({ url: '/bff/goals/101/contents/cursos?page=2&perPage=1', headers: ana });
    expect(one.json().data).toHaveLength(1);
    expect(one.json().pagination).toMatchObject({ page: 2, per_page: 1, total: 3, last_page: 3 });

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

describe('goal shelves, filters, resources, exams and searches', () => {
  const get = (url: string, headers = ana) => app.inject({ url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = ana) =>
    app.inject({ method: 'POST', url, headers, payload });

  it('the wizard shows while the student has no goal of the vertical, and parent_id filters by area', async () => {
    expect((await get('/bff/goals/wizardAccessControl')).json().data).toEqual({ show_wizard: false });
    expect((await get('/bff/goals/wizardAccessControl', bruno)).json().data).toEqual({ show_wizard: true });
    const all = (await get('/bff/goals?per_page=100')).json().data as Goal[];
    const policia = all.find((goal) => goal.classification.name === 'Polícia')!.classification.id;
    const byArea = (await get(`/bff/goals?search_type=classification&parent_id=${policia}`)).json()
      .data as Goal[];
    expect(byArea.length).toBeGreaterThan(1);
    expect(byArea.every((goal) => goal.classification.name === 'Polícia')).toBe(true);
  });

  it('lists goal shelves with filters and classifications; the shelf search forces onlyHasAccess', async () => {
    const shelves = (await get('/bff/goals/shelves')).json().data;
    expect(shelves.map((shelf: { title: string }) => shelf.title)).toEqual([
      'Mais procurados',
      'Todos os objetivos',
    ]);
    expect(shelves[0].id).toBe(11);
    const filters = (await get('/bff/goals/shelves/availableFilters')).json().data;
    expect(filters.highlight).toBe(true);
    expect(filters.classifications.map((c: { name: string }) => c.name)).toContain('Polícia');
    const classifications = (await get('/bff/goals/shelves/12/classifications')).json().data;
    const policia = classifications.find((c: { name: string }) => c.name === 'Polícia');
    expect(policia.goals_count).toBeGreaterThan(1);
    // spec 2 §3 search body: the shelf's narrowing and the forced onlyHasAccess (§5) go in filters
    const search = await post('/bff/search/v2/goals/shelves/12', {
      q: '',
      entity_types: ['goals'],
      shelves: ['12'],
      page: 1,
      per_page: 15,
      filters: { classification_ids: [policia.id], highlight: false, onlyHasAccess: true },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.shelf).toEqual({ id: 12, title: 'Todos os objetivos' });
    expect(search.json().data.goals).toHaveLength(policia.goals_count);
    const highlights = await post('/bff/search/v2/goals/shelves/12', {
      filters: { highlight: true, onlyHasAccess: true },
    });
    expect(highlights.json().data.goals.length).toBeGreaterThan(0);
    expect(highlights.json().data.goals.every((goal: Goal) => goal.highlight)).toBe(true);
    expect(highlights.json().pagination.per_page).toBe(15);
    const byName = await post('/bff/search/v2/goals/shelves/12', {
      q: 'policia federal',
      filters: { onlyHasAccess: true },
    });
    expect(byName.json().data.goals.map((goal: Goal) => goal.name)).toContain('Polícia Federal - Agente');
    expect(byName.json().data.goals.every((goal: Goal) => goal.name.includes('Polícia Federal'))).toBe(true);
    expect(
      (await post('/bff/search/v2/goals/shelves/12', { filters: { onlyHasAccess: false } })).statusCode,
    ).toBe(400);
    // the old top-level shape is not the contract
    expect(
      (await post('/bff/search/v2/goals/shelves/12', { onlyHasAccess: true, classification_ids: [] }))
        .statusCode,
    ).toBe(400);
    expect((await get('/bff/goals/shelves/99/classifications')).statusCode).toBe(404);
    const medicina = (
      await app.inject({ url: '/bff/goals/shelves', headers: { ...ana, 'x-vertical': 'medicina' } })
    ).json().data;
    expect(medicina[0].id).toBe(21);
  });

  it('searches the goal shelves the student can open, 10 a page, only with filters.onlyHasAccess', async () => {
    const search = await post('/bff/search/v2/goals/shelves', {
      q: '',
      entity_types: ['goals'],
      page: 1,
      per_page: 10,
      filters: { onlyHasAccess: true },
    });
    expect(search.statusCode).toBe(200);
    const body = search.json() as {
      data: { id: number; title: string; goals_count: number; goals: Goal[] }[];
      pagination: { page: number; per_page: number; total: number; last_page: number };
    };
    expect(body.data.map((shelf) => shelf.title)).toEqual(['Mais procurados', 'Todos os objetivos']);
    expect(body.data[0]!.goals.length).toBeGreaterThan(0);
    expect(body.data[0]!.goals.every((goal) => goal.highlight && goal.vertical === 'concursos')).toBe(true);
    expect(body.pagination).toEqual({ page: 1, per_page: 10, total: 2, last_page: 1 });
    const defaults = await post('/bff/search/v2/goals/shelves', { filters: { onlyHasAccess: true } });
    expect(defaults.json().pagination.per_page).toBe(10);
    const second = await post('/bff/search/v2/goals/shelves', {
      page: 2,
      per_page: 1,
      filters: { onlyHasAccess: true },
    });
    expect(second.json().data.map((shelf: { id: number }) => shelf.id)).toEqual([12]);
    const medicina = await post(
      '/bff/search/v2/goals/shelves',
      { filters: { onlyHasAccess: true } },
      { ...ana, 'x-vertical': 'medicina' },
    );
    expect(medicina.json().data[0].id).toBe(21);
    expect((await post('/bff/search/v2/goals/shelves', { page: 1 })).statusCode).toBe(400);
    expect((await post('/bff/search/v2/goals/shelves', { page: 1, filters: {} })).statusCode).toBe(400);
    expect((await post('/bff/search/v2/goals/shelves', { onlyHasAccess: true })).statusCode).toBe(400);
    expect(
      (await post('/bff/search/v2/goals/shelves', { filters: { onlyHasAccess: true }, sort: 'x' }))
        .statusCode,
    ).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/bff/search/v2/goals/shelves',
      headers: { 'x-vertical': 'concursos', 'x-requester-id': 'front-student' },
      payload: { filters: { onlyHasAccess: true } },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('filters contents by a discipline of contents/filters, and discursives by is_review', async () => {
    const filters = (await get('/bff/goals/101/contents/filters')).json().data;
    expect(filters.length).toBeGreaterThan(0);
    const all = (await get('/bff/goals/101/contents/cast?perPage=100')).json().data;
    const filtered = (
      await get(`/bff/goals/101/contents/cast?perPage=100&classification_id=${filters[0].id}`)
    ).json().data;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    const reviews = (await get('/bff/goals/101/contents/discursivas?is_review=true')).json().data;
    expect(reviews.every((item: { is_review: boolean }) => item.is_review)).toBe(true);
    expect(reviews).toHaveLength(1);
    expect((await get('/bff/goals/101/contents/cast?classification_id=9')).statusCode).toBe(400);
  });

  it('answers catalogue products, incidence access, question resources and goal exams', async () => {
    const products = (await get('/bff/goals/101/catalog-products')).json().data;
    expect(products[0]).toMatchObject({
      title: expect.any(String),
      price: expect.any(Number),
      url: expect.stringMatching(/^\/curso\//),
    });
    expect((await get('/objetivos/goals/101/has-incidence-access')).json().data).toEqual({
      has_access: true,
    });
    expect((await get('/objetivos/goals/102/has-incidence-access')).json().data).toEqual({
      has_access: false,
    });
    const resources = (await get('/v3/goals/101/questions/resources')).json().data;
    expect(resources.total_questions).toBeGreaterThan(0);
    const exams = (await get('/v3/goals/student-exam/101')).json().data;
    expect(exams[0]).toMatchObject({ title: 'Simulado 1 - Polícia Federal - Agente', questions_count: 60 });
  });

  it('searches goals publicly (no sign-in) and through the explorer (search type rule kept)', async () => {
    const found = await app.inject({
      method: 'POST',
      url: '/bff/public/search/goals',
      headers: { 'x-vertical': 'concursos', 'x-requester-id': 'front-student' },
      payload: { q: 'policia', page: 1, per_page: 15 },
    });
    expect(found.statusCode).toBe(200);
    expect((found.json().data as Goal[]).every((goal) => goal.name.includes('Polícia'))).toBe(true);
    const explorer = await post('/bff/search/v2/goals-explorer', {
      search_type: 'highlight',
      name: '',
      page: 1,
      per_page: 15,
    });
    expect((explorer.json().data as Goal[]).every((goal) => goal.highlight)).toBe(true);
    const wrong = await post('/bff/search/v2/goals-explorer', {
      search_type: 'name',
      name: '',
      page: 1,
      per_page: 15,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'Invalid search type. Valid search types are: classification, highlight.',
    );
  });
});
