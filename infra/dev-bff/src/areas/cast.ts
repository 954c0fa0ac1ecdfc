import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CastAlbumPage,
  CastAlbumWithReactions,
  CastHeardAnswer,
  CastHomeWithActivities,
  CastPagination,
  CastPublishedTrack,
  CastReactedTrack,
  CastReactionAnswer,
  CastSearchAggregated,
  CastShelfDetail,
  CastShelfFilterPage,
  CastShelfPage,
  CastTeacherAlbums,
  CastTeacherPage,
  CastTeacherProfile,
  CastTrackPage,
  CastResponse,
  CastTrackUrl,
  VerticalId,
} from 'shared-contracts';
import { CAST_PER_PAGE, DEFAULT_PAGE, FAVORITE_ALBUMS_PER_PAGE } from 'shared-contracts';
import type { BffArea, BffContext } from '../area';
import { badRequest, notFound } from '../http-error';
import { createSineWav, parseRange, STATIC_AUDIO_FILES } from '../static-audio';
import {
  jsonTypeName,
  requireInteger,
  requireKnownKeys,
  requireObjectBody,
  requireString,
} from '../validation';
import {
  albumTracks,
  albumsOfVertical,
  CATALOGUE_TRACKS,
  COVER_PREFIX,
  coverSvg,
  coverUrl,
  findSeedAlbum,
  findTeacher,
  findTrack,
  SEED_TEACHERS,
  type SeedTeacher,
  toAlbumTrack,
  toCastAlbum,
  type CatalogueTrack,
} from './cast/cast-catalogue';
import { seedCastState, studentCast, type CastState, type CastStudentState } from './cast/cast-state';
import { SEED_SHELVES, type SeedAlbum } from './cast/seed-albums';

const AREA = 'cast';

/**
 * Cast tracks get longer tones than the shared 20 s files: the dock restarts a track saved within 30 s of
 * its end (spec 1 §9), so resuming needs audio well over 30 s. 120 s at 4 kHz keeps each file under 1 MB.
 */
export const CAST_AUDIO_PREFIX = '/static-bff/cast-audio';
export const CAST_AUDIO_SECONDS = 120;
const CAST_AUDIO_SAMPLE_RATE = 4000;

export function castAudioUrl(id: number): string {
  return `${CAST_AUDIO_PREFIX}/${id}.wav`;
}

let castAudio: Map<string, Buffer> | null = null;

function castAudioFiles(): Map<string, Buffer> {
  castAudio ??= new Map(
    STATIC_AUDIO_FILES.map((file) => [
      `${file.id}.wav`,
      createSineWav(file.frequencyHz, CAST_AUDIO_SECONDS, CAST_AUDIO_SAMPLE_RATE),
    ]),
  );
  return castAudio;
}

function registerCastAudio(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${CAST_AUDIO_PREFIX}/:file`, async (request, reply) => {
    const wav = castAudioFiles().get(request.params.file);
    if (!wav) throw notFound(`Áudio não encontrado: ${request.params.file}.`);
    reply
      .header('content-type', 'audio/wav')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=3600');
    const range = parseRange(request.headers.range, wav.length);
    if (range === 'unsatisfiable')
      return reply.code(416).header('content-range', `bytes */${wav.length}`).send();
    if (range === null) return reply.header('content-length', wav.length).send(wav);
    const part = wav.subarray(range.start, range.end + 1);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${wav.length}`)
      .header('content-length', part.length)
      .send(part);
  });
}

interface CastPageQuery {
  page?: string;
  per_page?: string;
  album_name?: string;
  shelf_id?: string;
  q?: string;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function positiveInt(value: string | undefined, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw badRequest(`Parâmetro ${field} inválido: use um inteiro entre 1 e ${max}.`, 'INVALID_PAGINATION');
  }
  return number;
}

function parseId(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw badRequest(`Id de ${what} inválido: ${value}.`, 'INVALID_ID');
  return Number(value);
}

/** An integer id field of a body. */
function bodyId(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw badRequest(
      `O campo ${field} deve ser um id inteiro positivo (recebido: ${jsonTypeName(value)}).`,
      'INVALID_BODY',
    );
  }
  return value;
}

/** The track of a body's {album_id, track_id}, or a 400/404 saying what is wrong. */
function trackOfBody(body: Record<string, unknown>): CatalogueTrack {
  const albumId = bodyId(body.album_id, 'album_id');
  const trackId = bodyId(body.track_id, 'track_id');
  if (!findSeedAlbum(albumId)) throw notFound(`Álbum não encontrado: ${albumId}.`);
  const track = findTrack(trackId);
  if (!track) throw notFound(`Faixa não encontrada: ${trackId}.`);
  if (track.album_id !== albumId)
    throw badRequest(`A faixa ${trackId} não pertence ao álbum ${albumId}.`, 'TRACK_NOT_IN_ALBUM');
  return track;
}

