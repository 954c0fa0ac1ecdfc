import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { submitDiscursive } from './submit-discursive';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({
    'POST /v3/discursives/slug/:slug/submission': {
      status: 201,
      json: {
        data: {
          id: 9,
          index: 1,
          status: 'waiting revision',
          file_names: ['a.pdf', 'b.png'],
          created_at: '2025-01-01T00:00:00Z',
        },
      },
    },
  });
});

afterEach(async () => {
  await server.close();
});

const http = () => createTestPlatform({ prefixUrl: server.url }).http;

it("sends kind='discursive' and every file as multipart_data", async () => {
  const submission = await submitDiscursive(http(), 'simulado-pf', [
    new File(['1'], 'a.pdf'),
    new File(['2'], 'b.png'),
  ]);

  expect(submission.id).toBe(9);
  const [request] = server.requestsTo('POST', '/v3/discursives/slug/simulado-pf/submission');
  expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(request?.body.match(/name="multipart_data"; filename="(a\.pdf|b\.png)"/g)).toHaveLength(2);
  // spec 3 §3: a discursive's files go under multipart_data with kind='discursive'
  expect(request?.body.match(/name="kind"\r\n\r\n([^\r]*)\r\n/g)).toEqual([
    'name="kind"\r\n\r\ndiscursive\r\n',
  ]);
});

it.each([
  ['', [new File(['1'], 'a.pdf')], 'Parâmetro slug é obrigatório'],
  ['simulado-pf', [], 'É necessário enviar pelo menos um arquivo'],
  ['simulado-pf', [new File(['1'], 'a.pdf'), 'b.pdf'], 'Arquivo inválido detectado'],
])('refuses bad arguments without calling the server (slug %p)', async (slug, files, message) => {
  await expect(submitDiscursive(http(), slug, files)).rejects.toThrow(message);
  expect(server.requests).toHaveLength(0);
});
