import type { FastifyInstance } from 'fastify';
import type { FolderListingResponse } from 'shared-contracts';
import { buildServer } from '../server';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../seed-students';
import { QUESTION_BANK } from './questions/question-bank';
import { NO_INCLUDENTE_FILTER } from './questions/search-filters';
import { clientInject } from '../testing/client-inject';

let app: FastifyInstance;
let cookie: string;
let novoCookie: string;

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
  novoCookie = await signIn(NOVO_EMAIL);
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

describe('folders and notebooks', () => {
  it('lists the student’s root: folders first, own and shared notebooks, exams, total in pagination', async () => {
    const response = await get('/bff/questions/folders/base?page=1&per_page=10&sort=updated_at&order=DESC');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<FolderListingResponse>();
    expect(data.items.path).toBe('base');
    const tags = data.items.subitems.map((i) => i.tag);
    expect(tags[0]).toBe('FOLDER');
    expect(tags).toEqual(
      expect.arrayContaining(['FOLDER', 'MY_NOTEBOOK', 'SHARED_NOTEBOOK', 'MY_STUDENT_EXAM']),
    );
    expect(data.pagination.total).toBe(8);
    expect(data.items.subitems).toHaveLength(8);
  });

  it('filters by type, searches the subtree, opens sub-folders and 404s on unknown ones', async () => {
    const exams = (await get('/bff/questions/folders/base?type=STUDENT_EXAM')).json<FolderListingResponse>();
    expect(exams.data.items.subitems.every((i) => i.tag === 'MY_STUDENT_EXAM')).toBe(true);

    const searched = (
      await get(`/bff/questions/folders/base?search=${encodeURIComponent('adi')}`)
    ).json<FolderListingResponse>();
    expect(searched.data.items.subitems.map((i) => i.name)).toEqual(['ADI e ADC']);

    const sub = (
      await get('/bff/questions/folders/base.Direito_Constitucional')
    ).json<FolderListingResponse>();
    expect(sub.data.items.subitems.map((i) => i.name).sort()).toEqual([
      'Controle de constitucionalidade',
      'Direitos fundamentais — Cebraspe',
    ]);

    const accented = await get(`/bff/questions/folders/${encodeURIComponent('base.Revisão_final')}`);
    expect(accented.json<FolderListingResponse>().data.pagination.total).toBe(2);

    expect((await get('/bff/questions/folders/base.Nao_existe')).statusCode).toBe(404);
    expect((await get('/bff/questions/folders/base?type=CADERNO')).statusCode).toBe(400);
    const novo = (
      await get('/bff/questions/folders/base', { cookie: novoCookie })
    ).json<FolderListingResponse>();
    expect(novo.data.pagination.total).toBe(0);
  });

  it('creates a folder and a notebook (kept until reset), validates names and filters, deletes own notebooks only', async () => {
    const folder = await send('POST', '/bff/questions/folders', { path: 'base.Minha pasta nova' });
    expect(folder.statusCode).toBe(201);
    expect(folder.json().data).toMatchObject({
      name: 'Minha pasta nova',
      path: 'base.Minha_pasta_nova',
      tag: 'FOLDER',
    });
    expect((await send('POST', '/bff/questions/folders', { path: 'base.Minha_pasta_nova' })).statusCode).toBe(
      409,
    );
    expect(
      (await send('POST', '/bff/questions/folders', { path: `base.${'x'.repeat(101)}` })).json().error
        .message,
    ).toBe('O nome deve ter no máximo 100 caracteres.');
    expect((await send('POST', '/bff/questions/folders', { path: 'outra.raiz' })).statusCode).toBe(400);
    expect(
      (await send('POST', '/bff/questions/folders', { path: 'base.Inexistente.Filha' })).statusCode,
    ).toBe(404);

    const notebook = await send('POST', '/bff/questions/notebooks', {
      name: '  Caderno de Português  ',
      path: 'base.Minha_pasta_nova',
      filters: [includeDiscipline(1)],
    });
    expect(notebook.statusCode).toBe(201);
    const created = notebook.json().data;
    expect(created).toMatchObject({
      name: 'Caderno de Português',
      path: 'base.Minha_pasta_nova',
      questions_number: QUESTION_BANK.filter((q) => q.discipline.id === 1).length,
    });

    expect(
      (await send('POST', '/bff/questions/notebooks', { name: ' ', path: 'base' })).json().error.message,
    ).toBe('Informe um nome.');
    expect(
      (await send('POST', '/bff/questions/notebooks', { name: 'y'.repeat(101), path: 'base' })).statusCode,
    ).toBe(400);
    expect(
      (
        await send('POST', '/bff/questions/notebooks', {
          name: 'Sem filtro includente',
          path: 'base',
          filters: [],
        })
      ).json().error.message,
    ).toBe(NO_INCLUDENTE_FILTER);
    expect(
      (await send('POST', '/bff/questions/notebooks', { name: 'Campo estranho', path: 'base', cor: 'azul' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/bff/questions/notebooks', 'texto', { 'content-type': 'application/json' }))
        .statusCode,
    ).toBe(400);

    const inside = (await get('/bff/questions/folders/base.Minha_pasta_nova')).json<FolderListingResponse>();
    expect(inside.data.items.subitems.map((i) => i.id)).toEqual([created.id]);

    expect((await send('DELETE', '/bff/questions/notebooks/107')).statusCode).toBe(403);
    expect((await send('DELETE', `/bff/questions/notebooks/${created.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/bff/questions/notebooks/${created.id}`)).statusCode).toBe(404);

    await clientInject(app, { method: 'POST', url: '/__control/reset' });
    expect((await get('/bff/questions/folders/base.Minha_pasta_nova')).statusCode).toBe(404);
  });

  it('lists a notebook whose name has a colon, and the search ignores punctuation both ways', async () => {
    const made = await send('POST', '/bff/questions/notebooks', { name: 'Aula 1: Crase', path: 'base' });
    expect(made.statusCode).toBe(201);
    await send('POST', '/bff/questions/notebooks', { name: 'Aula 2 Regência', path: 'base' });
    const root = (await get('/bff/questions/folders/base?per_page=100')).json<FolderListingResponse>();
    expect(root.data.items.subitems.map((i) => i.name)).toContain('Aula 1: Crase');
    const byType = (
      await get('/bff/questions/folders/base?type=NOTEBOOK&per_page=100')
    ).json<FolderListingResponse>();
    expect(byType.data.items.subitems.map((i) => i.name)).toContain('Aula 1: Crase');

    const search = async (term: string) =>
      (await get(`/bff/questions/folders/base?search=${encodeURIComponent(term)}`))
        .json<FolderListingResponse>()
        .data.items.subitems.map((i) => i.name);
    expect(await search('Aula 1: Crase')).toEqual(['Aula 1: Crase']);
    expect(await search('aula 1 crase')).toEqual(['Aula 1: Crase']);
    expect(await search('Aula 2: regencia')).toEqual(['Aula 2 Regência']);
    expect(await search('concordância — revisão')).toEqual(['Crase e concordância — revisão']);
  });
});
