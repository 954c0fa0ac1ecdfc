import { usePlatform, type CastAlbum } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { CardGrid, PrefetchLink, safeHref } from 'shared-design-system/area';
import { ALBUM_HEARD_LABEL, ROUTES } from '../constants';
import { albumQuery } from '../features/albums/api/get-album';

/** 'Prof. A e Profa. B' */
export function teacherNames(album: Pick<CastAlbum, 'teachers'>): string {
  const names = album.teachers.map((teacher) => teacher.name);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

export function trackCount(count: number): string {
  return `${count} ${count === 1 ? 'faixa' : 'faixas'}`;
}

/** An album as a card: cover, title (a link to the album), teachers and track count. */
export function AlbumCard({ album, headingLevel = 3 }: { album: CastAlbum; headingLevel?: 2 | 3 | 4 }) {
  const { http } = usePlatform();
  return (
    <Card
      headingLevel={headingLevel}
      title={
        <PrefetchLink
          to={ROUTES.album(album.id)}
          prefetchData={albumQuery(http, album.id)}
          css={(theme) => ({ color: theme.colors.text })}
        >
          {album.title}
        </PrefetchLink>
      }
    >
      {/* decorative: the title names the album */}
      <img
        src={safeHref(album.image_url)}
        alt=""
        width={320}
        height={320}
        loading="lazy"
        css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radii.md, order: -1 })}
      />
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
        {teacherNames(album)}
      </p>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
        {trackCount(album.tracks_count)}
        {album.heard && (
          <strong css={(theme) => ({ marginLeft: theme.space.sm, color: theme.colors.success })}>
            {ALBUM_HEARD_LABEL}
          </strong>
        )}
      </p>
    </Card>
  );
}

/** A responsive grid of album cards. */
export function AlbumGrid({
  albums,
  label,
  headingLevel,
}: {
  albums: CastAlbum[];
  label: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <CardGrid label={label} minCardWidth={220}>
      {albums.map((album) => (
        <li key={album.id}>
          <AlbumCard album={album} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
