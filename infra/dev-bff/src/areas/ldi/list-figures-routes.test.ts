import type { FastifyInstance } from 'fastify';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);
// positional ids: flagship course 1001 (chapters 10011..10013, 9 items; Ana finished chapter 10011's 3 items),
// course 1002 (Ana finished its first item), Ana's custom course 9001; Bruno has no courses
const FLAGSHIP = 1001;
const SECOND = 1002;
const CUSTOM = 9001;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const get = (url: string, headers = ana) => app.inject({ url, headers });
const post = (url: string, payload: unknown, headers = ana) =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

describe('GET /v3/mci/courses-progress?course_ids', () => {
  it("answers each listed course's percentage and items done, as course-progress does", async () => {
    const response = await get(`/v3/mci/courses-progress?course_ids=${FLAGSHIP},${SECOND}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { course_id: FLAGSHIP, percentage: 33, completed_items: 3, total_items: 9 },
      { course_id: SECOND, percentage: 11, completed_items: 1, total_items: 9 },
    ]);
    const single = (await get(`/v3/mci/my-courses/${FLAGSHIP}/course-progress`)).json().data;
    expect(response.json().data[0]).toEqual({ course_id: FLAGSHIP, ...single });

    await app.inject({
      method: 'POST',
      url: `/v3/mci/my-courses/${SECOND}/item/100221/completed`,
      headers: ana,
    });
    expect((await get(`/v3/mci/courses-progress?course_ids=${SECOND}`)).json().data[0]).toMatchObject({
      completed_items: 2,
      percentage: 22,
    });
  });

  it('leaves out the courses the student cannot read, and refuses a missing or malformed list', async () => {
    const notOwned = await get(`/v3/mci/courses-progress?course_ids=${FLAGSHIP},999999`, bruno);
    expect(notOwned.json().data).toEqual([]);
    const custom = await get(`/v3/mci/courses-progress?course_ids=${CUSTOM}`);
    expect(custom.json().data).toEqual([expect.objectContaining({ course_id: CUSTOM, completed_items: 0 })]);
    expect((await get('/v3/mci/courses-progress')).statusCode).toBe(400);
    expect((await get('/v3/mci/courses-progress?course_ids=abc')).statusCode).toBe(400);
    expect((await get('/v3/mci/courses-progress?course_ids=1001', {} as typeof ana)).statusCode).toBe(401);
  });
});

describe('GET /bff/mci/study_time/courses/time-spent', () => {
  it("answers the time spent in each of the student's courses of the vertical: seeded plus the block times sent", async () => {
    const before = (await get('/bff/mci/study_time/courses/time-spent')).json().data;
    expect(before).toEqual(
      expect.arrayContaining([
        { course_id: FLAGSHIP, seconds: 95 * 60 },
        { course_id: SECOND, seconds: 20 * 60 },
        { course_id: CUSTOM, seconds: 0 },
      ]),
    );
    await get('/v3/mci/blocks/1001111/time?current_seconds=40');
    const after = (await get('/bff/mci/study_time/courses/time-spent')).json().data;
    expect(after).toContainEqual({ course_id: FLAGSHIP, seconds: 95 * 60 + 40 });
  });

  it('answers an empty list to a student without courses', async () => {
    expect((await get('/bff/mci/study_time/courses/time-spent', bruno)).json().data).toEqual([]);
  });
});

describe('GET /bff/mci/courses/estimate_durations?course_ids', () => {
  it('answers the estimate of each listed course, the same as its own estimate_durations', async () => {
    const { data } = (
      await get(`/bff/mci/courses/estimate_durations?course_ids=${FLAGSHIP},${SECOND}`)
    ).json();
    const single = (await get(`/v3/mci/courses/${FLAGSHIP}/estimate_durations`)).json().data;
    expect(data).toEqual([
      { course_id: FLAGSHIP, seconds: single.seconds },
      { course_id: SECOND, seconds: expect.any(Number) },
    ]);
    expect(data[1].seconds).toBeGreaterThan(0);
  });

  it('accepts the ids as repeated parameters too, and refuses more than 100', async () => {
    const repeated = await get(
      `/bff/mci/courses/estimate_durations?course_ids=${FLAGSHIP}&course_ids=${SECOND}`,
    );
    expect(repeated.json().data).toHaveLength(2);
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect((await get(`/bff/mci/courses/estimate_durations?course_ids=${many}`)).statusCode).toBe(400);
  });
});

describe('POST /v3/mci/completed-documents/get', () => {
  it('says which listed documents are completed (every item done)', async () => {
    const before = await post('/v3/mci/completed-documents/get', { document_ids: [FLAGSHIP, SECOND] });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual([
      { document_id: FLAGSHIP, completed: false },
      { document_id: SECOND, completed: false },
    ]);
    for (const chapter of [10012, 10013]) {
      await app.inject({
        method: 'POST',
        url: `/v3/mci/my-courses/${FLAGSHIP}/chapter/${chapter}/completed`,
        headers: ana,
      });
    }
    const after = await post('/v3/mci/completed-documents/get', { document_ids: [FLAGSHIP] });
    expect(after.json().data).toEqual([{ document_id: FLAGSHIP, completed: true }]);
  });

  it('refuses an empty list and unknown fields, and leaves out documents the student cannot read', async () => {
    expect((await post('/v3/mci/completed-documents/get', { document_ids: [] })).statusCode).toBe(400);
    expect((await post('/v3/mci/completed-documents/get', { ids: [FLAGSHIP] })).statusCode).toBe(400);
    const other = await post('/v3/mci/completed-documents/get', { document_ids: [FLAGSHIP] }, bruno);
    expect(other.json().data).toEqual([]);
  });
});
