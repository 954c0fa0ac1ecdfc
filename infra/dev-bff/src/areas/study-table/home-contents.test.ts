import type { FastifyInstance } from 'fastify';
import { VERTICAL_IDS, type HomeContent, type HomeHighlight } from 'shared-contracts';
import { ALUNO_EMAIL } from '../../seed-students';
import { signInHeaders } from '../../testing/sign-in-headers';
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

  it('answers the static highlights file of every vertical (the /v3/home fallback), which differs from /v3/home', async () => {
    for (const vertical of VERTICAL_IDS) {
      const file = await app.inject({ url: `/static-bff/home/highlights-${vertical}.json` });
      expect(file.statusCode).toBe(200);
      const fallback = file.json() as { vertical: string; highlights: HomeHighlight[] };
      expect(fallback.vertical).toBe(vertical);
      expect(fallback.highlights.length).toBeGreaterThan(0);
      for (const highlight of fallback.highlights) expect(highlight.url.startsWith('/')).toBe(true);
      const live = await app.inject({
        url: `/v3/home?vertical=${vertical}`,
        headers: signInHeaders(ALUNO_EMAIL),
      });
      const liveTitles = (live.json() as { data: { highlights: HomeHighlight[] } }).data.highlights.map(
        (h) => h.title,
      );
      expect(fallback.highlights.map((h) => h.title)).not.toEqual(liveTitles);
    }
    const oab = (await app.inject({ url: '/static-bff/home/highlights-oab.json' })).json() as {
      highlights: HomeHighlight[];
    };
    expect(oab.highlights.map((h) => h.title)).toContain('Simulados de 2ª Fase');
    expect((await app.inject({ url: '/static-bff/home/highlights-x.json' })).statusCode).toBe(404);
  });
});
