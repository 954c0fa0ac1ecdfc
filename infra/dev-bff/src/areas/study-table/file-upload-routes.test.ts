import type { FastifyInstance } from 'fastify';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES } from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { CLIENT_HEADERS, signInHeaders } from '../../testing/sign-in-headers';
import { FILE_REQUIRED_MESSAGE, FILE_TYPE_MESSAGE, type StudyFileAnswer } from './file-upload-routes';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

/** Encodes a FormData exactly as fetch would send it (boundary and all). */
async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function upload(
  headers: Record<string, string>,
  fill: (form: FormData) => void,
): Promise<Awaited<ReturnType<FastifyInstance['inject']>>> {
  const form = new FormData();
  fill(form);
  const { payload, headers: formHeaders } = await multipart(form);
  return app.inject({
    method: 'POST',
    url: '/bff/files/upload',
    payload,
    headers: { ...headers, ...formHeaders },
  });
}

const file = (name: string, content: BlobPart = '%PDF-1.4 resumo', type = 'application/pdf') =>
  new File([content], name, { type });

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { message: string; tag: string } }).error;

describe('POST /bff/files/upload', () => {
  it('stores a multipart file and answers {data: {id, name, size, url}}; the URL serves it to the student', async () => {
    const sent = await upload(ana, (form) => {
      form.append('file', file('resumo constitucional.pdf'));
      form.append('goal_id', '7001');
    });
    expect(sent.statusCode).toBe(201);
    const { data } = sent.json<{ data: StudyFileAnswer }>();
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'resumo constitucional.pdf',
      size: '%PDF-1.4 resumo'.length,
      url: `/bff/files/${data.id}/resumo%20constitucional.pdf`,
    });

    const opened = await app.inject({ url: data.url, headers: ana });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''resumo%20constitucional.pdf",
    );
    expect(opened.body).toBe('%PDF-1.4 resumo');

    // another student, or nobody signed in, cannot open it
    expect((await app.inject({ url: data.url, headers: bruno })).statusCode).toBe(404);
    expect((await app.inject({ url: data.url })).statusCode).toBe(401);
    expect((await app.inject({ url: '/bff/files/999/nada.pdf', headers: ana })).statusCode).toBe(404);
  });

  it('gives each upload its own id; an office document is served as a download of its own type', async () => {
    const first = (await upload(ana, (form) => form.append('file', file('a.png', 'PNG', 'image/png')))).json<{
      data: StudyFileAnswer;
    }>().data;
    const second = await upload(ana, (form) =>
      // whatever type the browser claimed, the file is served by its extension
      form.append('file', file('Planilha.XLSX', 'PK', 'text/html')),
    );
    expect(second.statusCode).toBe(201);
    const { data } = second.json<{ data: StudyFileAnswer }>();
    expect(data.id).not.toBe(first.id);
    const opened = await app.inject({ url: data.url, headers: ana });
    expect(opened.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(opened.headers['content-disposition']).toMatch(/^attachment;/);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is for signed-in students only', async () => {
    const refused = await upload({ ...CLIENT_HEADERS }, (form) => form.append('file', file('a.pdf')));
    expect(refused.statusCode).toBe(401);
  });

  it('answers 400 with a pt-BR message when the file is missing', async () => {
    const noFile = await upload(ana, (form) => form.append('goal_id', '7001'));
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile)).toEqual({ message: FILE_REQUIRED_MESSAGE, tag: 'FILES.FILE_REQUIRED' });

    const otherField = await upload(ana, (form) => form.append('arquivo', file('a.pdf')));
    expect(otherField.statusCode).toBe(400);
    expect(errorOf(otherField).message).toBe(FILE_REQUIRED_MESSAGE);

    const json = await app.inject({
      method: 'POST',
      url: '/bff/files/upload',
      headers: ana,
      payload: { file: 'a.pdf' },
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).message).toBe(FILE_REQUIRED_MESSAGE);
  });

  it('answers 400 for a file of another type or a goal_id that is not an id', async () => {
    const exe = await upload(ana, (form) => form.append('file', file('programa.exe', 'MZ')));
    expect(exe.statusCode).toBe(400);
    expect(errorOf(exe)).toEqual({ message: FILE_TYPE_MESSAGE, tag: 'FILES.INVALID_FILE_TYPE' });

    const goal = await upload(ana, (form) => {
      form.append('file', file('a.pdf'));
      form.append('goal_id', 'meu-objetivo');
    });
    expect(goal.statusCode).toBe(400);
    expect(errorOf(goal).message).toBe(
      'O campo goal_id deve ser o identificador de um objetivo: meu-objetivo.',
    );
  });

  it('answers 413 with the platform message over the limit, and takes a file of exactly the limit', async () => {
    const over = await upload(ana, (form) =>
      form.append('file', file('grande.pdf', new Uint8Array(MAX_FILE_BYTES + 1))),
    );
    expect(over.statusCode).toBe(413);
    expect(errorOf(over)).toEqual({ message: FILE_TOO_LARGE_MESSAGE, tag: 'FILES.FILE_TOO_LARGE' });

    // a body far over the limit is refused while it is read, with the same words
    const huge = await upload(ana, (form) =>
      form.append('file', file('enorme.pdf', new Uint8Array(MAX_FILE_BYTES + 1024 * 1024))),
    );
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe(FILE_TOO_LARGE_MESSAGE);

    const exact = await upload(ana, (form) =>
      form.append('file', file('limite.pdf', new Uint8Array(MAX_FILE_BYTES))),
    );
    expect(exact.statusCode).toBe(201);
    expect(exact.json<{ data: StudyFileAnswer }>().data.size).toBe(MAX_FILE_BYTES);
  });

  it('forgets the uploads on reset', async () => {
    const { data } = (await upload(ana, (form) => form.append('file', file('a.pdf')))).json<{
      data: StudyFileAnswer;
    }>();
    const reset = await app.inject({ method: 'POST', url: '/__control/reset', headers: CLIENT_HEADERS });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await app.inject({ url: data.url, headers: ana })).statusCode).toBe(404);
  });
});
