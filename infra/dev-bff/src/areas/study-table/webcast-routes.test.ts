import type { FastifyInstance } from 'fastify';
import type { WebcastAccess, WebcastSchedule } from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describe('webcast routes', () => {
  it('answers a webcast schedule by slug, its sessions in order at 19:00 São Paulo; 404 for an unknown slug', async () => {
    expect((await app.inject({ url: '/v3/webcast/schedules/slug/semana-da-pf' })).statusCode).toBe(401);
    const schedule = data<WebcastSchedule>(
      await app.inject({ url: '/v3/webcast/schedules/slug/semana-da-pf', headers: ana }),
    );
    expect(schedule).toMatchObject({ id: 7, slug: 'semana-da-pf', title: 'Semana da Polícia Federal' });
    expect(schedule.sessions).toHaveLength(5);
    const starts = schedule.sessions.map((session) => session.start_at);
    expect([...starts].sort()).toEqual(starts);
    for (const session of schedule.sessions) expect(session.start_at).toMatch(/T22:00:00\.000Z$/);
    const unknown = await app.inject({ url: '/v3/webcast/schedules/slug/nao-existe', headers: ana });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.tag).toBe('WEBCAST_NOT_FOUND');
  });

  it("validates a student's access: the way in when allowed, none otherwise", async () => {
    expect((await app.inject({ url: '/v3/webcast/validate_access/7' })).statusCode).toBe(401);
    expect(
      data<WebcastAccess>(await app.inject({ url: '/v3/webcast/validate_access/7', headers: ana })),
    ).toEqual({
      has_access: true,
      url: 'https://webcast.exemplo.com.br/semana-da-pf',
    });
    expect(
      data<WebcastAccess>(await app.inject({ url: '/v3/webcast/validate_access/7', headers: bruno })),
    ).toEqual({
      has_access: false,
      url: null,
    });
    expect(
      data<WebcastAccess>(await app.inject({ url: '/v3/webcast/validate_access/8', headers: ana })),
    ).toEqual({
      has_access: false,
      url: null,
    });
    expect((await app.inject({ url: '/v3/webcast/validate_access/99', headers: ana })).statusCode).toBe(404);
    expect((await app.inject({ url: '/v3/webcast/validate_access/abc', headers: ana })).statusCode).toBe(400);
  });
});
