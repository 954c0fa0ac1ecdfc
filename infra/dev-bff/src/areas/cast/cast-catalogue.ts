import type { CastAlbum, CastAlbumTrack, VerticalId } from 'shared-contracts';
import { SEED_ALBUMS, type SeedAlbum } from './seed-albums';

/** Where the covers are served (the host and every dev server proxy /static-bff to the BFF). */
export const COVER_PREFIX = '/static-bff/cast/covers';

export interface CatalogueTrack {
  id: number;
  album_id: number;
  order: number;
  title: string;
  duration: number;
  teachers: { name: string }[];
}

/** Tracks get ids album × 100 + order, so an id tells its album at a glance. */
function tracksOf(album: SeedAlbum): CatalogueTrack[] {
  return album.tracks.map((track, index) => ({
    id: album.id * 100 + index + 1,
    album_id: album.id,
    order: index + 1,
    title: track.title,
    duration: track.duration,
    teachers: album.teachers.map((name) => ({ name })),
  }));
}

export const CATALOGUE_TRACKS: readonly CatalogueTrack[] = SEED_ALBUMS.flatMap(tracksOf);

export function findSeedAlbum(id: number): SeedAlbum | undefined {
  return SEED_ALBUMS.find((album) => album.id === id);
}

export function findTrack(id: number): CatalogueTrack | undefined {
  return CATALOGUE_TRACKS.find((track) => track.id === id);
}

export function albumTracks(albumId: number): CatalogueTrack[] {
  return CATALOGUE_TRACKS.filter((track) => track.album_id === albumId);
}

export function albumsOfVertical(vertical: VerticalId): SeedAlbum[] {
  return SEED_ALBUMS.filter((album) => album.verticals.includes(vertical));
}

export function coverUrl(albumId: number): string {
  return `${COVER_PREFIX}/${albumId}.svg`;
}

/** What the student sees of an album: the catalogue data plus their favourite and heard marks. */
export function toCastAlbum(album: SeedAlbum, marks: { favorite: boolean; heard: boolean }): CastAlbum {
  return {
    id: album.id,
    title: album.title,
    description: album.description,
    image_url: coverUrl(album.id),
    teachers: album.teachers.map((name) => ({ name })),
    tracks_count: album.tracks.length,
    favorite: marks.favorite,
    heard: marks.heard,
  };
}

export function toAlbumTrack(
  track: CatalogueTrack,
  marks: { position: number; heard: boolean },
): CastAlbumTrack {
  return { ...track, position: marks.position, heard: marks.heard };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A square SVG cover: the album's gradient, a headphones mark and its title. */
export function coverSvg(album: SeedAlbum): string {
  const [from, to] = album.colors;
  const words = album.title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="24" y="${190 + i * 26}" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(album.title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="320" fill="url(#g)"/><path d="M60 120a40 40 0 0 1 80 0v30h-14v-30a26 26 0 0 0-52 0v30H60z" fill="#fff" opacity=".85"/><rect x="56" y="128" width="22" height="36" rx="6" fill="#fff"/><rect x="122" y="128" width="22" height="36" rx="6" fill="#fff"/>${text}</svg>`;
}

/** A published cast teacher: every name that signs an album, numbered in catalogue order. */
export interface SeedTeacher {
  id: number;
  name: string;
}

export const SEED_TEACHERS: readonly SeedTeacher[] = [
  ...new Set(SEED_ALBUMS.flatMap((album) => album.teachers)),
].map((name, index) => ({ id: index + 1, name }));

export function findTeacher(id: number): SeedTeacher | undefined {
  return SEED_TEACHERS.find((teacher) => teacher.id === id);
}
