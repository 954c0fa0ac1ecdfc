import type { FastifyInstance } from 'fastify';
import type { HomeContent } from 'shared-contracts';
import { buildServer } from '../../server';

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

describe('home contents', () => {
  it('answers each vertical’s content and its static fallback file, which differ', async () => {
    for (const vertical of ['concursos', 'med', 'oab', 'vestibulares']) {
      const content = await app.inject({ url: `/v3/contents/home-${vertical}` });
      expect(content.statusCode).toBe(200);
      const live = (content.json() as { data: HomeContent }).data;
      const file = await app.inject({ url: `/static-bff/home/home-${vertical}.json` });
      expect(file.statusCode).toBe(200);
      const fallback = file.json() as HomeContent;
      expect(fallback.sections.length).toBeGreaterThan(0);
      expect(fallback.title).not.toBe(live.title);
    }
    expect((await app.inject({ url: '/v3/contents/home-militares' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/static-bff/home/home-x.json' })).statusCode).toBe(404);
  });
});
