import type { FastifyInstance } from 'fastify';
import { ALUNO_EMAIL, NOVO_EMAIL } from './seed-students';
import { buildServer } from './server';
import { signInHeaders } from './testing/sign-in-headers';
import { clientInject } from './testing/client-inject';

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const send = (payload: object, email = ALUNO_EMAIL) =>
  clientInject(app, { method: 'POST', url: '/bff/reports', headers: signInHeaders(email), payload });

describe('POST /bff/reports', () => {
  it('keeps the report with its context for the student who sent it, until reset', async () => {
    const response = await send({ question_id: 12, link: '/questoes/12', description: '  Gabarito errado ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      description: 'Gabarito errado',
      context: { question_id: 12, link: '/questoes/12' },
    });
    const mine = await clientInject(app, { url: '/bff/reports', headers: signInHeaders(ALUNO_EMAIL) });
    expect(mine.json().data).toHaveLength(1);
    const theirs = await clientInject(app, { url: '/bff/reports', headers: signInHeaders(NOVO_EMAIL) });
    expect(theirs.json().data).toEqual([]);
    await clientInject(app, { method: 'POST', url: '/__control/reset' });
    const after = await clientInject(app, { url: '/bff/reports', headers: signInHeaders(ALUNO_EMAIL) });
    expect(after.json().data).toEqual([]);
  });

  it('refuses an empty or missing description, nested data, and anonymous callers', async () => {
    expect((await send({ description: '   ' })).json().error.message).toBe(
      'Descreva o erro antes de enviar.',
    );
    expect((await send({ question_id: 1 })).statusCode).toBe(400);
    expect((await send({ description: 'x', extra: { a: 1 } })).statusCode).toBe(400);
    expect((await send({ description: 'x'.repeat(1001) })).statusCode).toBe(400);
    const anonymous = await clientInject(app, {
      method: 'POST',
      url: '/bff/reports',
      payload: { description: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
