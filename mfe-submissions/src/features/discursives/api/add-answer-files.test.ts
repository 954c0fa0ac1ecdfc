import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { addAnswerFiles } from './add-answer-files';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({
    'PUT /v3/discursives/slug/:slug/submission/:id/answerFiles': {
      json: {
        data: { id: 9, index: 1, status: 'on revision', file_names: ['a.pdf', 'b.png'], created_at: '' },
      },
    },
  });
});

afterEach(async () => {
  await server.close();
});

const http = () => createTestPlatform({ prefixUrl: server.url }).http;
const pdf = () => new File(['%PDF'], 'b.png', { type: 'image/png' });

it('adds every file as multipart_data to the submission', async () => {
  const submission = await addAnswerFiles(http(), 'simulado-pf', 9, [pdf()]);
  expect(submission.file_names).toEqual(['a.pdf', 'b.png']);
  const [put] = server.requestsTo('PUT', '/v3/discursives/slug/simulado-pf/submission/9/answerFiles');
  expect(put?.body).toContain('name="multipart_data"; filename="b.png"');
});

it.each([
  ['', 9],
  ['simulado-pf', null],
  ['simulado-pf', 0],
])("refuses slug '%s' and id %s with 'Parâmetros slug e id são obrigatórios'", async (slug, id) => {
  await expect(addAnswerFiles(http(), slug, id, [pdf()])).rejects.toThrow(
    'Parâmetros slug e id são obrigatórios',
  );
  expect(server.requests).toHaveLength(0);
});

it('requires files, every one a File', async () => {
  await expect(addAnswerFiles(http(), 'simulado-pf', 9, [])).rejects.toThrow(
    'É necessário enviar pelo menos um arquivo',
  );
  await expect(addAnswerFiles(http(), 'simulado-pf', 9, ['a.pdf'])).rejects.toThrow(
    'Arquivo inválido detectado',
  );
  expect(server.requests).toHaveLength(0);
});
