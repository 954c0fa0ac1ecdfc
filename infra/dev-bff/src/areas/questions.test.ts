import type { FastifyInstance } from 'fastify';
import type { FolderListingResponse, QuestionSearchResponse, QuestionTopicsResponse } from 'shared-contracts';
import { buildServer } from '../server';
import { ALUNO_EMAIL } from '../seed-students';
import { QUESTION_BANK } from './questions/question-bank';
import { SEED_DISCIPLINES } from './questions/seed-topics';
import { MATRIX_ROW_WITHOUT_INCLUDENTE, NO_INCLUDENTE_FILTER } from './questions/search-filters';
import { clientInject } from '../testing/client-inject';

let app: FastifyInstance;
let cookie: string;

async function signIn(email: string): Promise<string> {
  const response = await clientInject(app, {
    method: 'GET',
    url: `/auth/dev-login?email=${encodeURIComponent(email)}&redirect=/questoes/buscar`,
  });
  const setCookie = response.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error(`sem cookie de sessão para ${email} (status ${response.statusCode})`);
  return first.split(';')[0] as string;
}

const includeDiscipline = (id: number) => ({
  entity: 'disciplina',
  entity_ids: [id],
  add: true,
  filtro_includente: true,
  origin: 'QUESTOES',
});

beforeAll(async () => {
  app = buildServer();
  await app.ready();
  cookie = await signIn(ALUNO_EMAIL);
});

afterAll(async () => {
  await app.close();
});

beforeEach(async () => {
  await clientInject(app, { method: 'POST', url: '/__control/reset' });
});

function get(url: string, headers: Record<string, string> = {}) {
  return clientInject(app, { method: 'GET', url, headers: { cookie, ...headers } });
}

function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return clientInject(app, {
    method,
    url,
    headers: { cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('seeded bank', () => {
  it('has at least 60 pt-BR questions over at least 8 disciplines, each with a correct alternative and an explanation', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUESTION_BANK.map((q) => q.discipline.id)).size).toBeGreaterThanOrEqual(8);
    for (const question of QUESTION_BANK) {
      expect(question.alternatives.map((a) => a.id)).toContain(question.correct_alternative_id);
      expect(question.explanation.length).toBeGreaterThan(5);
      expect(question.verticals.length).toBeGreaterThan(0);
      if (question.type === 'true_false')
        expect(question.alternatives.map((a) => a.letter)).toEqual(['C', 'E']);
      else expect(question.alternatives.map((a) => a.letter).join('')).toMatch(/^ABCD/);
    }
  });
});

describe('topics', () => {
  it('needs a signed-in student', async () => {
    const response = await clientInject(app, { method: 'GET', url: '/bff/questions/topics' });
    expect(response.statusCode).toBe(401);
  });

  it('lists the disciplines of the vertical with question counts, searchable by name', async () => {
    const all = (
      await get('/bff/questions/topics?page=1&perPage=50&has_questions=true')
    ).json<QuestionTopicsResponse>();
    expect(all.data.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Língua Portuguesa', 'Direito Constitucional', 'Informática']),
    );
    expect(all.data.map((t) => t.name)).not.toContain('Pediatria');
    expect(all.data.every((t) => t.parent_id === null && t.questions_count > 0)).toBe(true);

    const medicina = (
      await get('/bff/questions/topics?has_questions=true', { 'x-vertical': 'medicina' })
    ).json<QuestionTopicsResponse>();
    expect(medicina.data.map((t) => t.name).sort()).toEqual(['Clínica Médica', 'Pediatria']);

    const searched = (await get('/bff/questions/topics?q=crase')).json<QuestionTopicsResponse>();
    expect(searched.data).toEqual([expect.objectContaining({ name: 'Crase', parent_id: 1 })]);
  });

  it('paginates and lists the children of a discipline', async () => {
    const page = (await get('/bff/questions/topics?page=2&perPage=2')).json<QuestionTopicsResponse>();
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toEqual({
      page: 2,
      per_page: 2,
      total: SEED_DISCIPLINES.length,
      last_page: Math.ceil(SEED_DISCIPLINES.length / 2),
    });
    const children = (await get('/bff/questions/topics/2/children')).json<QuestionTopicsResponse>();
    expect(children.data.map((t) => t.name)).toContain('Controle de constitucionalidade');
    expect((await get('/bff/questions/topics/999/children')).statusCode).toBe(404);
    expect((await get('/bff/questions/topics?perPage=0')).statusCode).toBe(400);
  });
});

