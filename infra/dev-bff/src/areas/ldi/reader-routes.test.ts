import type { FastifyInstance } from 'fastify';
import type { LdiChapter, LdiCourse } from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);
const FLAGSHIP = 'direito-constitucional-para-concursos';
// positional ids: course 1001, chapter 10011, items 100111 (text, youtube, pdf), 100112 (questions), 100113 (cast)
const COURSE = 1001;
const CHAPTER = 10011;
const THEORY = 100111;
const QUESTIONS = 100112;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const get = (url: string, headers = ana) => app.inject({ url, headers });

describe('items', () => {
  it('pages blocks and loads until a deep block in one answer', async () => {
    const first = (await get(`/v3/mci/items/${THEORY}?page=1&per_page=1&order=asc`)).json();
    expect(first.data.blocks.map((b: { type: string }) => b.type)).toEqual(['text']);
    expect(first.pagination).toEqual({ page: 1, per_page: 1, total: 3 });

    const third = (await get(`/v3/mci/items/${THEORY}?page=3&per_page=1`)).json();
    expect(third.data.blocks.map((b: { type: string }) => b.type)).toEqual(['pdfMyDocuments']);

    const until = (await get(`/v3/mci/items/${THEORY}?page=1&per_page=1&load_until_block_id=1001113`)).json();
    expect(until.data.blocks.map((b: { id: number }) => b.id)).toEqual([1001111, 1001112, 1001113]);
    expect(until.pagination.page).toBe(3);
  });

  it('answers metadata when asked and refuses an unknown view mode', async () => {
    const withMeta = (await get(`/v3/mci/items/${THEORY}?should_load_metadata=1`)).json();
    expect(withMeta.data.metadata).toEqual({ completed: true, blocks_total: 3 });
    expect((await get(`/v3/mci/items/${THEORY}`)).json().data.metadata).toBeUndefined();

    const bad = await get(`/v3/mci/items/${THEORY}?view_mode=tudo`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.tag).toBe('INVALID_VIEW_MODE');
  });

  it('keeps the blocks of the view mode: downloads, simple, mark', async () => {
    const types = async (query: string) =>
      (await get(`/v3/mci/items/${THEORY}?${query}`)).json().data.blocks.map((b: { type: string }) => b.type);
    expect(await types('view_mode=downloads')).toEqual(['pdfMyDocuments']);
    expect(await types('view_mode=simple')).toEqual(['text']);
    expect(await types('view_mode=mark')).toEqual([]);
    await app.inject({
      method: 'POST',
      url: '/v3/mci/textSelections',
      headers: ana,
      payload: { block_id: 1001111, kind: 'highlight', text: 'direitos fundamentais' },
    });
    expect(await types('view_mode=mark')).toEqual(['text']);
  });
});

describe('questions in documents', () => {
  const answer = (alternative: number, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'PUT',
      url: '/bff/mci/questions/70001/answer',
      headers: ana,
      payload: {
        alternative_id: alternative,
        block_id: 1001122,
        course_id: COURSE,
        chapter_id: CHAPTER,
        item_id: QUESTIONS,
        ...extra,
      },
    });

  it('says right or wrong and keeps the last answer as already solved', async () => {
    const wrong = await answer(700011);
    expect(wrong.json().data).toMatchObject({ correct: false, correct_alternative_id: 700012 });
    const right = await answer(700012);
    expect(right.json().data).toMatchObject({ correct: true, alternative_id: 700012 });

    const solved = (
      await get(`/bff/mci/questions/already-solved?course_id=${COURSE}&item_id=${QUESTIONS}`)
    ).json();
    expect(solved.data).toEqual([expect.objectContaining({ question_id: 70001, correct: true })]);

    const notebook = await get(
      `/bff/mci/notebook/already-solved/questions?notebook_id=101&course_id=${COURSE}&chapter_id=${CHAPTER}`,
    );
    expect(notebook.json().data).toEqual([{ question_id: 70001, correct: true }]);
  });

  it('refuses a block of another item, an alternative of another question and a missing notebook id', async () => {
    expect((await answer(700012, { item_id: THEORY })).statusCode).toBe(400);
    expect((await answer(700021)).json().error.tag).toBe('INVALID_ALTERNATIVE');
    const missing = await get(
      `/bff/mci/notebook/already-solved/questions?course_id=${COURSE}&chapter_id=${CHAPTER}`,
    );
    expect(missing.statusCode).toBe(400);
  });
});

