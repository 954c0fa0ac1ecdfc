import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CastAlbumDetail } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button, Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { teacherNames, trackCount } from '../../../lib/album-grid';
import { CastApiError, castErrorStatus } from '../../../lib/cast-response';
import { LoadError } from '../../../lib/load-error';
import { NotFoundPage } from '../../../lib/not-found-page';
import { Page } from '../../../lib/page';
import { buildPlayRequest, nowPlayingTrackId } from '../../../lib/play-request';
import { lastCastStateAtom, useAtomValue } from '../../../lib/store';
import { useAlbum } from '../api/get-album';
import { setAlbumFavorite } from '../api/set-album-favorite';
import { TrackList } from './track-list';

const HTTP_NOT_FOUND = 404;

function FavoriteButton({ album }: { album: CastAlbumDetail }) {
  const platform = usePlatform();
  const [favorite, setFavorite] = useState(album.favorite ?? false);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      setFavorite(await setAlbumFavorite(platform.http, album.id, !favorite));
    } catch (error) {
      platform.toast({
        kind: 'error',
        message: error instanceof CastApiError ? error.message : 'Não foi possível atualizar seus favoritos.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" aria-pressed={favorite} loading={busy} onClick={toggle}>
      {favorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
    </Button>
  );
}

function AlbumDetail({ album }: { album: CastAlbumDetail }) {
  const { bus } = usePlatform();
  const nowPlayingId = nowPlayingTrackId(useAtomValue(lastCastStateAtom));
  // the host's audio dock plays it (spec 1 §2 global audio player); the payload passes the catalogue guard
  const play = (index: number) => bus.emit('cast:play', buildPlayRequest(album, index));

  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        alignItems: 'start',
      })}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
        <img
          src={album.image_url}
          alt={`Capa do álbum ${album.title}`}
          width={320}
          height={320}
          css={(theme) => ({ width: '100%', maxWidth: 320, height: 'auto', borderRadius: theme.radii.lg })}
        />
        <p css={{ margin: 0, fontWeight: 600 }}>{teacherNames(album)}</p>
        <p css={{ margin: 0 }}>{album.description}</p>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          {trackCount(album.tracks.length)}
        </p>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
          <Button onClick={() => play(0)} disabled={album.tracks.length === 0}>
            Ouvir álbum
          </Button>
          <FavoriteButton album={album} />
        </div>
      </div>
      <section
        aria-labelledby="faixas-titulo"
        css={(theme) => ({ display: 'grid', gap: theme.space.sm, gridColumn: 'span 2' })}
      >
        <h2 id="faixas-titulo" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
          Faixas
        </h2>
        <TrackList album={album} nowPlayingId={nowPlayingId} onPlay={play} />
      </section>
    </div>
  );
}

/** /cast/album/{id}: the album, its tracks and a play button per track ('cast:play' to the host's dock). */
export function AlbumPage() {
  const id = useParams().id ?? '';
  const album = useAlbum(id);

  if (album.status === 'error' && castErrorStatus(album.error) === HTTP_NOT_FOUND) return <NotFoundPage />;
  if (album.status === 'success') {
    return (
      <Page title={album.data.title} aside={<Link to={ROUTES.home}>Cast</Link>}>
        <AlbumDetail album={album.data} />
      </Page>
    );
  }
  return (
    <Page title="Álbum" aside={<Link to={ROUTES.home}>Cast</Link>}>
      {album.status === 'loading' ? (
        <SkeletonGroup label="Carregando álbum">
          <Skeleton height={220} shape="rect" />
          <Skeleton width="60%" />
          <Skeleton width="70%" />
        </SkeletonGroup>
      ) : (
        <LoadError
          message={
            album.error instanceof CastApiError ? album.error.message : 'Não foi possível carregar o álbum.'
          }
          onRetry={album.retry}
        />
      )}
    </Page>
  );
}