describe('search and count', () => {
  it('rejects filters without an includente filter, with the exact messages of spec 2 §5', async () => {
    const none = await send('POST', '/bff/questions/search?page=1&per_page=10', {
      filters: [{ ...includeDiscipline(1), filtro_includente: false }],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(NO_INCLUDENTE_FILTER);
    expect(NO_INCLUDENTE_FILTER).toBe('Requisição inválida: não existe filtro includente em filters');

    const empty = await send('POST', '/bff/questions/search', { filters: [] });
    expect(empty.json().error.message).toBe('Requisição inválida: não existe filtro includente em filters');

    const matrix = await send('POST', '/bff/questions/search', {
      filters: [[includeDiscipline(1)], [{ ...includeDiscipline(2), filtro_includente: false }]],
    });
    expect(matrix.statusCode).toBe(400);
    expect(matrix.json().error.message).toBe(MATRIX_ROW_WITHOUT_INCLUDENTE);
    expect(MATRIX_ROW_WITHOUT_INCLUDENTE).toBe(
      'Requisição inválida: existe um array na matriz que não possui filtro includente',
    );
  });

  it('counts with page=1&perPage=1 and lists page 1 DESC by id without revealing the answer', async () => {
    const expected = QUESTION_BANK.filter((q) => q.discipline.id === 1).length;
    const count = (
      await send('POST', '/bff/questions/search?page=1&perPage=1', { filters: [includeDiscipline(1)] })
    ).json<QuestionSearchResponse>();
    expect(count.data).toHaveLength(1);
    expect(count.pagination.total).toBe(expected);

    const list = (
      await send('POST', '/bff/questions/search?page=1&per_page=10&order=DESC', {
        filters: [includeDiscipline(1)],
      })
    ).json<QuestionSearchResponse>();
    const ids = list.data.map((q) => q.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list.data[0]).not.toHaveProperty('correct_alternative_id');
    expect(list.data[0]).not.toHaveProperty('explanation');
  });

  it('applies exclusions, a matrix as alternatives, the input term and the vertical', async () => {
    const withoutCrase = (
      await send('POST', '/bff/questions/search?perPage=100', {
        filters: [
          includeDiscipline(1),
          { entity: 'assunto', entity_ids: [102], add: false, filtro_includente: false },
        ],
      })
    ).json<QuestionSearchResponse>();
    expect(withoutCrase.data.some((q) => q.subject.id === 102)).toBe(false);
    expect(withoutCrase.data.length).toBeGreaterThan(0);

    const union = (
      await send('POST', '/bff/questions/search?perPage=1', {
        filters: [[includeDiscipline(4)], [includeDiscipline(5)]],
      })
    ).json<QuestionSearchResponse>();
    expect(union.pagination.total).toBe(
      QUESTION_BANK.filter((q) => q.discipline.id === 4 || q.discipline.id === 5).length,
    );

    const term = (
      await send('POST', '/bff/questions/search', {
        filters: [includeDiscipline(5)],
        input_term: 'ransomware',
      })
    ).json<QuestionSearchResponse>();
    expect(term.data).toHaveLength(1);

    const otherVertical = (
      await send(
        'POST',
        '/bff/questions/search?perPage=1',
        { filters: [includeDiscipline(1)] },
        { 'x-vertical': 'medicina' },
      )
    ).json<QuestionSearchResponse>();
    expect(otherVertical.pagination.total).toBe(0);
  });
});

describe('question and answer', () => {
  const sample = QUESTION_BANK[0]!;

  it('shows a question (signed in) and a public question (no sign-in), 404 when unknown', async () => {
    const question = (await get(`/bff/questions/${sample.id}`)).json();
    expect(question.data).toMatchObject({ id: sample.id, statement: sample.statement });
    expect(question.data.alternatives.length).toBe(sample.alternatives.length);

    const publicQuestion = await clientInject(app, {
      method: 'GET',
      url: `/bff/public/question/${sample.id}`,
    });
    expect(publicQuestion.statusCode).toBe(200);
    expect(publicQuestion.json().data.slug).toBe(sample.slug);

    const missing = await clientInject(app, { method: 'GET', url: '/bff/public/question/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.tag).toBe('NOT_FOUND');
  });

  it('answers: reveals the correct alternative and explanation, counts it in the notebook, validates the body', async () => {
    const wrong = sample.alternatives.find((a) => a.id !== sample.correct_alternative_id)!;
    const answer = await send('PUT', `/bff/questions/${sample.id}/answer`, {
      notebook_id: 101,
      alternative_id: wrong.id,
      origin: 'QUESTOES',
      last_resolved_question_index: 1,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      correct: false,
      correct_alternative_id: sample.correct_alternative_id,
      explanation: sample.explanation,
    });

    const listing = (
      await get('/bff/questions/folders/base?type=NOTEBOOK&per_page=100')
    ).json<FolderListingResponse>();
    expect(listing.data.items.subitems.find((i) => i.id === 101)?.wrong_answers).toBe(2);

    expect((await send('PUT', `/bff/questions/${sample.id}/answer`, { alternative_id: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await send('PUT', `/bff/questions/${sample.id}/answer`, { alternative_id: 'A' })).statusCode,
    ).toBe(400);
    expect(
      (
        await send('PUT', `/bff/questions/${sample.id}/answer`, {
          alternative_id: sample.correct_alternative_id,
          notebook_id: 424242,
        })
      ).statusCode,
    ).toBe(404);
  });
});
