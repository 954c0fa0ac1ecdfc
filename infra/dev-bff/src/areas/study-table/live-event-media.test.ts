import type { FastifyInstance } from 'fastify';
import type { LiveEvent, LiveEventMedia } from 'shared-contracts';
import { ALUNO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';
import { seedLiveEventMedia } from './live-event-media';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describe('live event media routes', () => {
  it('gives the recording of a class that is over, and where its video is played', async () => {
    const events = data<LiveEvent[]>(await app.inject({ url: '/v3/calendars-v2/live_events', headers: ana }));
    const ended = events.find((event) => Date.parse(event.end_at) < Date.now());
    if (!ended) throw new Error('the seed has an ended class');
    expect((await app.inject({ url: `/v3/calendars-v2/live_event_media/${ended.id}` })).statusCode).toBe(401);

    const media = data<LiveEventMedia>(
      await app.inject({ url: `/v3/calendars-v2/live_event_media/${ended.id}`, headers: ana }),
    );
    expect(media).toMatchObject({ id: ended.id, key: `gravacao-aula-${ended.id}`, duration_seconds: 7200 });
    expect(media.thumbnail).toMatch(/^https:\/\//);

    const video = await app.inject({
      url: `/v3/calendars-v2/live_event_media/video_url/${media.key}`,
      headers: ana,
    });
    expect(video.statusCode).toBe(200);
    expect(data<{ url: string }>(video).url).toMatch(new RegExp(`^https://.+/${media.key}\\.mp4$`));
  });

  it('answers 404 for a class still to come and an unknown key, 400 for a bad id', async () => {
    const events = data<LiveEvent[]>(await app.inject({ url: '/v3/calendars-v2/live_events', headers: ana }));
    const upcoming = events.find((event) => Date.parse(event.start_at) > Date.now());
    if (!upcoming) throw new Error('the seed has an upcoming class');
    const none = await app.inject({ url: `/v3/calendars-v2/live_event_media/${upcoming.id}`, headers: ana });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.tag).toBe('MEDIA_NOT_FOUND');
    expect(
      (await app.inject({ url: '/v3/calendars-v2/live_event_media/video_url/nao-existe', headers: ana }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/v3/calendars-v2/live_event_media/abc', headers: ana })).statusCode,
    ).toBe(400);
  });

  it('seeds one recording per class over, as long as the class', () => {
    const now = Date.parse('2025-03-10T12:00:00.000Z');
    const event = (id: number, start: string, end: string): LiveEvent => ({
      id,
      link_id: `aula-${id}`,
      title: `Aula ${id}`,
      teacher: 'Prof.',
      description: '',
      start_at: start,
      end_at: end,
      url: 'https://aovivo.exemplo.com.br',
    });
    const media = seedLiveEventMedia(
      {
        concursos: [event(1, '2025-03-09T22:00:00.000Z', '2025-03-10T00:00:00.000Z')],
        medicina: [event(2, '2025-03-11T22:00:00.000Z', '2025-03-12T00:00:00.000Z')],
        militares: [],
        oab: [event(3, '2025-03-10T10:00:00.000Z', '2025-03-10T11:30:00.000Z')],
        vestibulares: [],
        'carreiras-juridicas': [],
      },
      now,
    );
    expect(media.map((item) => [item.id, item.duration_seconds])).toEqual([
      [1, 7200],
      [3, 5400],
    ]);
  });
});