describe('done marks and progress', () => {
  it('marks an item and a chapter done and not done, changing the percentages', async () => {
    const progress = async () => (await get(`/v3/mci/my-courses/${COURSE}/course-progress`)).json().data;
    const before = await progress();
    expect(before.total_items).toBe(9);

    await app.inject({
      method: 'POST',
      url: `/v3/mci/my-courses/${COURSE}/item/100121/completed`,
      headers: ana,
    });
    expect((await progress()).completed_items).toBe(before.completed_items + 1);

    await app.inject({
      method: 'DELETE',
      url: `/v3/mci/my-courses/${COURSE}/chapter/${CHAPTER}/completed`,
      headers: ana,
    });
    const chapters = (await get(`/v3/mci/my-courses/${COURSE}/chapter-percentage`)).json().data;
    expect(chapters[0]).toEqual({ chapter_id: CHAPTER, percentage: 0 });
    expect(chapters[1]).toEqual({ chapter_id: 10012, percentage: 33 });

    const many = await app.inject({
      method: 'POST',
      url: `/v3/mci/my-courses/${COURSE}/changeCompleteItemsStatus`,
      headers: ana,
      payload: { course_id: COURSE, item_ids: [THEORY, QUESTIONS], value: true },
    });
    expect(many.statusCode).toBe(200);
    expect(
      (await get(`/v3/mci/my-courses/slug/${FLAGSHIP}/chapters`)).json().data[0].items[1].completed,
    ).toBe(true);
  });

  it('refuses done marks on a course the student does not own', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/v3/mci/my-courses/${COURSE}/item/${THEORY}/completed`,
      headers: bruno,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('custom courses', () => {
  it("lists the student's custom courses of the vertical with their chapters, items and track URL", async () => {
    const list = (await get('/v3/mci/custom-courses/?page=1&per_page=20')).json().data as LdiCourse[];
    expect(list.map((course) => course.slug)).toEqual(['meu-plano-concursos']);
    const chapters = (await get(`/v3/mci/custom-courses/${list[0]?.id}/chapters`)).json()
      .data as LdiChapter[];
    expect(chapters).toHaveLength(3);
    const castItem = chapters[0]?.items[2]?.id ?? 0;
    const item = (await get(`/v3/mci/items/${castItem}`)).json().data;
    const cast = item.blocks.find((b: { type: string }) => b.type === 'cast');
    const url = await get(
      `/bff/mci/custom-courses/${list[0]?.id}/blocks/${cast.id}/cast/${cast.cast.track.id}/url`,
    );
    expect(url.json().data.url).toMatch(/^\/static-bff\/audio\/\d\.wav$/);

    expect((await get('/v3/mci/custom-courses/', bruno)).json().data).toEqual([]);
    expect((await get(`/v3/mci/items/${castItem}`, bruno)).statusCode).toBe(403);
  });
});

describe('track URL of an ldi cast block', () => {
  it('answers the audio of a track of the course, by slug', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/v3/mci/my-courses/slug/${FLAGSHIP}/track/url`,
      headers: ana,
      payload: { slug: FLAGSHIP, course_id: COURSE, block_id: 1001131, track_id: 1001131 },
    });
    expect(response.json().data.url).toMatch(/^\/static-bff\/audio\/\d\.wav$/);
    const empty = await app.inject({
      method: 'POST',
      url: '/v3/mci/my-courses/slug//track/url',
      headers: ana,
      payload: { track_id: 1001131 },
    });
    expect(empty.statusCode).toBe(404);
  });
});

