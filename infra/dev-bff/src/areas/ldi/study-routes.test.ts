import type { FastifyInstance } from 'fastify';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);
// positional ids: course 1001, chapters 10011 and 10012, item 100111 (blocks 1001111…), item 100121
const COURSE = 1001;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const post = (url: string, payload: Record<string, unknown>, headers = ana) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('study time per chapter and item', () => {
  it('adds up the block times of each chapter and item asked', async () => {
    await app.inject({ url: '/v3/mci/blocks/1001111/time?current_seconds=40', headers: ana });
    await app.inject({ url: '/v3/mci/blocks/1001112/time?current_seconds=20', headers: ana });
    await app.inject({ url: '/v3/mci/blocks/1001211/time?current_seconds=15', headers: ana });

    const chapters = await post('/ldi/api/study_time/chapters', {
      chapter_ids: [10011, 10012],
      course_id: COURSE,
    });
    expect(chapters.json().data).toEqual([
      { chapter_id: 10011, seconds: 60 },
      { chapter_id: 10012, seconds: 15 },
    ]);
    const items = await post('/ldi/api/study_time/items', { items: [100111, 100112], course_id: COURSE });
    expect(items.json().data).toEqual([
      { item_id: 100111, seconds: 60 },
      { item_id: 100112, seconds: 0 },
    ]);
  });

  it('refuses an empty list, a chapter of another course and a course the student does not own', async () => {
    expect(
      (await post('/ldi/api/study_time/chapters', { chapter_ids: [], course_id: COURSE })).statusCode,
    ).toBe(400);
    const other = await post('/ldi/api/study_time/items', { items: [100211], course_id: COURSE });
    expect(other.json().error.tag).toBe('ITEM_NOT_FOUND');
    const notOwned = await post(
      '/ldi/api/study_time/chapters',
      { chapter_ids: [10011], course_id: COURSE },
      bruno,
    );
    expect(notOwned.statusCode).toBe(403);
  });
});

describe('estimated duration', () => {
  it('sums the blocks of each chapter and of the document', async () => {
    const { data } = (
      await app.inject({ url: `/v3/mci/courses/${COURSE}/estimate_durations`, headers: ana })
    ).json();
    expect(data.course_id).toBe(COURSE);
    expect(data.chapters).toHaveLength(3);
    expect(data.seconds).toBe(
      data.chapters.reduce((sum: number, c: { seconds: number }) => sum + c.seconds, 0),
    );
    expect(data.seconds).toBeGreaterThan(0);
  });
});

describe('favourites', () => {
  it('adds, lists and removes a favourite document', async () => {
    expect((await post('/v3/mci/favorites', { id: COURSE })).statusCode).toBe(201);
    await post('/v3/mci/favorites', { id: COURSE });
    const list = (await app.inject({ url: '/v3/mci/favorites', headers: ana })).json().data;
    expect(list).toEqual([expect.objectContaining({ id: COURSE, is_my_course: true })]);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/v3/mci/favorites',
      headers: ana,
      payload: { id: COURSE },
    });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ url: '/v3/mci/favorites', headers: ana })).json().data).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: '/v3/mci/favorites',
      headers: ana,
      payload: { id: COURSE },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('accessed contents', () => {
  it('records the chapters opened, the last one once and at the end', async () => {
    await post('/v3/mci/accessed-contents', { course_id: COURSE, document_id: 10011, course_type: 'course' });
    await post('/v3/mci/accessed-contents', { course_id: COURSE, document_id: 10012, course_type: 'course' });
    await post('/v3/mci/accessed-contents', { course_id: COURSE, document_id: 10011, course_type: 'course' });
    const list = (
      await app.inject({ url: `/v3/mci/accessed-contents?course_id=${COURSE}`, headers: ana })
    ).json().data;
    expect(list.map((entry: { document_id: number }) => entry.document_id)).toEqual([10012, 10011]);
    const wrong = await post('/v3/mci/accessed-contents', { course_id: COURSE, document_id: 10021 });
    expect(wrong.statusCode).toBe(404);
  });
});