function pageOf<T>(
  items: readonly T[],
  query: CastPageQuery,
  maxPerPage: number,
): { items: T[]; pagination: CastPagination } {
  const page = positiveInt(query.page, 'page', DEFAULT_PAGE, Number.MAX_SAFE_INTEGER);
  const perPage = positiveInt(query.per_page, 'per_page', CAST_PER_PAGE, maxPerPage);
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    pagination: {
      page,
      per_page: perPage,
      total: items.length,
      last_page: Math.max(1, Math.ceil(items.length / perPage)),
    },
  };
}

function filterByName(albums: SeedAlbum[], name: string | undefined): SeedAlbum[] {
  const term = fold(name?.trim() ?? '');
  return term === '' ? albums : albums.filter((album) => fold(album.title).includes(term));
}

function ok<T>(data: T): CastResponse<T> {
  return { data };
}

function trackView(track: CatalogueTrack, mine: CastStudentState): CastReactedTrack {
  return {
    ...toAlbumTrack(track, {
      position: mine.positions[track.id] ?? 0,
      heard: mine.heardTracks.includes(track.id),
    }),
    reaction: mine.reactions[track.id] ?? null,
  };
}

function publishedTrackView(track: CatalogueTrack, mine: CastStudentState): CastPublishedTrack {
  const album = findSeedAlbum(track.album_id);
  return {
    ...trackView(track, mine),
    album_title: album?.title ?? '',
    album_image_url: coverUrl(track.album_id),
  };
}

function teacherView(teacher: SeedTeacher, albums: readonly SeedAlbum[]): CastTeacherProfile {
  return {
    id: teacher.id,
    name: teacher.name,
    albums_count: albums.filter((album) => album.teachers.includes(teacher.name)).length,
  };
}

/** Ids of a body's `shelves`: an array of positive integers. */
function shelfIds(value: unknown): number[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest('O campo shelves deve ser uma lista de ids.', 'INVALID_BODY');
  return value.map((id) => bodyId(id, 'shelves[]'));
}

const CAST_ENTITY_TYPES = ['albums', 'tracks'] as const;

type Session = { mine: CastStudentState; vertical: VerticalId };
type SignedIn = (
  request: FastifyRequest,
  reply: Parameters<BffContext['requireStudent']>[1],
) => Session | null;

/**
 * Teachers, server shelves and shelf filters, heard state, likes, published tracks, recent activities and
 * the aggregated cast search (spec 2 §7 Cast and Search).
 */
