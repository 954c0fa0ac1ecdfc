import type { FastifyInstance } from 'fastify';
import type { CalendarEvent, StudyCalendar } from 'shared-contracts';
import { ALUNO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const events = async (url: string) =>
  (await app.inject({ url, headers: ana })).json() as { data: CalendarEvent[] };

describe('calendar routes', () => {
  it('lists the calendars, and events of every kind in a date range, by kind and by project', async () => {
    const calendars = (
      (await app.inject({ url: '/v3/calendars', headers: ana })).json() as { data: StudyCalendar[] }
    ).data;
    expect(calendars.map((c) => c.project_id)).toEqual([10, 20, 30]);
    const week = await events(`/v3/calendars/events?minDate=${day(0)}&maxDate=${day(13)}`);
    expect(new Set(week.data.map((e) => e.kind))).toEqual(new Set(['live', 'exam', 'deadline']));
    for (const event of week.data) expect(event.start_at >= `${day(0)}T03:00:00.000Z`).toBe(true);
    const exams = await events(`/v3/calendars/events?minDate=${day(0)}&maxDate=${day(13)}&filter=exam`);
    expect(exams.data.length).toBeGreaterThan(0);
    expect(exams.data.every((e) => e.kind === 'exam')).toBe(true);
    const project = await events(`/v3/calendars-v2/?minDate=${day(0)}&maxDate=${day(13)}&projectIds=10,30`);
    expect(project.data.every((e) => e.project_id === 10 || e.project_id === 30)).toBe(true);
    expect(project.data.some((e) => e.link_id !== null)).toBe(true);
  });

  it("answers a week of every calendar's events with filter=all (what the calendar asks before calendars are chosen)", async () => {
    expect(
      (await app.inject({ url: `/v3/calendars/events?minDate=${day(0)}&maxDate=${day(6)}` })).statusCode,
    ).toBe(401);
    const week = await events(`/v3/calendars/events?minDate=${day(0)}&maxDate=${day(6)}&filter=all`);
    expect(new Set(week.data.map((e) => e.project_id))).toEqual(new Set([10, 20, 30]));
    const project = await events(
      `/v3/calendars-v2/?minDate=${day(0)}&maxDate=${day(6)}&filter=all&projectIds=20`,
    );
    expect(project.data.length).toBeGreaterThan(0);
    expect(project.data.length).toBeLessThan(week.data.length);
    expect(week.data.filter((e) => e.project_id === 20)).toEqual(project.data);
  });

  it('refuses a missing or reversed range and an unknown filter', async () => {
    for (const url of [
      '/v3/calendars/events',
      `/v3/calendars/events?minDate=${day(5)}&maxDate=${day(0)}`,
      `/v3/calendars/events?minDate=${day(0)}&maxDate=${day(5)}&filter=party`,
    ]) {
      expect((await app.inject({ url, headers: ana })).statusCode).toBe(400);
    }
  });
});
