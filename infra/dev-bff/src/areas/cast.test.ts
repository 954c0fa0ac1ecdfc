import type { FastifyInstance } from 'fastify';
import type { CastAlbumDetail, CastAlbumPage, CastHome } from 'shared-contracts';
import { buildServer } from '../server';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../seed-students';
import { SEED_ALBUMS } from './cast/seed-albums';
import { clientInject } from '../testing/client-inject';

let app: FastifyInstance;
let cookie: string;
let novoCookie: string;

async function signIn(email: string): Promise<string> {
  const response = await clientInject(app, {
    method: 'GET',
    url: `/auth/dev-login?email=${encodeURIComponent(email)}&redirect=/cast`,
  });
  const setCookie = response.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error(`sem cookie de sessão para ${email}`);
  return first.split(';')[0] as string;
}

beforeAll(async () => {
  app = buildServer();
  await app.ready();
  cookie = await signIn(ALUNO_EMAIL);
  novoCookie = await signIn(NOVO_EMAIL);
});

afterAll(async () => {
  await app.close();
});

beforeEach(async () => {
  await clientInject(app, { method: 'POST', url: '/__control/reset' });
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return clientInject(app, {
    method,
    url,
    headers: { cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('cast catalogue', () => {
  it('seeds at least 6 albums with pt-BR titles, teachers and tracks with durations', () => {
    expect(SEED_ALBUMS.length).toBeGreaterThanOrEqual(6);
    for (const album of SEED_ALBUMS) {
      expect(album.teachers.length).toBeGreaterThan(0);
      expect(album.tracks.length).toBeGreaterThan(0);
      expect(album.tracks.every((track) => track.duration > 0)).toBe(true);
    }
  });

  it('needs a signed-in student', async () => {
    expect((await clientInject(app, { method: 'GET', url: '/v3/cast/home' })).statusCode).toBe(401);
  });

  it('home: shelves of the vertical’s albums with cover, teachers and track count', async () => {
    const response = await call('GET', '/v3/cast/home');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: CastHome }>();
    expect(data.shelves.length).toBeGreaterThan(1);
    const album = data.shelves.flatMap((shelf) => shelf.albums).find((a) => a.id === 1);
    expect(album).toMatchObject({
      title: 'Direito Constitucional em Áudio',
      tracks_count: 6,
      favorite: true,
      teachers: [{ name: 'Prof. Marcelo Andrade' }],
    });
    expect(album?.image_url).toBe('/static-bff/cast/covers/1.svg');

    const medicina = (await call('GET', '/v3/cast/home', undefined, { 'x-vertical': 'medicina' })).json<{
      data: CastHome;
    }>();
    expect(new Set(medicina.data.shelves.flatMap((shelf) => shelf.albums.map((a) => a.title)))).toEqual(
      new Set(['Cardiologia para Residência', 'Pediatria Essencial']),
    );
  });

  it('published albums paginate (default 10) and search by name; an album page lists its tracks in order', async () => {
    const page = (await call('GET', '/v3/cast/albums/published?page=1&per_page=2')).json<{
      data: CastAlbumPage;
    }>();
    expect(page.data.items).toHaveLength(2);
    expect(page.data.pagination).toMatchObject({ page: 1, per_page: 2, total: 6 });
    const searched = (
      await call('GET', `/v3/cast/albums/published?album_name=${encodeURIComponent('logico')}`)
    ).json<{ data: CastAlbumPage }>();
    expect(searched.data.items.map((a) => a.title)).toEqual(['Raciocínio Lógico sem Mistério']);

    const detail = (await call('GET', '/v3/cast/albums/published/1')).json<{ data: CastAlbumDetail }>();
    expect(detail.data.tracks.map((t) => t.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(detail.data.tracks[0]).toMatchObject({
      id: 101,
      title: 'Princípios fundamentais (arts. 1º a 4º)',
      duration: 754,
      position: 312,
      teachers: [{ name: 'Prof. Marcelo Andrade' }],
    });

    const missing = await call('GET', '/v3/cast/albums/published/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { message: expect.stringContaining('Álbum não encontrado'), tag: 'NOT_FOUND' },
    });
  });

  it('favourites: listed with per_page 9999, added and removed (kept until reset), per student', async () => {
    const before = (await call('GET', '/v3/cast/albums/favorites?page=1&per_page=9999')).json<{
      data: CastAlbumPage;
    }>();
    expect(before.data.items.map((a) => a.id)).toEqual([1, 4]);

    expect((await call('POST', '/v3/cast/favorite/album/2')).json()).toEqual({
      data: { album_id: 2, favorite: true },
    });
    expect((await call('DELETE', '/v3/cast/favorite/album/1')).json()).toEqual({
      data: { album_id: 1, favorite: false },
    });
    const after = (await call('GET', '/v3/cast/albums/favorites?page=1&per_page=9999')).json<{
      data: CastAlbumPage;
    }>();
    expect(after.data.items.map((a) => a.id)).toEqual([4, 2]);

    const novo = (
      await call('GET', '/v3/cast/albums/favorites?per_page=9999', undefined, { cookie: novoCookie })
    ).json<{ data: CastAlbumPage }>();
    expect(novo.data.items).toEqual([]);
    expect((await call('POST', '/v3/cast/favorite/album/999')).statusCode).toBe(404);

    await clientInject(app, { method: 'POST', url: '/__control/reset' });
    const reset = (await call('GET', '/v3/cast/albums/favorites?per_page=9999')).json<{
      data: CastAlbumPage;
    }>();
    expect(reset.data.items.map((a) => a.id)).toEqual([1, 4]);
  });

  it('track URL points at the BFF’s cast audio (over 30 s, so a saved position can resume), served with ranges', async () => {
    const response = await call('POST', '/v3/cast/tracks/album', { track_id: 101, album_id: 1 });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/static-bff\/cast-audio\/\d\.wav$/);
    const audio = await clientInject(app, { method: 'GET', url });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    // 16-bit mono at 4 kHz: bytes after the 44-byte header give the length in seconds
    expect((Number(audio.headers['content-length']) - 44) / 8000).toBe(120);
    const part = await clientInject(app, { method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    expect((await clientInject(app, { method: 'GET', url: '/static-bff/cast-audio/9.wav' })).statusCode).toBe(
      404,
    );

    expect((await call('POST', '/v3/cast/tracks/album', { track_id: 101, album_id: 2 })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/v3/cast/tracks/album', { track_id: '101', album_id: 1 })).statusCode).toBe(
      400,
    );
    // the first audio request synthesises every cast tone: seconds of CPU on a busy two-core machine
  }, 30_000);

  it('saves a track position (validated) and reads it back from the track', async () => {
    const saved = await call('PUT', '/v3/cast/tracks/position', {
      album_id: 1,
      track_id: 103,
      position: 90.5,
    });
    expect(saved.json()).toEqual({ data: { album_id: 1, track_id: 103, position: 90.5 } });
    expect((await call('GET', '/v3/cast/tracks/103')).json().data).toMatchObject({
      id: 103,
      album_id: 1,
      position: 90.5,
    });

    const tooFar = await call('PUT', '/v3/cast/tracks/position', {
      album_id: 1,
      track_id: 103,
      position: 99999,
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.message).toContain('position');
    expect(
      (await call('PUT', '/v3/cast/tracks/position', { album_id: 1, track_id: 103, position: -1 }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', '/v3/cast/tracks/position', { album_id: 1, track_id: 103 })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('PUT', '/v3/cast/tracks/position', {
          album_id: 1,
          track_id: 103,
          position: 1,
          extra: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/v3/cast/tracks/9999')).statusCode).toBe(404);
  });

  it('serves the album covers as SVG images', async () => {
    const cover = await clientInject(app, { method: 'GET', url: '/static-bff/cast/covers/3.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('<svg');
    expect(
      (await clientInject(app, { method: 'GET', url: '/static-bff/cast/covers/99.svg' })).statusCode,
    ).toBe(404);
  });
});

describe('cast teachers, shelves, heard state, likes and search', () => {
  const MED = { 'x-vertical': 'medicina' };

  it('lists published teachers of the vertical (10 a page) and a teacher’s albums', async () => {
    const teachers = (await call('GET', '/v3/cast/teachers/published?page=1&per_page=10')).json().data;
    expect(teachers.pagination).toMatchObject({ page: 1, per_page: 10 });
    const marcelo = teachers.items.find((t: { name: string }) => t.name === 'Prof. Marcelo Andrade');
    expect(marcelo.albums_count).toBeGreaterThanOrEqual(2);
    const albums = (await call('GET', `/v3/cast/albums/published/teacher/${marcelo.id}`)).json().data;
    expect(albums.teacher).toEqual(marcelo);
    expect(albums.items.map((a: { id: number }) => a.id)).toContain(1);
    const med = (await call('GET', '/v3/cast/teachers/published', undefined, MED)).json().data;
    expect(med.items.map((t: { name: string }) => t.name)).toContain('Dr. Eduardo Vasconcelos');
    expect(med.items.map((t: { name: string }) => t.name)).not.toContain('Prof. Marcelo Andrade');
    expect((await call('GET', '/v3/cast/albums/published/teacher/999')).statusCode).toBe(404);
  });

  it('serves shelves from the server: published, one shelf filtered by album name, and shelf filters', async () => {
    const shelves = (await call('GET', '/v3/cast/shelves/published')).json().data;
    expect(shelves.items[0]).toMatchObject({ id: 1, title: 'Destaques da semana' });
    const direito = (await call('GET', '/v3/cast/shelves/2?album_name=constitucional')).json().data;
    expect(direito.title).toBe('Direito');
    expect(direito.albums.map((a: { title: string }) => a.title)).toEqual([
      'Direito Constitucional em Áudio',
    ]);
    expect((await call('GET', '/v3/cast/shelves/999')).statusCode).toBe(404);
    expect((await call('GET', '/v3/cast/shelves/filters')).json().data).toContainEqual({
      id: 2,
      title: 'Direito',
    });
    const filter = (await call('GET', '/bff/search/v2/filters/cast/shelves?q=dir&page=1&per_page=10')).json();
    expect(filter.data.items).toEqual([{ id: 2, title: 'Direito' }]);
  });

  it('searches albums and tracks aggregated, within the chosen shelves', async () => {
    const found = await call('POST', '/bff/search/v2/casts/aggregated', {
      q: 'remédios',
      entity_types: ['albums', 'tracks'],
      shelves: [],
      page: 1,
      per_page: 10,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.tracks.items[0]).toMatchObject({
      id: 103,
      title: 'Remédios constitucionais',
      album_title: 'Direito Constitucional em Áudio',
    });
    const inShelf = (
      await call('POST', '/bff/search/v2/casts/aggregated', {
        q: '',
        entity_types: ['albums'],
        shelves: [4],
        page: 1,
        per_page: 10,
      })
    ).json().data;
    expect(inShelf.albums.items).toEqual([]);
    expect(inShelf.tracks.items).toEqual([]);
    expect(
      (await call('POST', '/bff/search/v2/casts/aggregated', { q: 'x', entity_types: ['podcasts'] }))
        .statusCode,
    ).toBe(400);
  });

  it('marks tracks heard (the album too once every track is), albums heard and unheard', async () => {
    const answer = await call('POST', '/v3/cast/tracks/heard', { album_id: 1, track_id: 101 });
    expect(answer.json()).toEqual({ data: { album_id: 1, track_id: 101, heard: true, album_heard: false } });
    const album = (await call('GET', '/v3/cast/albums/published/1')).json().data;
    expect(album.tracks[0].heard).toBe(true);
    expect((await call('POST', '/v3/cast/albums/heard/1')).json().data).toEqual({ album_id: 1, heard: true });
    const heard = (await call('GET', '/v3/cast/albums/published/1')).json().data;
    expect(heard.heard).toBe(true);
    expect(heard.tracks.every((t: { heard: boolean }) => t.heard)).toBe(true);
    await call('DELETE', '/v3/cast/albums/heard/1');
    const unheard = (await call('GET', '/v3/cast/albums/published/1')).json().data;
    expect(unheard.heard).toBe(false);
    expect(unheard.tracks.some((t: { heard: boolean }) => t.heard)).toBe(false);
  });

  it('likes and dislikes a track (a repeat clears it), seen on the album and kept until reset', async () => {
    const seeded = (await call('GET', '/v3/cast/albums/published/1')).json().data;
    expect(seeded.tracks[0].reaction).toBe('like');
    expect((await call('POST', '/v3/cast/favorite/like', { album_id: 1, track_id: 102 })).json()).toEqual({
      data: { track_id: 102, reaction: 'like' },
    });
    expect(
      (await call('POST', '/v3/cast/favorite/dislike', { album_id: 1, track_id: 102 })).json().data,
    ).toEqual({
      track_id: 102,
      reaction: 'dislike',
    });
    expect(
      (await call('POST', '/v3/cast/favorite/dislike', { album_id: 1, track_id: 102 })).json().data.reaction,
    ).toBeNull();
    expect((await call('POST', '/v3/cast/favorite/like', { album_id: 2, track_id: 102 })).statusCode).toBe(
      400,
    );
  });

  it('lists published tracks (10 a page) and recent activities on the home, which can be removed', async () => {
    const tracks = (await call('GET', '/v3/cast/tracks/published?page=1&per_page=10')).json().data;
    expect(tracks.items).toHaveLength(10);
    expect(tracks.items[0]).toMatchObject({ album_title: expect.any(String), reaction: expect.anything() });
    const home = (await call('GET', '/v3/cast/home')).json().data;
    expect(home.recent_activities[0]).toMatchObject({ id: 1, track_id: 102, album_id: 1 });
    expect((await call('DELETE', '/v3/cast/recent-activities/1')).statusCode).toBe(200);
    expect(
      (await call('GET', '/v3/cast/home')).json().data.recent_activities.map((a: { id: number }) => a.id),
    ).toEqual([2]);
    expect((await call('DELETE', '/v3/cast/recent-activities/1')).statusCode).toBe(404);
  });
});