function registerCastLibrary(
  app: FastifyInstance,
  signedIn: SignedIn,
  albumView: (album: SeedAlbum, mine: CastStudentState) => ReturnType<typeof toCastAlbum>,
): void {
  const shelvesOf = (vertical: VerticalId) => {
    const albums = albumsOfVertical(vertical);
    return SEED_SHELVES.map((shelf) => ({
      ...shelf,
      albums: albums.filter((album) => album.shelf_ids.includes(shelf.id)),
    })).filter((shelf) => shelf.albums.length > 0);
  };

  app.get<{ Querystring: CastPageQuery }>('/v3/cast/teachers/published', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const albums = albumsOfVertical(session.vertical);
    const teachers = SEED_TEACHERS.map((teacher) => teacherView(teacher, albums)).filter(
      (teacher) => teacher.albums_count > 0,
    );
    return ok<CastTeacherPage>(pageOf(teachers, request.query, FAVORITE_ALBUMS_PER_PAGE));
  });

  app.get<{ Params: { id: string }; Querystring: CastPageQuery }>(
    '/v3/cast/albums/published/teacher/:id',
    async (request, reply) => {
      const session = signedIn(request, reply);
      if (!session) return reply;
      const teacher = findTeacher(parseId(request.params.id, 'professor'));
      if (!teacher) throw notFound(`Professor não encontrado: ${request.params.id}.`);
      const albums = albumsOfVertical(session.vertical).filter((album) =>
        album.teachers.includes(teacher.name),
      );
      const { items, pagination } = pageOf(albums, request.query, FAVORITE_ALBUMS_PER_PAGE);
      return ok<CastTeacherAlbums>({
        teacher: teacherView(teacher, albums),
        items: items.map((album) => albumView(album, session.mine)),
        pagination,
      });
    },
  );

  app.get<{ Querystring: CastPageQuery }>('/v3/cast/shelves/published', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const shelves = shelvesOf(session.vertical).map((shelf) => ({
      id: shelf.id,
      title: shelf.title,
      albums_count: shelf.albums.length,
    }));
    return ok<CastShelfPage>(pageOf(shelves, request.query, FAVORITE_ALBUMS_PER_PAGE));
  });

  // the favourites' shelf filter: every shelf with albums in the vertical
  app.get('/v3/cast/shelves/filters', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    return ok(shelvesOf(session.vertical).map(({ id, title }) => ({ id, title })));
  });

  app.get<{ Params: { id: string }; Querystring: CastPageQuery }>(
    '/v3/cast/shelves/:id',
    async (request, reply) => {
      const session = signedIn(request, reply);
      if (!session) return reply;
      const id = parseId(request.params.id, 'estante');
      const shelf = shelvesOf(session.vertical).find((candidate) => candidate.id === id);
      if (!shelf) throw notFound(`Estante não encontrada: ${id}.`);
      return ok<CastShelfDetail>({
        id: shelf.id,
        title: shelf.title,
        albums: filterByName(shelf.albums, request.query.album_name).map((album) =>
          albumView(album, session.mine),
        ),
      });
    },
  );

  app.get<{ Querystring: CastPageQuery }>('/bff/search/v2/filters/cast/shelves', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const term = fold(request.query.q?.trim() ?? '');
    const options = shelvesOf(session.vertical)
      .filter((shelf) => fold(shelf.title).includes(term))
      .map(({ id, title }) => ({ id, title }));
    return ok<CastShelfFilterPage>(pageOf(options, request.query, FAVORITE_ALBUMS_PER_PAGE));
  });

  app.post<{ Body: unknown }>('/bff/search/v2/casts/aggregated', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['q', 'entity_types', 'shelves', 'page', 'per_page']);
    const term = fold(requireString(body.q ?? '', 'q').trim());
    const types = body.entity_types === undefined ? [...CAST_ENTITY_TYPES] : body.entity_types;
    if (
      !Array.isArray(types) ||
      !types.every((type) => (CAST_ENTITY_TYPES as readonly unknown[]).includes(type))
    )
      throw badRequest('O campo entity_types aceita: albums, tracks.', 'INVALID_BODY');
    const shelves = shelfIds(body.shelves);
    const page = body.page === undefined ? DEFAULT_PAGE : requireInteger(body.page, 'page', 1, 10_000);
    const perPage =
      body.per_page === undefined ? CAST_PER_PAGE : requireInteger(body.per_page, 'per_page', 1, 100);
    const query = { page: String(page), per_page: String(perPage) };
    const albums = albumsOfVertical(session.vertical).filter(
      (album) => shelves.length === 0 || album.shelf_ids.some((id) => shelves.includes(id)),
    );
    const albumIds = new Set(albums.map((album) => album.id));
    const foundAlbums = types.includes('albums')
      ? albums.filter((album) => fold(album.title).includes(term))
      : [];
    const foundTracks = types.includes('tracks')
      ? CATALOGUE_TRACKS.filter((track) => albumIds.has(track.album_id) && fold(track.title).includes(term))
      : [];
    const albumPage = pageOf(foundAlbums, query, 100);
    const trackPage = pageOf(foundTracks, query, 100);
    return ok<CastSearchAggregated>({
      albums: {
        items: albumPage.items.map((album) => albumView(album, session.mine)),
        pagination: albumPage.pagination,
      },
      tracks: {
        items: trackPage.items.map((track) => publishedTrackView(track, session.mine)),
        pagination: trackPage.pagination,
      },
    });
  });

  app.get<{ Querystring: CastPageQuery }>('/v3/cast/tracks/published', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const albumIds = new Set(albumsOfVertical(session.vertical).map((album) => album.id));
    const tracks = CATALOGUE_TRACKS.filter((track) => albumIds.has(track.album_id));
    const { items, pagination } = pageOf(tracks, request.query, FAVORITE_ALBUMS_PER_PAGE);
    return ok<CastTrackPage>({
      items: items.map((track) => publishedTrackView(track, session.mine)),
      pagination,
    });
  });

  const setAlbumHeard = (mine: CastStudentState, albumId: number, heard: boolean) => {
    const trackIds = albumTracks(albumId).map((track) => track.id);
    mine.heardAlbums = mine.heardAlbums.filter((id) => id !== albumId);
    mine.heardTracks = mine.heardTracks.filter((id) => !trackIds.includes(id));
    if (heard) {
      mine.heardAlbums.push(albumId);
      mine.heardTracks.push(...trackIds);
    }
  };

  app.post<{ Params: { id: string } }>('/v3/cast/albums/heard/:id', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const id = parseId(request.params.id, 'álbum');
    if (!findSeedAlbum(id)) throw notFound(`Álbum não encontrado: ${id}.`);
    setAlbumHeard(session.mine, id, true);
    return ok<CastHeardAnswer>({ album_id: id, heard: true });
  });

  app.delete<{ Params: { id: string } }>('/v3/cast/albums/heard/:id', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const id = parseId(request.params.id, 'álbum');
    if (!findSeedAlbum(id)) throw notFound(`Álbum não encontrado: ${id}.`);
    setAlbumHeard(session.mine, id, false);
    return ok<CastHeardAnswer>({ album_id: id, heard: false });
  });

  app.post<{ Body: unknown }>('/v3/cast/tracks/heard', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['album_id', 'track_id']);
    const track = trackOfBody(body);
    const { mine } = session;
    if (!mine.heardTracks.includes(track.id)) mine.heardTracks.push(track.id);
    const albumHeard = albumTracks(track.album_id).every((t) => mine.heardTracks.includes(t.id));
    if (albumHeard && !mine.heardAlbums.includes(track.album_id)) mine.heardAlbums.push(track.album_id);
    return ok<CastHeardAnswer>({
      album_id: track.album_id,
      track_id: track.id,
      heard: true,
      album_heard: albumHeard,
    });
  });

  for (const reaction of ['like', 'dislike'] as const) {
    app.post<{ Body: unknown }>(`/v3/cast/favorite/${reaction}`, async (request, reply) => {
      const session = signedIn(request, reply);
      if (!session) return reply;
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['album_id', 'track_id']);
      const track = trackOfBody(body);
      // the same reaction twice clears it; the other one replaces it
      if (session.mine.reactions[track.id] === reaction) delete session.mine.reactions[track.id];
      else session.mine.reactions[track.id] = reaction;
      return ok<CastReactionAnswer>({
        track_id: track.id,
        reaction: session.mine.reactions[track.id] ?? null,
      });
    });
  }

  app.delete<{ Params: { id: string } }>('/v3/cast/recent-activities/:id', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const id = parseId(request.params.id, 'atividade');
    if (!session.mine.recent.some((activity) => activity.id === id))
      throw notFound(`Atividade recente não encontrada: ${id}.`);
    session.mine.recent = session.mine.recent.filter((activity) => activity.id !== id);
    return ok({ id, removed: true });
  });
}

