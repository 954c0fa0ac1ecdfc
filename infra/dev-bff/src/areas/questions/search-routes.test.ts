import type { FastifyInstance } from 'fastify';
import type { QuestionSearchResponse } from 'shared-contracts';
import { buildServer } from '../../server';
import { ALUNO_EMAIL } from '../../seed-students';
import { questionsOfVertical } from './question-bank';
import { NO_INCLUDENTE_FILTER } from './search-filters';
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

const post = (url: string, payload: object) =>
  clientInject(app, { method: 'POST', url, headers: { cookie }, payload });
const discipline = (id: number) => ({
  entity: 'disciplina',
  entity_ids: [id],
  add: true,
  filtro_includente: true,
});

describe('print, batch and aggregated search', () => {
  it('print returns the page of questions of the filters, without subject when asked', async () => {
    const body = (
      await post('/bff/questions/print', {
        limit: 5,
        offset: 2,
        filters: [discipline(1)],
        remove_subject: true,
        fontSize: 14,
      })
    ).json<{ data: { total: number; questions: Array<{ subject: unknown }>; font_size: number } }>();
    expect(body.data.total).toBe(
      questionsOfVertical('concursos').filter((q) => q.discipline.id === 1).length,
    );
    expect(body.data.questions).toHaveLength(5);
    expect(body.data.questions.every((q) => q.subject === null)).toBe(true);
    expect(body.data.font_size).toBe(14);
    const refused = await post('/bff/questions/print', { filters: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: NO_INCLUDENTE_FILTER } });
  });

  it('batch counts each filter set in order', async () => {
    const body = (
      await post('/bff/questions/search/batch', {
        batch: [[discipline(1)], { filters: [discipline(5)] }],
        input_term: '',
      })
    ).json<{ data: Array<{ index: number; total: number }> }>();
    const count = (id: number) =>
      questionsOfVertical('concursos').filter((q) => q.discipline.id === id).length;
    expect(body.data).toEqual([
      { index: 0, total: count(1) },
      { index: 1, total: count(5) },
    ]);
    expect((await post('/bff/questions/search/batch', { batch: [] })).statusCode).toBe(400);
  });

  it('aggregated search finds questions of the vertical by term, newest first', async () => {
    const body = (
      await post('/bff/search/v2/questions/aggregated', {
        q: 'firewall',
        entity_types: ['questions'],
        page: 1,
        per_page: 10,
      })
    ).json<QuestionSearchResponse>();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((q) => /firewall/i.test(JSON.stringify(q)))).toBe(true);
    const ids = body.data.map((q) => q.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
