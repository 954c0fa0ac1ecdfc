import type { FastifyInstance } from 'fastify';
import { VERTICAL_IDS, type LdiChapter, type LdiItem, type MyCourse } from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../seed-students';
import { buildServer } from '../server';
import { signInHeaders } from '../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);
const FLAGSHIP = 'direito-constitucional-para-concursos';

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

describe('my courses', () => {
  it.each(VERTICAL_IDS)('Ana has at least 6 courses in %s, each with progress', async (vertical) => {
    const response = await app.inject({
      url: '/v3/courses/my-courses',
      headers: { ...ana, 'x-vertical': vertical },
    });
    const courses = response.json().data as MyCourse[];

    expect(courses.length).toBeGreaterThanOrEqual(6);
    for (const course of courses) {
      expect(course.is_my_course).toBe(true);
      expect(course.progress).toBeGreaterThan(0);
      expect(course.chapters_count).toBe(3);
    }
  });

  it('Bruno has none, adds one and removes it', async () => {
    expect((await app.inject({ url: '/v3/courses/my-courses', headers: bruno })).json()).toEqual({
      data: [],
    });

    const course = (await app.inject({ url: `/v3/courses/slug/${FLAGSHIP}`, headers: bruno })).json().data;
    expect(course.is_my_course).toBe(false);
    const added = await app.inject({
      method: 'POST',
      url: '/v3/courses/my-courses',
      headers: bruno,
      payload: { id: course.id },
    });
    expect(added.statusCode).toBe(201);
    expect((await app.inject({ url: '/v3/courses/my-courses', headers: bruno })).json().data).toHaveLength(1);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/v3/courses/my-courses',
      headers: bruno,
      payload: { id: course.id },
    });
    expect(removed.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'DELETE',
      url: '/v3/courses/my-courses',
      headers: bruno,
      payload: { id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('document reader', () => {
  it('serves the course, its chapters and the blocks of an item', async () => {
    const course = await app.inject({ url: `/v3/mci/courses/slug/${FLAGSHIP}`, headers: ana });
    expect(course.json().data).toMatchObject({
      title: 'Direito Constitucional para Concursos',
      is_my_course: true,
    });

    const chapters = (
      await app.inject({ url: `/v3/mci/my-courses/slug/${FLAGSHIP}/chapters`, headers: ana })
    ).json().data as LdiChapter[];
    expect(chapters.map((c) => c.title)).toEqual([
      'Direitos Fundamentais',
      'Organização do Estado',
      'Controle de Constitucionalidade',
    ]);
    expect(chapters[0]?.completed).toBe(true);
    expect(chapters[1]?.completed).toBe(false);

    const firstItem = chapters[0]?.items[0];
    const item = await app.inject({
      url: `/v3/mci/items/${firstItem?.id}?page=1&per_page=15&order=asc&view_mode=complete`,
      headers: ana,
    });
    const data = item.json().data as LdiItem;
    expect(data.blocks.map((b) => b.type)).toEqual(['text', 'youtube', 'pdfMyDocuments']);
    expect(item.json().pagination).toEqual({ page: 1, per_page: 15, total: 3 });
  });

  it('has text, video, question and cast blocks in every course', async () => {
    const courses = (
      await app.inject({ url: '/v3/courses/my-courses', headers: { ...ana, 'x-vertical': 'medicina' } })
    ).json().data as MyCourse[];
    for (const course of courses) {
      const chapters = (
        await app.inject({ url: `/v3/mci/my-courses/slug/${course.slug}/chapters`, headers: ana })
      ).json().data as LdiChapter[];
      const types = new Set<string>();
      for (const summary of chapters[0]?.items ?? []) {
        const item = (await app.inject({ url: `/v3/mci/items/${summary.id}`, headers: ana })).json()
          .data as LdiItem;
        for (const block of item.blocks) types.add(block.type);
      }
      expect([...types]).toEqual(expect.arrayContaining(['text', 'youtube', 'question', 'cast']));
    }
  });

  it('filters blocks with the *_only parameters', async () => {
    const chapters = (
      await app.inject({ url: `/v3/mci/my-courses/slug/${FLAGSHIP}/chapters`, headers: ana })
    ).json().data as LdiChapter[];
    const questionsItem = chapters[0]?.items[1]?.id;
    const onlyQuestions = (
      await app.inject({ url: `/v3/mci/items/${questionsItem}?question_only=1`, headers: ana })
    ).json().data as LdiItem;
    expect(onlyQuestions.blocks.map((b) => b.type)).toEqual(['question', 'question', 'notebook']);
  });

  it('answers 404 for an unknown course and 403 for a course the student does not own', async () => {
    const unknown = await app.inject({ url: '/v3/mci/courses/slug/curso-que-nao-existe', headers: ana });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('curso-que-nao-existe');

    const notOwned = await app.inject({
      url: `/v3/mci/my-courses/slug/${FLAGSHIP}/chapters`,
      headers: bruno,
    });
    expect(notOwned.statusCode).toBe(403);
    expect(notOwned.json().error.tag).toBe('COURSE_NOT_OWNED');
  });
});

describe('trails, tutorings and VIP rooms', () => {
  it.each([
    ['/v3/strategic-trails', 'Trilha Estratégica Polícia Federal - Agente', 'trilha-policia-federal-agente'],
    ['/v3/tutorings', 'Monitoria Polícia Federal', 'monitoria-policia-federal'],
    ['/v3/vip-rooms', 'Sala VIP Polícia Federal', 'sala-vip-policia-federal'],
  ])('%s lists the catalogue of the vertical and finds by slug', async (base, title, slug) => {
    const catalog = await app.inject({ url: `${base}/catalog`, headers: ana });
    expect(catalog.json().data.map((entry: { title: string }) => entry.title)).toContain(title);
    expect(catalog.json().data[0]).not.toHaveProperty('vertical');

    const other = await app.inject({ url: `${base}/catalog`, headers: { ...ana, 'x-vertical': 'oab' } });
    expect(other.json().data.map((entry: { title: string }) => entry.title)).not.toContain(title);

    expect((await app.inject({ url: `${base}/slug/${slug}`, headers: ana })).json().data.title).toBe(title);
    expect((await app.inject({ url: `${base}/slug/nao-existe`, headers: ana })).statusCode).toBe(404);
  });

  it('names tutorings Curso Especial in the oab catalogue', async () => {
    const oab = await app.inject({ url: '/v3/tutorings/catalog', headers: { ...ana, 'x-vertical': 'oab' } });
    expect(oab.json().data[0].title).toMatch(/^Curso Especial/);
  });
});