/** Cast endpoints of spec 2 §7 (home, albums, favourites, track URL, positions) and the album covers. */
function registerCast(app: FastifyInstance, ctx: BffContext): void {
  const signedIn = (request: FastifyRequest, reply: Parameters<BffContext['requireStudent']>[1]) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return null;
    return {
      student,
      mine: studentCast(ctx.state<CastState>(AREA), student.id),
      vertical: ctx.vertical(request),
    };
  };
  const albumView = (album: SeedAlbum, mine: CastStudentState) =>
    toCastAlbum(album, {
      favorite: mine.favorites.includes(album.id),
      heard: mine.heardAlbums.includes(album.id),
    });
  const visibleAlbums = (vertical: VerticalId) => albumsOfVertical(vertical);
  registerCastLibrary(app, signedIn, albumView);

  app.get('/v3/cast/home', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const albums = visibleAlbums(session.vertical);
    const shelves = SEED_SHELVES.map((shelf) => ({
      id: shelf.id,
      title: shelf.title,
      albums: albums
        .filter((album) => album.shelf_ids.includes(shelf.id))
        .map((album) => albumView(album, session.mine)),
    })).filter((shelf) => shelf.albums.length > 0);
    const recent_activities = session.mine.recent.flatMap((activity) => {
      const track = findTrack(activity.track_id);
      const album = findSeedAlbum(activity.album_id);
      return track && album ? [{ ...activity, title: track.title, album_title: album.title }] : [];
    });
    return ok<CastHomeWithActivities>({ shelves, recent_activities });
  });

  app.get<{ Querystring: CastPageQuery }>('/v3/cast/albums/published', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const albums = filterByName(visibleAlbums(session.vertical), request.query.album_name);
    const { items, pagination } = pageOf(albums, request.query, FAVORITE_ALBUMS_PER_PAGE);
    return ok<CastAlbumPage>({ items: items.map((album) => albumView(album, session.mine)), pagination });
  });

  app.get<{ Params: { id: string } }>('/v3/cast/albums/published/:id', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const album = findSeedAlbum(parseId(request.params.id, 'álbum'));
    if (!album) throw notFound(`Álbum não encontrado: ${request.params.id}.`);
    const tracks = albumTracks(album.id).map((track) => trackView(track, session.mine));
    return ok<CastAlbumWithReactions>({ ...albumView(album, session.mine), tracks });
  });

  app.get<{ Querystring: CastPageQuery }>('/v3/cast/albums/favorites', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const shelfId = request.query.shelf_id ? parseId(request.query.shelf_id, 'estante') : null;
    // favourites are the student's own: every vertical's, in the order they were added
    const favorites = session.mine.favorites
      .map((id) => findSeedAlbum(id))
      .filter(
        (album): album is SeedAlbum =>
          album !== undefined && (shelfId === null || album.shelf_ids.includes(shelfId)),
      );
    const { items, pagination } = pageOf(
      filterByName(favorites, request.query.album_name),
      request.query,
      FAVORITE_ALBUMS_PER_PAGE,
    );
    return ok<CastAlbumPage>({ items: items.map((album) => albumView(album, session.mine)), pagination });
  });

  app.post<{ Params: { id: string } }>('/v3/cast/favorite/album/:id', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const id = parseId(request.params.id, 'álbum');
    if (!findSeedAlbum(id)) throw notFound(`Álbum não encontrado: ${id}.`);
    if (!session.mine.favorites.includes(id)) session.mine.favorites.push(id);
    return ok({ album_id: id, favorite: true });
  });

  app.delete<{ Params: { id: string } }>('/v3/cast/favorite/album/:id', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const id = parseId(request.params.id, 'álbum');
    if (!findSeedAlbum(id)) throw notFound(`Álbum não encontrado: ${id}.`);
    session.mine.favorites = session.mine.favorites.filter((favorite) => favorite !== id);
    return ok({ album_id: id, favorite: false });
  });

  app.post<{ Body: unknown }>('/v3/cast/tracks/album', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['track_id', 'album_id']);
    const track = trackOfBody(body);
    // playing a track makes it the newest recent activity
    const { mine } = session;
    const nextId = Math.max(0, ...mine.recent.map((activity) => activity.id)) + 1;
    mine.recent = [
      { id: nextId, album_id: track.album_id, track_id: track.id, updated_at: new Date().toISOString() },
      ...mine.recent.filter((activity) => activity.track_id !== track.id),
    ];
    // the BFF serves a few generated tones; tracks take turns over them
    const file = STATIC_AUDIO_FILES[(track.id - 1) % STATIC_AUDIO_FILES.length] ?? STATIC_AUDIO_FILES[0];
    return ok<CastTrackUrl>({ url: castAudioUrl(file.id) });
  });

  app.put<{ Body: unknown }>('/v3/cast/tracks/position', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['album_id', 'track_id', 'position']);
    const track = trackOfBody(body);
    const { position } = body;
    if (
      typeof position !== 'number' ||
      !Number.isFinite(position) ||
      position < 0 ||
      position > track.duration
    ) {
      throw badRequest(
        `O campo position deve ser um número de segundos entre 0 e ${track.duration} (duração da faixa).`,
        'INVALID_POSITION',
      );
    }
    session.mine.positions[track.id] = position;
    return ok({ album_id: track.album_id, track_id: track.id, position });
  });

  app.get<{ Params: { id: string } }>('/v3/cast/tracks/:id', async (request, reply) => {
    const session = signedIn(request, reply);
    if (!session) return reply;
    const track = findTrack(parseId(request.params.id, 'faixa'));
    if (!track) throw notFound(`Faixa não encontrada: ${request.params.id}.`);
    return ok(trackView(track, session.mine));
  });

  // covers are public images, like the CDN files they stand for
  app.get<{ Params: { file: string } }>(`${COVER_PREFIX}/:file`, async (request, reply) => {
    const match = /^(\d+)\.svg$/.exec(request.params.file);
    const album = match ? findSeedAlbum(Number(match[1])) : undefined;
    if (!album) throw notFound(`Capa não encontrada: ${request.params.file}.`);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(coverSvg(album));
  });
}

/** Cast (audio) endpoints and seeded albums (spec 2 §7 Cast). */
export const castArea: BffArea<CastState> = {
  name: AREA,
  seed: seedCastState,
  register: (app, ctx) => {
    registerCast(app, ctx);
    registerCastAudio(app);
  },
};
