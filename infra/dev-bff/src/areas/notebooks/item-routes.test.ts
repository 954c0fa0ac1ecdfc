import type { FastifyInstance } from 'fastify';
import type { FolderListingResponse } from 'shared-contracts';
import { buildServer } from '../../server';
import { QUESTION_BANK } from '../questions/question-bank';
import { ALUNO_EMAIL } from '../../seed-students';
import { NO_QUESTIONS_FOUND, SHARED_RENAME_FORBIDDEN } from './item-routes';
import { clientInject } from '../../testing/client-inject';

let app: FastifyInstance;
let cookie: string;
const [q1, q2] = QUESTION_BANK.map((question) => question.id) as [number, number];

beforeAll(async () => {
  app = buildServer();
  await app.ready();
  const response = await clientInject(app, {
    method: 'GET',
    url: `/auth/dev-login?email=${encodeURIComponent(ALUNO_EMAIL)}&redirect=/cadernos-e-simulados`,
  });
  const setCookie = response.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  cookie = (first ?? '').split(';')[0] as string;
});

afterAll(async () => {
  await app.close();
});

beforeEach(async () => {
  await clientInject(app, { method: 'POST', url: '/__control/reset' });
});

const get = (url: string) => clientInject(app, { method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  clientInject(app, { method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const names = async (path: string) =>
  (await get(`/bff/questions/folders/${encodeURIComponent(path)}?per_page=100`))
    .json<FolderListingResponse>()
    .data.items.subitems.map((item) => item.name);

describe('folders', () => {
  it('renames a folder and moves it with everything inside; refuses a move into itself', async () => {
    const renamed = await send('PUT', '/bff/questions/folders/1', { name: 'Constitucional' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Constitucional', path: 'base.Constitucional' });
    expect(await names('base.Constitucional')).toContain('Direitos fundamentais — Cebraspe');
    expect(await names('base.Constitucional.Controle_de_constitucionalidade')).toEqual(['ADI e ADC']);

    const moved = await send('PUT', '/bff/questions/folders/1', { path: 'base.Revisão_final' });
    expect(moved.json().data.path).toBe('base.Revisão_final.Constitucional');
    expect(await names('base.Revisão_final')).toContain('Constitucional');

    expect((await send('PUT', '/bff/questions/folders/2', { path: 'base.Revisão_final' })).statusCode).toBe(
      400,
    );
    expect((await send('PUT', '/bff/questions/folders/999', { name: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', '/bff/questions/folders/1', { name: ' ' })).json().error.message).toBe(
      'Informe um nome.',
    );
  });

  it('deletes a folder, its contents going back to the root', async () => {
    expect((await send('DELETE', '/bff/questions/folders/2')).statusCode).toBe(200);
    expect(await names('base')).toEqual(expect.arrayContaining(['Crimes contra a administração pública']));
    expect((await get('/bff/questions/folders/base.Revisão_final')).statusCode).toBe(404);
  });
});

describe('notebooks', () => {
  it('renames and moves own notebooks; a shared one keeps its name but may move', async () => {
    const renamed = await send('PUT', '/bff/questions/notebooks/101', {
      notebook: { name: 'Crase' },
      path: 'base.Revisão_final',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Crase', path: 'base.Revisão_final' });
    const shared = await send('PUT', '/bff/questions/notebooks/107', { notebook: { name: 'Meu' } });
    expect(shared.statusCode).toBe(403);
    expect(shared.json().error.message).toBe(SHARED_RENAME_FORBIDDEN);
    const movedShared = await send('PUT', '/bff/questions/notebooks/107/path', {
      path: 'base.Revisão_final',
    });
    expect(movedShared.json().data.path).toBe('base.Revisão_final');
    expect((await send('PUT', '/bff/questions/notebooks/101/path', { path: 'base.Nada' })).statusCode).toBe(
      404,
    );
  });

  it('duplicates a notebook (all questions, or by answer options) and adds questions by id', async () => {
    const source = (await get('/bff/questions/notebooks/101')).json().data;
    const copy = await send('POST', '/bff/questions/notebooks/101/copy', {
      name: 'Cópia de Crase',
      path: 'base',
      options: [],
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({
      name: 'Cópia de Crase',
      questions_number: source.questions_number,
      correct_answers: 0,
    });
    const firstId = (await get(`/bff/questions/notebooks/${copy.json().data.id}`)).json().data.id;
    expect(firstId).toBe(copy.json().data.id);

    const added = await send('POST', '/bff/questions/notebooks/questions', {
      questions_id: [q1, q2, 999999],
      notebooks_id: [103],
    });
    expect(added.json().data.questions_id).toEqual([q1, q2]);
    expect((await get('/bff/questions/notebooks/103')).json().data.questions_number).toBeGreaterThan(0);
    const none = await send('POST', '/bff/questions/notebooks/questions', {
      questions_id: [999999],
      notebooks_id: [103],
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(NO_QUESTIONS_FOUND);
  });

  it('removes questions from own notebooks only (DELETE /notebooks/questions)', async () => {
    const before = (await get('/bff/questions/notebooks/101')).json().data.questions_number as number;
    const questions = (await get('/bff/questions/notebooks/101/questions?per_page=1000')).json().data as {
      id: number;
    }[];
    const removed = await send('DELETE', '/bff/questions/notebooks/questions', {
      questions_id: [questions[0]!.id],
      notebooks_id: [101],
    });
    expect(removed.statusCode).toBe(200);
    const after = (await get('/bff/questions/notebooks/101')).json().data;
    expect(after.questions_number).toBe(before - 1);
    const left = (await get('/bff/questions/notebooks/101/questions?per_page=1000')).json().data as {
      id: number;
    }[];
    expect(left.map((q) => q.id)).not.toContain(questions[0]!.id);
    // Carla's notebook shared with Ana
    const shared = await send('DELETE', '/bff/questions/notebooks/questions', {
      questions_id: [q1],
      notebooks_id: [107],
    });
    expect(shared.statusCode).toBe(403);
    expect(
      (await send('DELETE', '/bff/questions/notebooks/questions', { questions_id: [], notebooks_id: [101] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('student exams', () => {
  it('created from the question filters, the exam gets the questions they find', async () => {
    const created = await send('POST', '/bff/questions/student-exams', {
      name: 'Simulado de Português',
      path: 'base',
      duration: 3600,
      filters: [
        { entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' },
      ],
      counts: { total: 1 },
    });
    expect(created.statusCode).toBe(201);
    const exam = created.json().data;
    expect(exam.total_questions).toBeGreaterThan(0);
    const questions = (
      await get(`/bff/questions/student-exams/${exam.id}/questions?page=1&per_page=1000`)
    ).json();
    const disciplines = new Set(
      (questions.data as { id: number }[]).map(
        ({ id }) => QUESTION_BANK.find((q) => q.id === id)?.discipline.id,
      ),
    );
    expect([...disciplines]).toEqual([1]);
    expect((questions.data as unknown[]).length).toBe(exam.total_questions);
  });

  it('created from a notebook (POST .../student-exams/notebook), the exam gets its questions', async () => {
    const notebookQuestions = (
      (await get('/bff/questions/notebooks/101/questions?per_page=1000')).json().data as { id: number }[]
    ).map(({ id }) => id);
    expect(notebookQuestions.length).toBeGreaterThan(0);
    const created = await send('POST', '/bff/questions/student-exams/notebook', {
      notebook_id: 101,
      name: 'Simulado do caderno',
      duration: 1800,
      path: 'base',
    });
    expect(created.statusCode).toBe(201);
    const exam = created.json().data;
    expect(exam).toMatchObject({
      name: 'Simulado do caderno',
      duration: 1800,
      path: 'base',
      total_questions: notebookQuestions.length,
    });
    const questions = (
      await get(`/bff/questions/student-exams/${exam.id}/questions?page=1&per_page=1000`)
    ).json().data as { id: number }[];
    expect(questions.map(({ id }) => id).sort()).toEqual([...notebookQuestions].sort());

    const withoutNotebook = await send('POST', '/bff/questions/student-exams/notebook', { name: 'X' });
    expect(withoutNotebook.statusCode).toBe(400);
    const unknownNotebook = await send('POST', '/bff/questions/student-exams/notebook', {
      notebook_id: 424242,
      name: 'X',
    });
    expect(unknownNotebook.statusCode).toBe(404);
    const filters = await send('POST', '/bff/questions/student-exams/notebook', {
      notebook_id: 101,
      name: 'X',
      filters: [],
    });
    expect(filters.statusCode).toBe(400);
  });

  it('creates with 3600 s by default, reads data.data, edits name and duration, moves and duplicates', async () => {
    const created = await send('POST', '/bff/questions/student-exams', {
      name: 'Meu simulado',
      path: 'base',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.duration).toBe(3600);

    const read = await get('/bff/questions/student-exams/202');
    expect(read.json().data.data).toMatchObject({ id: 202, duration: 5400 });

    const edited = await send('PUT', '/bff/questions/student-exams/202', { name: 'TJ-SP', duration: 2700 });
    expect(edited.json().data).toMatchObject({ name: 'TJ-SP', duration: 2700 });
    expect((await send('PUT', '/bff/questions/student-exams/202', { duration: 600 })).statusCode).toBe(400);

    const moved = await send('PUT', '/bff/questions/student-exams/202/path', { path: 'base.Revisão_final' });
    expect(moved.json().data.path).toBe('base.Revisão_final');

    const copy = await send('POST', '/bff/questions/student-exams/202/copy', {
      name: 'Cópia de TJ-SP',
      path: 'base',
      options: [],
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ name: 'Cópia de TJ-SP', total_questions_answered: 0 });

    // nobody answered anything yet: keeping only the misses leaves nothing, and the server says why
    const empty = await send('POST', '/bff/questions/student-exams/202/copy', {
      name: 'Só erros',
      path: 'base',
      options: ['wrong_answers'],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Nenhuma questão atende às opções escolhidas para a cópia.');
    expect(
      (await send('POST', '/bff/questions/student-exams/202/copy', { name: 'X', options: ['todas'] }))
        .statusCode,
    ).toBe(400);
  });

  it('adds questions to an exam by id', async () => {
    const before = (await get('/bff/questions/student-exams/202')).json().data.data.total_questions;
    const added = await send('POST', '/bff/questions/student-exams/202/questions', {
      question_ids: [q1, q2],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.total_questions).toBeGreaterThanOrEqual(before);
    expect((await get('/bff/questions/student-exams/424242')).statusCode).toBe(404);
  });
});

describe('notebook print and exam delete', () => {
  it('a print request is polled until done, then its zip downloads', async () => {
    const requested = await send('POST', '/bff/questions/notebooks/103/print', {
      remove_subject: false,
      font_size: 12,
    });
    expect(requested.statusCode).toBe(202);
    const { id, status } = requested.json().data;
    expect(status).toBe('requested');
    expect((await get(`/bff/questions/notebooks/print/${id}`)).json().data.status).toBe('processing');
    const done = (await get(`/bff/questions/notebooks/print/${id}`)).json().data;
    expect(done).toEqual({ id, status: 'done', url: `/bff/questions/notebooks/print/${id}/download` });
    const zip = await get(done.url);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect((await get('/bff/questions/notebooks/print/999999')).statusCode).toBe(404);
    expect((await send('POST', '/bff/questions/notebooks/999999/print', {})).statusCode).toBe(404);
  });

  it('the owner deletes an exam; it leaves the listing', async () => {
    expect((await send('DELETE', '/bff/questions/student-exams/202')).json().data).toEqual({
      id: 202,
      deleted: true,
    });
    expect((await get('/bff/questions/student-exams/202')).statusCode).toBe(404);
    expect((await send('DELETE', '/bff/questions/student-exams/202')).statusCode).toBe(404);
  });
});
