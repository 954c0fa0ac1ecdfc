import type { FastifyInstance } from 'fastify';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { CLIENT_HEADERS, signInHeaders } from '../../testing/sign-in-headers';
import { MAX_LIST_IDS } from './list-figures-routes';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);
// positional ids: course 1001 (chapters 10011..10013), course 1002 (chapters 10021..10023); Ana has every
// seeded course, Bruno none
const FLAGSHIP = 1001;
const SECOND = 1002;
const GOAL = 7;
const LOOKUP = `/v3/mci/my-courses/incidences/goals/${GOAL}`;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const get = (url: string, headers = ana) => app.inject({ url, headers });
const post = (url: string, payload: unknown, headers = ana) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

/** What the GET answers for one course, summed as the POST is documented to: first topic of each entry. */
async function fromGet(courseId: number, goalId: number) {
  const list = (await get(`/v3/mci/my-courses/${courseId}/goals/${goalId}/incidences`)).json().data as {
    topics: { percentage: number }[];
  }[];
  const percentages = list.flatMap((entry) => entry.topics.slice(0, 1).map((topic) => topic.percentage));
  return {
    course_id: courseId,
    incidence_percentage: Math.min(
      100,
      percentages.reduce((sum, value) => sum + value, 0),
    ),
    subjects_count: percentages.length,
  };
}

describe('POST /v3/mci/my-courses/incidences/goals/{goalId} {course_ids}', () => {
  it("answers each listed course's incidence in the goal, computed from the incidences the GET answers", async () => {
    const response = await post(LOOKUP, { course_ids: [FLAGSHIP, SECOND] });
    expect(response.statusCode).toBe(200);
    // chapters 10011 and 10012 of the flagship: (7 + 10011) % 30 + 10 = 38 and 39; the last has no topics
    expect(response.json()).toEqual({
      data: [
        { course_id: FLAGSHIP, incidence_percentage: 77, subjects_count: 2 },
        await fromGet(SECOND, GOAL),
      ],
    });
    expect(response.json().data[0]).toEqual(await fromGet(FLAGSHIP, GOAL));
    // another goal, other figures; repeated ids answered once
    const other = (
      await post('/v3/mci/my-courses/incidences/goals/8', { course_ids: [SECOND, SECOND] })
    ).json();
    expect(other.data).toEqual([await fromGet(SECOND, 8)]);
  });

  it('leaves out the courses the student does not have, and answers only to a signed-in student', async () => {
    expect((await post(LOOKUP, { course_ids: [FLAGSHIP, 999999] })).json().data).toEqual([
      expect.objectContaining({ course_id: FLAGSHIP }),
    ]);
    const notOwned = await post(LOOKUP, { course_ids: [FLAGSHIP] }, bruno);
    expect(notOwned.statusCode).toBe(200);
    expect(notOwned.json().data).toEqual([]);
    // signed out (the requester header still sent, so the CSRF check lets it reach the route)
    expect((await post(LOOKUP, { course_ids: [FLAGSHIP] }, CLIENT_HEADERS as typeof ana)).statusCode).toBe(
      401,
    );
  });

  it.each([
    ['no body', undefined],
    ['a list instead of an object', [FLAGSHIP]],
    ['no course_ids', {}],
    ['an unknown field', { course_ids: [FLAGSHIP], goal_id: GOAL }],
    ['an empty list', { course_ids: [] }],
    ['ids as text', { course_ids: ['1001'] }],
    ['a negative id', { course_ids: [-1] }],
    ['a fractional id', { course_ids: [1.5] }],
    ['too many ids', { course_ids: Array.from({ length: MAX_LIST_IDS + 1 }, (_, index) => index + 1) }],
  ])('refuses %s with a 400', async (_case, body) => {
    const response =
      body === undefined
        ? await app.inject({ method: 'POST', url: LOOKUP, headers: ana })
        : await post(LOOKUP, body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error.message).toBe('string');
  });

  it('refuses a goal id that is not a positive integer', async () => {
    expect(
      (await post('/v3/mci/my-courses/incidences/goals/abc', { course_ids: [FLAGSHIP] })).statusCode,
    ).toBe(400);
    expect((await post('/v3/mci/my-courses/incidences/goals/0', { course_ids: [FLAGSHIP] })).statusCode).toBe(
      400,
    );
  });
});

describe('GET incidences (moved here from the reader routes)', () => {
  it('answers the access check and one course per goal, refusing a course the student does not have', async () => {
    expect((await get('/v3/mci/has-incidences-access')).json()).toEqual({ data: { has_access: true } });
    expect((await get('/v3/mci/has-incidences-access', {} as typeof ana)).statusCode).toBe(401);
    const list = (await get(`/v3/mci/my-courses/${FLAGSHIP}/goals/${GOAL}/incidences`)).json().data;
    expect(list.map((entry: { chapter_id: number }) => entry.chapter_id)).toEqual([10011, 10012, 10013]);
    expect((await get(`/v3/mci/my-courses/${FLAGSHIP}/goals/${GOAL}/incidences`, bruno)).statusCode).toBe(
      403,
    );
    expect((await get(`/v3/mci/my-courses/999999/goals/${GOAL}/incidences`)).statusCode).toBe(404);
    expect((await get(`/v3/mci/my-courses/${FLAGSHIP}/goals/x/incidences`)).statusCode).toBe(400);
  });
});
