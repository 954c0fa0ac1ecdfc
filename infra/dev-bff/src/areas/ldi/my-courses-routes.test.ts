import type { FastifyInstance } from 'fastify';
import {
  VERTICAL_IDS,
  type CatalogCourse,
  type CourseClassification,
  type CourseDetail,
  type CourseSearchHit,
  type CourseShelf,
  type LdiCourse,
} from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { clientInject } from '../../testing/client-inject';
import { signInHeaders } from '../../testing/sign-in-headers';
import { PRODUCT_COURSE_SLUGS } from './my-courses-seed';

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

const get = async (url: string, headers: Record<string, string> = ana) =>
  (await app.inject({ url, headers })).json();
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = ana) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const flagshipId = async () => (await get(`/v3/courses/slug/${FLAGSHIP}`)).data.id as number;

describe('my courses: tabs, classifications and catalogue', () => {
  it('gives the tabs with their counts', async () => {
    const { data } = await get('/bff/courses/my-courses/tabs');
    expect(data.map((tab: { title: string }) => tab.title)).toEqual([
      'Meus cursos',
      'Favoritos',
      'Personalizados',
    ]);
    expect(data[0].count).toBeGreaterThanOrEqual(6);
  });

  it.each(VERTICAL_IDS)('has pt-BR categories with sub-categories in %s', async (vertical) => {
    const body = await get('/v3/courses/catalog/classifications?page=1&per_page=150', {
      ...ana,
      'x-vertical': vertical,
    });
    const categories = body.data as CourseClassification[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]!.children.length).toBeGreaterThan(0);
    expect(body.pagination).toMatchObject({ page: 1, per_page: 150 });
  });

  it('filters the catalogue by classification ids and refuses an empty id', async () => {
    const [category] = (await get('/v3/courses/catalog/classifications')).data as CourseClassification[];
    const all = (await get('/v3/mci/my-courses/catalog?page=1&perPage=45')).data as CatalogCourse[];
    const filtered = await get(
      `/v3/mci/my-courses/catalog?page=1&perPage=45&classificationIds[0]=${category!.id}`,
    );
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.length).toBeLessThan(all.length);
    expect(filtered.pagination.per_page).toBe(45);
    const sub = await get(
      `/v3/mci/my-courses/catalog?classificationIds[0]=${category!.id}&classificationIds[1]=${category!.children[0]!.id}`,
    );
    expect(sub.data).toHaveLength(1);
    const empty = await app.inject({ url: '/v3/mci/my-courses/catalog?classificationIds[0]=', headers: ana });
    expect(empty.statusCode).toBe(400);
  });
});

