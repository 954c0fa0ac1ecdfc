import type { FastifyInstance } from 'fastify';
import type {
  QuestionComment,
  QuestionSearchResponse,
  QuestionTeachersResponse,
  QuestionUserAnswersResponse,
} from 'shared-contracts';
import { VERTICAL_IDS } from 'shared-contracts';
import { buildServer } from '../../server';
import { ALUNO_EMAIL } from '../../seed-students';
import { BAD_WORDS_MESSAGE } from './bank-routes';
import { generateSeedQuestions } from './generated-questions';
import { QUESTION_BANK, questionsOfVertical } from './question-bank';
import { clientInject } from '../../testing/client-inject';

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = buildServer();
  await app.ready();
  const response = await clientInject(app, {
    method: 'GET',
    url: `/auth/dev-login?email=${encodeURIComponent(ALUNO_EMAIL)}&redirect=/questoes/buscar`,
  });
  const setCookie = response.headers['set-cookie'];
  cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
});

afterAll(async () => {
  await app.close();
});

beforeEach(async () => {
  await clientInject(app, { method: 'POST', url: '/__control/reset' });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  clientInject(app, { method: 'GET', url, headers: { cookie, ...headers } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  clientInject(app, { method, url, headers: { cookie, ...headers }, payload });

describe('seeded bank', () => {
  it('has at least 300 questions over at least 8 disciplines, for every vertical, each with a teacher', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(300);
    expect(new Set(QUESTION_BANK.map((q) => q.discipline.id)).size).toBeGreaterThanOrEqual(8);
    for (const vertical of VERTICAL_IDS) expect(questionsOfVertical(vertical).length).toBeGreaterThan(20);
    expect(QUESTION_BANK.every((q) => q.teacher && q.teacher.name.length > 0)).toBe(true);
    expect(new Set(QUESTION_BANK.map((q) => q.id)).size).toBe(QUESTION_BANK.length);
  });

  it('is generated the same way on every start (fixed seed)', () => {
    expect(generateSeedQuestions()).toEqual(generateSeedQuestions());
  });

  it('every generated multiple-choice question has distinct alternatives and a right one; true/false is C or E', () => {
    for (const question of QUESTION_BANK) {
      const bodies = question.alternatives.map((a) => a.body);
      expect(new Set(bodies).size).toBe(bodies.length);
      expect(question.alternatives.some((a) => a.id === question.correct_alternative_id)).toBe(true);
      if (question.type === 'true_false')
        expect(question.alternatives.map((a) => a.letter)).toEqual(['C', 'E']);
    }
  });
});

describe('bank endpoints', () => {
  it('GET /bff/questions pages the vertical’s questions, newest first', async () => {
    const body = (await get('/bff/questions?page=2&per_page=10')).json<QuestionSearchResponse>();
    const ids = questionsOfVertical('concursos')
      .map((q) => q.id)
      .sort((a, b) => b - a);
    expect(body.data.map((q) => q.id)).toEqual(ids.slice(10, 20));
    expect(body.pagination.total).toBe(ids.length);
    expect(body.data[0]).not.toHaveProperty('correct_alternative_id');
  });

  it('lists teachers of the vertical with a query, and searches by the professor entity', async () => {
    const teachers = (
      await get('/bff/questions/filters/teacher?page=1&per_page=50&query=carla')
    ).json<QuestionTeachersResponse>();
    expect(teachers.data.map((t) => t.name)).toEqual(['Carla Menezes']);
    const medicina = (
      await get('/bff/questions/filters/teacher?per_page=50', { 'x-vertical': 'medicina' })
    ).json<QuestionTeachersResponse>();
    expect(medicina.data.map((t) => t.name)).toContain('Dra. Fernanda Ribeiro');
    expect(medicina.data.map((t) => t.name)).not.toContain('Carla Menezes');

    const teacherId = teachers.data[0]!.id;
    const found = (
      await send('POST', '/bff/questions/search?page=1&per_page=100', {
        filters: [{ entity: 'professor', entity_ids: [teacherId], add: true, filtro_includente: true }],
      })
    ).json<QuestionSearchResponse>();
    expect(found.pagination.total).toBe(QUESTION_BANK.filter((q) => q.teacher?.id === teacherId).length);
    expect(found.data.every((q) => q.teacher?.id === teacherId)).toBe(true);
  });

  it('lists classifications (bancas) with counts, filtered by q', async () => {
    const body = (await get('/bff/questions/filters/classifications/1?q=cebraspe')).json<{
      data: { id: string; questions_count: number }[];
    }>();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.questions_count).toBe(
      questionsOfVertical('concursos').filter((q) => q.board === 'Cebraspe').length,
    );
    expect((await get('/bff/questions/filters/classifications/99')).statusCode).toBe(404);
  });

  it('user answers: the student’s answers, newest first, and the statistics count them', async () => {
    const question = questionsOfVertical('concursos')[0]!;
    const before = (
      await get(`/bff/questions/${question.id}/user-answers`)
    ).json<QuestionUserAnswersResponse>();
    expect(before.data.answers).toEqual([]);
    const alternative = question.alternatives[1]!.id;
    await send('PUT', `/bff/questions/${question.id}/answer`, {
      alternative_id: alternative,
      notebook_id: null,
    });
    const after = (
      await get(`/bff/questions/${question.id}/user-answers`)
    ).json<QuestionUserAnswersResponse>();
    expect(after.data.answers).toHaveLength(1);
    expect(after.data.answers[0]).toMatchObject({ alternative_id: alternative, origin: 'QUESTOES' });
    expect(after.data.statistics[String(alternative)]).toBe(
      (before.data.statistics[String(alternative)] ?? 0) + 1,
    );
    expect(after.data.total_answers).toBe(before.data.total_answers + 1);

    await get('/bff/questions/clear-history');
    const cleared = (
      await get(`/bff/questions/${question.id}/user-answers`)
    ).json<QuestionUserAnswersResponse>();
    expect(cleared.data.answers).toEqual([]);
  });

  it('comments: seeded, posted ones kept until reset, bad words refused with the tag', async () => {
    const id = QUESTION_BANK.find((q) => q.id % 3 === 0)!.id;
    const seeded = (await get(`/bff/questions/${id}/comments`)).json<{ data: QuestionComment[] }>();
    expect(seeded.data).toHaveLength(2);
    const posted = await send('POST', `/bff/questions/${id}/comment`, {
      body: 'Ótima questão',
      mention_id: null,
      link: `/questoes/${id}`,
    });
    expect(posted.statusCode).toBe(201);
    const list = (await get(`/bff/questions/${id}/comments`)).json<{ data: QuestionComment[] }>();
    expect(list.data[0]).toMatchObject({ body: 'Ótima questão', link: `/questoes/${id}` });

    const refused = await send('POST', `/bff/questions/${id}/comment`, {
      body: 'que questão idiota',
      mention_id: null,
      link: null,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { message: BAD_WORDS_MESSAGE, tag: 'SOCIAL_ERROR_BAD_WORDS' },
    });

    await clientInject(app, { method: 'POST', url: '/__control/reset' });
    expect(
      (await get(`/bff/questions/${id}/comments`)).json<{ data: QuestionComment[] }>().data,
    ).toHaveLength(2);
  });
});

describe('search v2 filters', () => {
  it('counts classifications within the repeated filter params', async () => {
    type Body = { data: { id: string; questions_count: number }[] };
    const all = (await get('/bff/search/v2/filters/1/classifications')).json<Body>();
    const informatica = (
      await get('/bff/search/v2/filters/1/classifications?filter=disciplina:5')
    ).json<Body>();
    const inDiscipline = questionsOfVertical('concursos').filter((q) => q.discipline.id === 5);
    expect(informatica.data.map((c) => c.id).sort()).toEqual(
      [...new Set(inDiscipline.map((q) => q.board))].sort(),
    );
    expect(informatica.data.reduce((sum, c) => sum + c.questions_count, 0)).toBe(inDiscipline.length);
    expect(all.data.length).toBeGreaterThan(informatica.data.length);
    const two = (
      await get('/bff/search/v2/filters/1/classifications?filter=disciplina:5&filter=disciplina:1')
    ).json<Body>();
    expect(two.data.reduce((sum, c) => sum + c.questions_count, 0)).toBe(
      questionsOfVertical('concursos').filter((q) => q.discipline.id === 5 || q.discipline.id === 1).length,
    );
    expect((await get('/bff/search/v2/filters/1/classifications?filter=oops')).statusCode).toBe(400);
  });
});
