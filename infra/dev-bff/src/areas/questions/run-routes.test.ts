import type { FastifyInstance } from 'fastify';
import type { QuestionSearchResponse, StudentExam, StudentExamStatsResponse } from 'shared-contracts';
import { buildServer } from '../../server';
import { ALUNO_EMAIL } from '../../seed-students';
import { findBankQuestion } from './question-bank';
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

const get = (url: string) => clientInject(app, { method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  clientInject(app, { method, url, headers: { cookie }, payload });
const FILTERS = [
  { entity: 'disciplina', entity_ids: [5], add: true, filtro_includente: true, origin: 'QUESTOES' },
];

describe('solving a notebook', () => {
  it('lists the notebook’s questions and its stats follow the answers', async () => {
    const created = await send('POST', '/bff/questions/notebooks', {
      name: 'Informática',
      path: 'base',
      filters: FILTERS,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: number; questions_number: number } }>().data.id;
    const page = (
      await get(`/bff/questions/notebooks/${id}/questions?page=1&per_page=1000&order=ASC&sort=id`)
    ).json<QuestionSearchResponse>();
    expect(page.data.length).toBe(
      created.json<{ data: { questions_number: number } }>().data.questions_number,
    );
    expect(page.data.every((q) => q.discipline.id === 5)).toBe(true);

    const first = findBankQuestion(page.data[0]!.id)!;
    await send('PUT', `/bff/questions/${first.id}/answer`, {
      notebook_id: id,
      alternative_id: first.correct_alternative_id,
      origin: 'QUESTOES',
      last_resolved_question_index: 1,
    });
    const stats = (await get(`/bff/questions/notebooks/${id}/stats`)).json<{
      data: Record<string, number>;
    }>();
    expect(stats.data).toMatchObject({ correct_answers: 1, wrong_answers: 0, answered_questions: 1 });
    // a seeded notebook's counters come from before the seed: they count as answered questions
    const seeded = (await get('/bff/questions/notebooks/101/stats')).json<{ data: Record<string, number> }>();
    expect(seeded.data).toMatchObject({ correct_answers: 3, wrong_answers: 1, answered_questions: 4 });
    expect(seeded.data.not_answered).toBe(seeded.data.questions_number! - 4);
    expect((await get('/bff/questions/notebooks/999999/questions')).statusCode).toBe(404);
  });
});

describe('running a student exam', () => {
  it('start, answers (check reveals the correction), end with the result; answering before start is refused', async () => {
    // (the drawers' area fills an exam from a notebook)
    const notebook = await send('POST', '/bff/questions/notebooks', {
      name: 'Base',
      path: 'base',
      filters: FILTERS,
    });
    const created = await send('POST', '/bff/questions/student-exams', {
      name: 'Simulado de Informática',
      path: 'base',
      notebook_id: notebook.json<{ data: { id: number } }>().data.id,
      duration: 3600,
    });
    expect(created.statusCode).toBe(201);
    const exam = created.json<{ data: StudentExam }>().data;
    const questions = (
      await get(`/bff/questions/student-exams/${exam.id}/questions?page=1&per_page=1000`)
    ).json<QuestionSearchResponse>().data;
    expect(questions.length).toBe(exam.total_questions);
    const [first, second] = questions.map((q) => findBankQuestion(q.id)!);

    const early = await send('POST', `/bff/questions/student-exams/${exam.id}/answers`, {
      question_id: first!.id,
      alternative_id: first!.correct_alternative_id,
      check: false,
    });
    expect(early.statusCode).toBe(409);

    expect((await send('POST', `/bff/questions/student-exams/${exam.id}/start`)).statusCode).toBe(200);
    const hidden = await send('POST', `/bff/questions/student-exams/${exam.id}/answers`, {
      question_id: first!.id,
      alternative_id: first!.correct_alternative_id,
      check: false,
    });
    expect(hidden.json()).toEqual({
      data: { question_id: first!.id, alternative_id: first!.correct_alternative_id },
    });
    const wrong = second!.alternatives.find((a) => a.id !== second!.correct_alternative_id)!;
    const checked = await send('POST', `/bff/questions/student-exams/${exam.id}/answers`, {
      question_id: second!.id,
      alternative_id: wrong.id,
      check: true,
    });
    expect(checked.json()).toMatchObject({
      data: { correct: false, correct_alternative_id: second!.correct_alternative_id },
    });

    const ended = (await send('POST', `/bff/questions/student-exams/${exam.id}/end`)).json<{
      data: StudentExam;
    }>();
    expect(ended.data).toMatchObject({ total_questions_answered: 2, total_questions_correct: 1 });
    const read = (await get(`/bff/questions/student-exams/${exam.id}`)).json<{
      data: { data: StudentExam };
    }>();
    expect(read.data.data).toMatchObject({ total_questions_answered: 2, total_questions_correct: 1 });
    expect((await send('POST', `/bff/questions/student-exams/${exam.id}/end`)).statusCode).toBe(409);

    // the ranking: 15 per page, best first, the student in it once the exam ended
    const ranking = (await get(`/bff/questions/student-exams/${exam.id}/ranking?page=1&per_page=15`)).json<{
      data: { position: number; name: string; correct: number; is_current_student: boolean }[];
      pagination: { total: number; last_page: number };
    }>();
    expect(ranking.data).toHaveLength(15);
    expect(ranking.pagination).toMatchObject({ total: 25, last_page: 2 });
    expect(ranking.data.map((row) => row.position)).toEqual([...Array(15).keys()].map((i) => i + 1));
    const scores = ranking.data.map((row) => row.correct);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const second_page = (
      await get(`/bff/questions/student-exams/${exam.id}/ranking?page=2&per_page=15`)
    ).json<{
      data: { name: string; correct: number; is_current_student: boolean }[];
    }>();
    const me = [...ranking.data, ...second_page.data].filter((row) => row.is_current_student);
    expect(me).toEqual([expect.objectContaining({ name: 'Ana Paula Souza', correct: 1 })]);
  });

  it('stats follow the run: not started, running (no correction yet), ended', async () => {
    const notebook = await send('POST', '/bff/questions/notebooks', {
      name: 'Base',
      path: 'base',
      filters: FILTERS,
    });
    const exam = (
      await send('POST', '/bff/questions/student-exams', {
        name: 'Simulado',
        path: 'base',
        notebook_id: notebook.json<{ data: { id: number } }>().data.id,
      })
    ).json<{ data: StudentExam }>().data;
    const stats = async () =>
      (await get(`/bff/questions/student-exams/${exam.id}/stats`)).json<StudentExamStatsResponse>().data;
    expect(await stats()).toMatchObject({
      status: 'not_started',
      total_questions: exam.total_questions,
      answered: 0,
      not_answered: exam.total_questions,
      duration: 3600,
      started_at: null,
      ended_at: null,
    });
    const questions = (
      await get(`/bff/questions/student-exams/${exam.id}/questions?page=1&per_page=1000`)
    ).json<QuestionSearchResponse>().data;
    const first = findBankQuestion(questions[0]!.id)!;
    await send('POST', `/bff/questions/student-exams/${exam.id}/start`);
    await send('POST', `/bff/questions/student-exams/${exam.id}/answers`, {
      question_id: first.id,
      alternative_id: first.correct_alternative_id,
      check: false,
    });
    expect(await stats()).toMatchObject({ status: 'running', answered: 1, correct: 0, wrong: 0 });
    // not in the ranking while running
    const running = (await get(`/bff/questions/student-exams/${exam.id}/ranking?per_page=100`)).json<{
      data: { is_current_student: boolean }[];
    }>();
    expect(running.data.some((row) => row.is_current_student)).toBe(false);
    await send('POST', `/bff/questions/student-exams/${exam.id}/end`);
    const ended = await stats();
    expect(ended).toMatchObject({
      status: 'ended',
      answered: 1,
      correct: 1,
      wrong: 0,
      not_answered: exam.total_questions - 1,
    });
    expect(ended.ended_at).toEqual(expect.any(String));
  });

  it('a seeded exam with answers counts as ended: stats and the student in its ranking', async () => {
    const stats = (await get('/bff/questions/student-exams/201/stats')).json<StudentExamStatsResponse>();
    expect(stats.data).toMatchObject({ status: 'ended', answered: 12, correct: 9, wrong: 3 });
    const ranking = (await get('/bff/questions/student-exams/201/ranking?per_page=100')).json<{
      data: { name: string; is_current_student: boolean }[];
    }>();
    expect(ranking.data.filter((row) => row.is_current_student)).toEqual([
      expect.objectContaining({ name: 'Ana Paula Souza', correct: 9 }),
    ]);
    expect((await get('/bff/questions/student-exams/202/stats')).json().data.status).toBe('not_started');
    expect((await get('/bff/questions/student-exams/999999/stats')).statusCode).toBe(404);
  });
});