describe('my courses: search v2', () => {
  it('finds my courses by a word, accents ignored', async () => {
    const body = await send('POST', '/bff/search/v2/my-courses/aggregated', {
      q: 'constituicao',
      entity_types: ['courses'],
      page: 1,
      per_page: 10,
    });
    const hits = body.json().data as CourseSearchHit[];
    expect(hits.map((course) => course.slug)).toContain(FLAGSHIP);
    const none = await send(
      'POST',
      '/bff/search/v2/my-courses/aggregated',
      { q: 'constituicao', entity_types: ['courses'], page: 1, per_page: 10 },
      bruno,
    );
    expect(none.json().data).toEqual([]);
  });

  it('lists shelves and one shelf; onlyHasAccess keeps only the courses the student has', async () => {
    const shelves = (
      await send('POST', '/bff/search/v2/courses/shelves', { q: '', page: 1, per_page: 10 })
    ).json().data as CourseShelf[];
    expect(shelves.map((shelf) => shelf.title)).toEqual(['Mais estudados', 'Novidades']);
    const open = await send(
      'POST',
      '/bff/search/v2/courses/shelves/mais-estudados',
      { q: '', shelves: ['mais-estudados'], page: 1, per_page: 10, filters: { onlyHasAccess: true } },
      bruno,
    );
    expect(open.json().data.items).toEqual([]);
    const anyAccess = await send(
      'POST',
      '/bff/search/v2/courses/shelves/mais-estudados',
      { q: '', page: 1, per_page: 10 },
      bruno,
    );
    expect(anyAccess.json().data.items.length).toBeGreaterThan(0);
    const unknown = await send('POST', '/bff/search/v2/courses/shelves/nao-existe', { q: '' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('my courses: a course, its classes and videos', () => {
  it('gives classes with videos; Ana finished the first class', async () => {
    const detail = (await get(`/v3/courses/${await flagshipId()}`)).data as CourseDetail;
    expect(detail.classes[0]).toMatchObject({ title: 'Direitos Fundamentais', done: true });
    expect(detail.classes[0]!.videos.length).toBeGreaterThan(0);
    expect(detail.progress).toBe(33);
  });

  it('marks the course, a class and a video done and not done, kept until reset', async () => {
    const id = await flagshipId();
    const detail = (await get(`/v3/courses/${id}`)).data as CourseDetail;
    const second = detail.classes[1]!;
    expect((await send('PUT', `/v3/courses/done/${id}`)).json().data.done).toBe(true);
    expect(
      (await send('POST', '/v3/courses/class/done', { course_id: id, class_id: second.id })).json().data
        .classes[1].done,
    ).toBe(true);
    const video = second.videos[0]!;
    const afterVideo = await send('POST', '/v3/courses/video/done', {
      course_id: id,
      class_id: second.id,
      video_id: video.id,
    });
    expect(afterVideo.json().data.classes[1].videos[0].done).toBe(true);
    const again = (await get(`/v3/courses/${id}`)).data as CourseDetail;
    expect(again).toMatchObject({ done: true, progress: 67 });
    await send('POST', '/v3/courses/class/not-done', { course_id: id, class_id: second.id });
    expect((await send('PUT', `/v3/courses/not-done/${id}`)).json().data).toMatchObject({
      done: false,
      progress: 33,
    });
    const wrong = await send('POST', '/v3/courses/class/done', { course_id: id, class_id: 1 });
    expect(wrong.statusCode).toBe(404);
  });

  it('records event logs and refuses one without an event', async () => {
    const id = await flagshipId();
    const logged = await send('POST', '/v3/courses/event-logs', { course_id: id, event: 'course_opened' });
    expect(logged.statusCode).toBe(201);
    expect((await get(`/v3/courses/event-logs?course_id=${id}`)).data).toEqual([
      expect.objectContaining({ course_id: id, event: 'course_opened' }),
    ]);
    expect((await send('POST', '/v3/courses/event-logs', { course_id: id, event: ' ' })).statusCode).toBe(
      400,
    );
  });

  it('answers 401 signed out', async () => {
    expect((await app.inject({ url: '/bff/courses/my-courses/tabs' })).statusCode).toBe(401);
  });
});

describe('the catalogue of all courses', () => {
  const inVertical = (vertical: string, headers: Record<string, string> = ana) => ({
    ...headers,
    'x-vertical': vertical,
  });

  it.each(VERTICAL_IDS)(
    'has pt-BR highlights, a catalogue, categories and search in %s',
    async (vertical) => {
      const headers = inVertical(vertical, bruno);
      const featured = (await get('/v3/courses/featured?per_page=20', headers)).data as LdiCourse[];
      expect(featured.length).toBeGreaterThanOrEqual(3);
      expect(featured.every((course) => course.is_my_course === false)).toBe(true);

      const catalog = await get('/v3/courses/catalog?page=1&per_page=45', headers);
      expect(catalog.data.length).toBeGreaterThanOrEqual(6);
      expect(catalog.pagination).toMatchObject({ page: 1, per_page: 45, last_page: 1 });

      const categorized = (await get('/bff/courses/catalog-categorized', headers))
        .data as (CourseClassification & {
        courses: LdiCourse[];
      })[];
      expect(categorized.length).toBeGreaterThan(0);
      expect(categorized.flatMap((category) => category.courses)).toHaveLength(catalog.pagination.total);

      const classifications = (await get('/bff/courses/catalog/user-classifications', headers))
        .data as CourseClassification[];
      expect(classifications.map((category) => category.name)).toEqual(
        categorized.map((category) => category.name),
      );
      const word = catalog.data[0].title.split(' ')[0] as string;
      const found = await get(
        `/bff/courses/search-service?q=${encodeURIComponent(word)}&page=1&per_page=10`,
        headers,
      );
      expect(found.data.map((course: CourseSearchHit) => course.slug)).toContain(catalog.data[0].slug);
    },
  );

  it('narrows the catalogue by category and sub-category, pages it, and refuses an empty id', async () => {
    const [category] = (await get('/bff/courses/catalog/user-classifications'))
      .data as CourseClassification[];
    const narrowed = await get(`/v3/courses/catalog?classification_ids[0]=${category!.id}`);
    expect(narrowed.data.map((course: LdiCourse) => course.slug)).toEqual([FLAGSHIP]);
    const sub = await get(`/v3/courses/catalog?classification_ids[0]=${category!.children[1]!.id}`);
    expect(sub.data.map((course: LdiCourse) => course.slug)).toEqual([FLAGSHIP]);
    const second = await get('/v3/courses/catalog?page=2&per_page=5');
    expect(second.pagination).toMatchObject({ page: 2, per_page: 5, last_page: 2 });
    expect(second.data.length).toBeGreaterThan(0);
    const empty = await app.inject({ url: '/v3/courses/catalog?classification_ids[0]=', headers: ana });
    expect(empty.statusCode).toBe(400);
  });

  it('finds courses of the whole catalogue, accents ignored, whether the student has them or not', async () => {
    const found = await get('/bff/courses/search-service?q=constituicao', bruno);
    const hit = (found.data as CourseSearchHit[]).find((course) => course.slug === FLAGSHIP);
    expect(hit).toMatchObject({ title: 'Direito Constitucional para Concursos', has_access: false });
    expect(found.pagination).toMatchObject({ page: 1, per_page: 10 });
  });

  it("gives a product's courses by its ecommerce item id, in the product's vertical", async () => {
    const pf = (await get('/v3/courses?ecommerce_item_id=1004')).data as LdiCourse[];
    expect(pf.map((course) => course.slug)).toEqual(PRODUCT_COURSE_SLUGS[1004]);
    const oab = (await get('/v3/courses?ecommerce_item_id=3002', inVertical('oab'))).data as LdiCourse[];
    expect(oab.map((course) => course.title)).toEqual(['Direito Penal para OAB']);
    expect((await get('/v3/courses?ecommerce_item_id=999999')).data).toEqual([]);
    expect((await app.inject({ url: '/v3/courses', headers: ana })).statusCode).toBe(400);
  });

  it('every product names seeded courses of one vertical, and gives them all there', async () => {
    const covered: string[] = [];
    for (const vertical of VERTICAL_IDS) {
      const slugs = new Set(
        ((await get('/v3/courses/catalog?per_page=100', inVertical(vertical))).data as LdiCourse[]).map(
          (course) => course.slug,
        ),
      );
      for (const [id, list] of Object.entries(PRODUCT_COURSE_SLUGS)) {
        if (!slugs.has(list[0]!)) continue;
        covered.push(id);
        expect(list.filter((slug) => !slugs.has(slug))).toEqual([]);
        const courses = (await get(`/v3/courses?ecommerce_item_id=${id}`, inVertical(vertical))).data;
        expect(courses).toHaveLength(list.length);
      }
    }
    expect(covered.sort()).toEqual(Object.keys(PRODUCT_COURSE_SLUGS).sort());
  });

  it("says whether each course is in the student's list, kept until reset", async () => {
    const informatica = () =>
      get('/v3/courses/featured', bruno).then((body) =>
        (body.data as LdiCourse[]).find((course) => course.slug === 'informatica-para-concursos')!,
      );
    const before = await informatica();
    expect(before.is_my_course).toBe(false);
    expect((await send('POST', '/v3/courses/my-courses', { id: before.id }, bruno)).statusCode).toBe(201);
    expect((await informatica()).is_my_course).toBe(true);
    const catalog = (await get('/v3/courses/catalog', bruno)).data as LdiCourse[];
    expect(catalog.find((course) => course.id === before.id)?.is_my_course).toBe(true);
    await clientInject(app, { method: 'POST', url: '/__control/reset' });
    expect((await informatica()).is_my_course).toBe(false);
  });

  it('answers 401 signed out', async () => {
    for (const url of [
      '/v3/courses/featured',
      '/v3/courses/catalog',
      '/v3/courses?ecommerce_item_id=1004',
      '/bff/courses/catalog-categorized',
      '/bff/courses/catalog/user-classifications',
      '/bff/courses/search-service?q=direito',
    ])
      expect((await app.inject({ url })).statusCode).toBe(401);
  });
});
