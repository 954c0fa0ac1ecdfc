import type { FastifyInstance, InjectOptions } from 'fastify';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

/**
 * A fresh dev BFF for each test of the file that calls this (at its top level): Ana's and Bruno's sessions, and
 * GET (its JSON) and writes as Ana unless other headers are given.
 */
export function testBff() {
  let app: FastifyInstance | undefined;
  beforeEach(() => {
    app = buildServer();
  });
  afterEach(async () => {
    await app?.close();
  });
  const server = () => {
    if (!app) throw new Error('testBff: the dev BFF exists only inside a test');
    return app;
  };
  const ana = signInHeaders(ALUNO_EMAIL);
  const bruno = signInHeaders(NOVO_EMAIL);
  return {
    ana,
    bruno,
    /** the dev BFF of the running test */
    app: server,
    inject: (options: InjectOptions) => server().inject(options),
    get: async (url: string, headers: Record<string, string> = ana) =>
      (await server().inject({ url, headers })).json(),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: object = ana) =>
      server().inject({
        method,
        url,
        headers: headers as InjectOptions['headers'],
        ...(payload ? { payload } : {}),
      }),
  };
}