describe('text selections', () => {
  it('creates (course_type course by default), lists by item and chapter, edits and removes', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/v3/mci/textSelections',
      headers: ana,
      payload: {
        block_id: 1001111,
        kind: 'note',
        text: 'nenhum direito fundamental é absoluto',
        note: 'Cai sempre',
      },
    });
    expect(created.statusCode).toBe(201);
    const selection = created.json().data;
    expect(selection).toMatchObject({ course_type: 'course', item_id: THEORY, chapter_id: CHAPTER });

    expect((await get(`/v3/mci/items/${THEORY}/selections`)).json().data).toHaveLength(1);
    expect(
      (await get(`/v3/mci/courses/${COURSE}/chapter/${CHAPTER}/text_selections`)).json().data,
    ).toHaveLength(1);

    const edited = await app.inject({
      method: 'PUT',
      url: `/v3/mci/textSelections/${selection.id}`,
      headers: ana,
      payload: { note: 'Cai muito' },
    });
    expect(edited.json().data.note).toBe('Cai muito');
    expect((await get(`/v3/mci/items/${THEORY}/selections`, bruno)).statusCode).toBe(403);

    await app.inject({ method: 'DELETE', url: `/v3/mci/textSelections/${selection.id}`, headers: ana });
    expect((await get(`/v3/mci/items/${THEORY}/selections`)).json().data).toEqual([]);
  });

  it('refuses a note without text and a selection on a video block', async () => {
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/v3/mci/textSelections', headers: ana, payload });
    expect((await post({ block_id: 1001111, kind: 'note', text: 'x' })).json().error.tag).toBe('EMPTY_NOTE');
    expect((await post({ block_id: 1001112, kind: 'highlight', text: 'x' })).json().error.tag).toBe(
      'INVALID_BLOCK',
    );
  });
});

describe('last seen and study time', () => {
  it('keeps where the student stopped', async () => {
    expect((await get(`/v3/mci/my-courses/${COURSE}/last-seen`)).statusCode).toBe(404);
    await app.inject({
      method: 'POST',
      url: '/v3/mci/studentLastSeen/',
      headers: ana,
      payload: {
        course_id: COURSE,
        document_id: 10012,
        block_id: 1001211,
        content_mode: 'complete',
        course_type: 'course',
      },
    });
    expect((await get(`/v3/mci/my-courses/${COURSE}/last-seen`)).json().data).toMatchObject({
      document_id: 10012,
      block_id: 1001211,
    });
  });

  it("answers 'record not found' before any time, then the seconds of the course's blocks", async () => {
    const none = await get(`/ldi/api/study_time/${COURSE}/total_elapsed_time`);
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe('record not found');
    await get('/v3/mci/blocks/1001111/time?current_seconds=30');
    await get('/v3/mci/blocks/1001111/time?current_seconds=60');
    await get('/v3/mci/blocks/1001211/time?current_seconds=15');
    expect((await get(`/ldi/api/study_time/${COURSE}/total_elapsed_time`)).json().data.seconds).toBe(75);
  });
});

describe('files', () => {
  it('serves the PDF the seeds link to', async () => {
    const response = await app.inject({ url: '/static-bff/arquivos/mapa-direitos-fundamentais.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('serves the video a videoMyDocuments block links to, in ranges for seeking', async () => {
    const whole = await app.inject({ url: '/static-bff/videos/direito-constitucional-para-concursos-3.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(whole.rawPayload.includes(Buffer.from('avc1', 'latin1'))).toBe(true);

    const part = await app.inject({
      url: '/static-bff/videos/direito-constitucional-para-concursos-3.mp4',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));

    expect((await app.inject({ url: '/static-bff/videos/../segredo.txt' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/static-bff/videos/aula.avi' })).statusCode).toBe(404);
  });
});

describe('incidences and search', () => {
  it('answers incidences per chapter, the last one without topics', async () => {
    expect((await get('/v3/mci/has-incidences-access')).json().data.has_access).toBe(true);
    const list = (await get(`/v3/mci/my-courses/${COURSE}/goals/7/incidences`)).json().data;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ id: COURSE, topics: [{ name: 'Direitos Fundamentais' }], tiers: ['A'] });
    expect(list[2].topics).toEqual([]);
  });

  it('finds a term in the texts of a document, with the block to open', async () => {
    const found = (
      await get(`/ldi/api/busca?term=historicidade&slug=${FLAGSHIP}&content_mode=complete`)
    ).json();
    expect(found.data).toEqual([
      expect.objectContaining({ chapter_id: CHAPTER, item_id: THEORY, block_id: 1001111 }),
    ]);
    expect(found.data[0].excerpt).toContain('Historicidade');
    expect((await get(`/ldi/api/busca?term=x&slug=${FLAGSHIP}`)).statusCode).toBe(400);
  });
});

describe('callout boxes in the seeds', () => {
  it('marks the Se liga and Bizu boxes as callouts the reader names', async () => {
    const theory = (await get(`/v3/mci/items/${THEORY}`)).json().data.blocks[0].content as string;
    expect(theory).toContain('<blockquote class="callout callout-se-liga">');
    const generic = (await get('/v3/mci/items/100121')).json().data.blocks[0].content as string;
    expect(generic).toContain('<blockquote class="callout callout-bizu">');
  });
});
