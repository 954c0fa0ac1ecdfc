import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CastAlbumDetail,
  CastAlbumPage,
  CastHome,
  CastPagination,
  CastResponse,
  CastTrackUrl,
  VerticalId,
} from 'shared-contracts';
import { CAST_PER_PAGE, DEFAULT_PAGE, FAVORITE_ALBUMS_PER_PAGE } from 'shared-contracts';
import type { BffArea, BffContext } from '../area';
import { badRequest, notFound } from '../http-error';
import { createSineWav, parseRange, STATIC_AUDIO_FILES } from '../static-audio';
import { jsonTypeName, requireKnownKeys, requireObjectBody } from '../validation';
import {
  albumTracks,
  albumsOfVertical,
  COVER_PREFIX,
  coverSvg,
  findSeedAlbum,
  findTrack,
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
    return ok<CastHome>({ shelves });
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
    const tracks = albumTracks(album.id).map((track) =>
      toAlbumTrack(track, {
        position: session.mine.positions[track.id] ?? 0,
        heard: session.mine.heardTracks.includes(track.id),
      }),
    );
    return ok<CastAlbumDetail>({ ...albumView(album, session.mine), tracks });
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
    return ok(
      toAlbumTrack(track, {
        position: session.mine.positions[track.id] ?? 0,
        heard: session.mine.heardTracks.includes(track.id),
      }),
    );
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
