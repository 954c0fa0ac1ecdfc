import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Heart, Play } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import type { CastAlbumWithReactions } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { AreaNotFoundPage, AreaPage, ContentSkeleton, QueryView, safeHref } from 'shared-design-system/area';
import { ALBUM_HEARD_LABEL, ROUTES } from '../../../constants';
import { teacherNames, trackCount } from '../../../lib/album-grid';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';
import { castErrorMessage, castErrorStatus } from '../../../lib/cast-response';
import { buildPlayRequest, nowPlayingTrackId } from '../../../lib/play-request';
import { lastCastStateAtom, useAtomValue } from '../../../lib/store';
import { albumQuery } from '../api/get-album';
import { setAlbumFavorite } from '../api/set-album-favorite';
import { setAlbumHeard } from '../api/set-album-heard';
import { TrackList } from './track-list';

const HTTP_NOT_FOUND = 404;

function FavoriteButton({ album }: { album: CastAlbumWithReactions }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const favorite = album.favorite ?? false;
  const change = useMutation({
    mutationFn: (next: boolean) => setAlbumFavorite(platform.http, album.id, next),
    onSuccess: (next) => {
      queryClient.setQueryData(albumQuery(platform.http, album.id).queryKey, (current) =>
        current ? { ...current, favorite: next } : current,
      );
      void queryClient.invalidateQueries({ queryKey: CAST_QUERY_KEYS.favorites });
    },
    onError: (error) =>
      platform.toast({
        kind: 'error',
        message: castErrorMessage(error, 'Não foi possível atualizar seus favoritos.'),
      }),
  });
  return (
    <Button
      variant="secondary"
      aria-pressed={favorite}
      loading={change.isPending}
      icon={<Heart aria-hidden="true" size={18} fill={favorite ? 'currentColor' : 'none'} />}
      onClick={() => change.mutate(!favorite)}
    >
      {favorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
    </Button>
  );
}

/** Marks the whole album heard or unheard (spec 2 §4); its tracks follow. */
function HeardButton({ album }: { album: CastAlbumWithReactions }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const heard = album.heard ?? false;
  const change = useMutation({
    mutationFn: (next: boolean) => setAlbumHeard(platform.http, album.id, next),
    onSuccess: (answer) => {
      queryClient.setQueryData(albumQuery(platform.http, album.id).queryKey, (current) =>
        current
          ? {
              ...current,
              heard: answer.heard,
              tracks: current.tracks.map((track) => ({ ...track, heard: answer.heard })),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: CAST_QUERY_KEYS.all });
    },
    onError: (error) =>
      platform.toast({
        kind: 'error',
        message: castErrorMessage(error, 'Não foi possível atualizar o álbum como ouvido.'),
      }),
  });
  return (
    <Button
      variant="secondary"
      aria-pressed={heard}
      loading={change.isPending}
      icon={<Check aria-hidden="true" size={18} />}
      onClick={() => change.mutate(!heard)}
    >
      {heard ? 'Marcar como não ouvido' : 'Marcar como ouvido'}
    </Button>
  );
}

function AlbumDetail({ album }: { album: CastAlbumWithReactions }) {
  const { bus } = usePlatform();
  const nowPlayingId = nowPlayingTrackId(useAtomValue(lastCastStateAtom));
  // the host's audio dock plays it (spec 1 §2 global audio player); the payload passes the catalogue guard
  const play = (index: number) => bus.emit('cast:play', buildPlayRequest(album, index));

  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
        alignItems: 'start',
      })}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
        <img
          src={safeHref(album.image_url)}
          alt={`Capa do álbum ${album.title}`}
          width={320}
          height={320}
          css={(theme) => ({ width: '100%', maxWidth: 320, height: 'auto', borderRadius: theme.radii.lg })}
        />
        <p css={{ margin: 0, fontWeight: 600 }}>{teacherNames(album)}</p>
        <p css={{ margin: 0 }}>{album.description}</p>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          {trackCount(album.tracks.length)}
          {album.heard && ` · ${ALBUM_HEARD_LABEL}`}
        </p>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
          <Button
            onClick={() => play(0)}
            disabled={album.tracks.length === 0}
            icon={<Play aria-hidden="true" size={18} />}
          >
            Ouvir álbum
          </Button>
          <FavoriteButton album={album} />
          <HeardButton album={album} />
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
  const { http } = usePlatform();
  const album = useQuery(albumQuery(http, id));

  if (album.isError && album.data === undefined && castErrorStatus(album.error) === HTTP_NOT_FOUND)
    return <AreaNotFoundPage />;
  return (
    <AreaPage title={album.data?.title ?? 'Álbum'} actions={<Link to={ROUTES.home}>Cast</Link>}>
      <QueryView
        query={album}
        errorMessage={castErrorMessage(album.error, 'Não foi possível carregar o álbum.')}
        skeleton={<ContentSkeleton shape="detail" label="Carregando álbum" itemHeight={220} count={2} />}
      >
        {(data) => <AlbumDetail album={data} />}
      </QueryView>
    </AreaPage>
  );
}
