import type { FastifyInstance } from 'fastify';
import { HEADER_PRINT_TOKEN } from 'shared-contracts';
import { ALUNO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const printing = { ...ana, [HEADER_PRINT_TOKEN]: 'front-student-print' };

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

describe('LDI print', () => {
  it('refuses a print call without the print-system token', async () => {
    const response = await app.inject({ url: '/v3/print/content/course/1001/chapter/10011', headers: ana });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.tag).toBe('PRINT_TOKEN_REQUIRED');
  });

  it('pages the chapter content one item per page', async () => {
    const page = (n: number) =>
      app.inject({
        url: `/v3/print/content/course/1001/chapter/10011?paginate=1&page=${n}`,
        headers: printing,
      });
    const first = (await page(1)).json();
    expect(first.data.title).toBe('Direitos Fundamentais');
    expect(first.data.items.map((item: { id: number }) => item.id)).toEqual([100111]);
    expect(first.pagination).toMatchObject({ page: 1, last_page: 3 });
    expect((await page(3)).json().data.items[0].id).toBe(100113);
  });

  it('prepares a chapter PDF: processing, done, download address, file', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/v3/mci/print/documents/user-request',
      headers: printing,
      payload: { course_id: 1001, chapter_ids: [10011] },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const poll = () => app.inject({ url: `/v3/mci/print/documents/user-request/${id}`, headers: printing });
    expect((await poll()).json().data.status).toBe('processing');
    const early = await app.inject({
      method: 'POST',
      url: `/v3/mci/print/documents/user-request/${id}/download`,
      headers: printing,
    });
    expect(early.statusCode).toBe(409);
    expect((await poll()).json().data.status).toBe('done');
    const download = await app.inject({
      method: 'POST',
      url: `/v3/mci/print/documents/user-request/${id}/download`,
      headers: printing,
    });
    expect(download.json().data).toEqual({
      url: `/static-bff/impressoes/${id}.pdf`,
      name: 'capitulo-10011.pdf',
    });
    const file = await app.inject({ url: `/static-bff/impressoes/${id}.pdf` });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF')).toBe(true);
  });
});

describe('LDI printed files', () => {
  it('lists the chapter PDFs that are ready and zips the chosen ones', async () => {
    const post = (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url, headers: printing, payload: payload as object });
    const { id } = (
      await post('/v3/mci/print/documents/user-request', { course_id: 1001, chapter_ids: [10012] })
    ).json().data;
    expect((await post('/v3/mci/print/documents/list', { course_id: 1001 })).json().data).toEqual([]);
    await app.inject({ url: `/v3/mci/print/documents/user-request/${id}`, headers: printing });
    await app.inject({ url: `/v3/mci/print/documents/user-request/${id}`, headers: printing });
    expect((await post('/v3/mci/print/documents/list', { course_id: 1001 })).json().data).toEqual([
      { id, name: 'capitulo-10012.pdf', status: 'done' },
    ]);
    const zip = (await post('/v3/mci/print/documents/list/zip', { files: [id] })).json().data;
    expect(zip).toEqual({ url: `/static-bff/impressoes/zip/${id}.zip`, name: 'impressoes.zip' });
    const file = await app.inject({ url: zip.url });
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    expect((await post('/v3/mci/print/documents/list/zip', { files: [999] })).statusCode).toBe(404);
  });
});

describe('selection print', () => {
  const select = (blockId: number) =>
    app.inject({
      method: 'POST',
      url: '/v3/mci/textSelections',
      headers: ana,
      payload: { block_id: blockId, kind: 'highlight', text: 'direitos fundamentais' },
    });

  it('prints one block with its item and chapter titles', async () => {
    const response = await app.inject({ url: '/v3/print/blocks/1001111', headers: printing });
    expect(response.json().data).toMatchObject({
      id: 1001111,
      type: 'text',
      item_title: 'Direitos Fundamentais: teoria',
      chapter_title: 'Direitos Fundamentais',
    });
    expect((await app.inject({ url: '/v3/print/blocks/1001111', headers: ana })).statusCode).toBe(403);
    expect((await app.inject({ url: '/v3/print/blocks/999', headers: printing })).statusCode).toBe(404);
  });

  it('prints the selections of a chapter: requested, polled, listed when done, zipped by trigger', async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/v3/print/selections/chapter/10011',
      headers: printing,
    });
    expect(none.json().error.tag).toBe('NO_SELECTIONS');
    await select(1001111);

    const created = await app.inject({
      method: 'POST',
      url: '/v3/print/selections/chapter/10011',
      headers: printing,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const poll = () => app.inject({ url: '/v3/print/selections/chapter/10011', headers: printing });
    expect((await poll()).json().data).toEqual({ id, status: 'processing' });
    expect(
      (await app.inject({ url: '/v3/print/ldi/selections?course_id=1001', headers: printing })).json().data,
    ).toEqual([]);
    expect((await poll()).json().data).toEqual({ id, status: 'done' });
    expect(
      (await app.inject({ url: '/v3/print/ldi/selections?course_id=1001', headers: printing })).json().data,
    ).toEqual([{ id, name: 'marcacoes-capitulo-10011.pdf', status: 'done' }]);

    const trigger = await app.inject({
      method: 'POST',
      url: '/v3/print/ldi/selections/trigger',
      headers: printing,
      payload: { ids: [id] },
    });
    expect(trigger.json().data).toEqual({
      url: `/static-bff/impressoes/zip/${id}.zip`,
      name: 'marcacoes.zip',
    });
    const zip = await app.inject({ url: trigger.json().data.url });
    expect(zip.headers['content-type']).toBe('application/zip');
  });

  it('refuses an unknown scope type, an unknown print and the call without the token', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/v3/print/selections/item/100111',
      headers: printing,
    });
    expect(bad.json().error.tag).toBe('INVALID_SELECTION_SCOPE');
    const unknown = await app.inject({
      method: 'POST',
      url: '/v3/print/ldi/selections/trigger',
      headers: printing,
      payload: { ids: [77] },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ url: '/v3/print/ldi/selections', headers: ana })).statusCode).toBe(403);
  });
});
