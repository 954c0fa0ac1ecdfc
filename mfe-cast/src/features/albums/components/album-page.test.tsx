import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidEventPayload, type CastPlayRequest } from 'shared-contracts';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { ALBUM_1_DETAIL, album1HeardRoutes, album1TrackEnded, dockState } from '../../../testing/fixtures';
import { AreaRoot } from '../../../app/root';

afterEach(closeTestServers);

const ALBUM = 'GET /v3/cast/albums/published/1';

describe('album page (/cast/album/{id})', () => {
  it('shows the album and its tracks in order with durations', async () => {
    await renderArea('/cast/album/1', { [ALBUM]: { data: ALBUM_1_DETAIL } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direito Constitucional em Áudio' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Capa do álbum Direito Constitucional em Áudio' }),
    ).toHaveAttribute('src', '/static-bff/cast/covers/1.svg');
    expect(screen.getByText('3 faixas')).toBeInTheDocument();
    const tracks = within(screen.getByRole('list', { name: 'Faixas' })).getAllByRole('listitem');
    expect(tracks).toHaveLength(3);
    expect(within(tracks[0]!).getByText('Princípios fundamentais')).toBeInTheDocument();
    expect(within(tracks[0]!).getByText('12:34')).toHaveAttribute('datetime', 'PT12M34S');
  });

  it('a play button emits cast:play with the album as a default section, valid for the catalogue', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/cast/album/1', { [ALBUM]: { data: ALBUM_1_DETAIL } });
    const played: CastPlayRequest[] = [];
    const subscription = platform.bus.on('cast:play').subscribe((request) => played.push(request));
    await user.click(await screen.findByRole('button', { name: 'Ouvir Direitos e deveres individuais' }));
    await user.click(screen.getByRole('button', { name: 'Ouvir álbum' }));
    subscription.unsubscribe();

    // the bus only delivers payloads its catalogue guard accepts
    expect(played).toHaveLength(2);
    expect(played[0]).toEqual({
      section: {
        id: 1,
        title: 'Direito Constitucional em Áudio',
        tracks: ALBUM_1_DETAIL.tracks.map(({ id, title, duration, teachers }) => ({
          id,
          title,
          duration,
          teachers,
        })),
        horizontalData: { type: 'default' },
      },
      index: 1,
      albumImageUrl: '/static-bff/cast/covers/1.svg',
    });
    expect(played[1]?.index).toBe(0);
    expect(isValidEventPayload('cast:play', played[0])).toBe(true);
  });

  it('shows "Tocando agora" on the track of the last cast:state, also after coming back to the area', async () => {
    const { platform, unmount } = await renderArea('/cast/album/1', { [ALBUM]: { data: ALBUM_1_DETAIL } });
    await screen.findByRole('list', { name: 'Faixas' });
    expect(screen.queryByText('Tocando agora')).not.toBeInTheDocument();

    act(() => {
      platform.bus.emit('cast:state', dockState(2));
    });
    const current = screen.getByText('Tocando agora').closest('li');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current!).getByText('Remédios constitucionais')).toBeInTheDocument();

    act(() => {
      platform.bus.emit('cast:state', dockState(0));
    });
    expect(
      within(screen.getByText('Tocando agora').closest('li')!).getByText('Princípios fundamentais'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Tocando agora')).toHaveLength(1);

    // the area is unmounted and mounted again by single-spa: the last state is still known
    unmount();
    render(<AreaRoot platform={platform} />);
    expect(
      within((await screen.findByText('Tocando agora')).closest('li')!).getByText('Princípios fundamentais'),
    ).toBeInTheDocument();
  });

  it('adds and removes the album from the favourites', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/album/1', {
      [ALBUM]: { data: ALBUM_1_DETAIL },
      'POST /v3/cast/favorite/album/1': { data: { album_id: 1, favorite: true } },
      'DELETE /v3/cast/favorite/album/1': { data: { album_id: 1, favorite: false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar aos favoritos' }));
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Remover dos favoritos' }));
    expect(await screen.findByRole('button', { name: 'Adicionar aos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(server.requestsTo('POST', '/v3/cast/favorite/album/1')).toHaveLength(1);
    expect(server.requestsTo('DELETE', '/v3/cast/favorite/album/1')).toHaveLength(1);
  });

  it('toasts the server’s message when the favourite fails', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/cast/album/1', {
      [ALBUM]: { data: ALBUM_1_DETAIL },
      'POST /v3/cast/favorite/album/1': {
        json: { error: { message: 'Limite de favoritos atingido.', tag: 'LIMIT' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar aos favoritos' }));
    // the button reads the same before and after the failed call: the toast is what to wait for
    await waitFor(() =>
      expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Limite de favoritos atingido.' }]),
    );
    expect(screen.getByRole('button', { name: 'Adicionar aos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says the album does not exist on a 404, with a button back to /cast', async () => {
    await renderArea('/cast/album/999', {
      'GET /v3/cast/albums/published/999': serverError(404, 'Álbum não encontrado: 999.', 'NOT_FOUND'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Álbum não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este álbum não existe ou foi removido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o Cast' })).toHaveAttribute('href', '/cast');
  });

  it('shows an error with retry, and recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderArea('/cast/album/1', {
      [ALBUM]: () => (fail ? serverError(500) : { json: { data: ALBUM_1_DETAIL } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno do servidor.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direito Constitucional em Áudio' }),
    ).toBeInTheDocument();
  });

  it('shows each track heard or not, and the album heard on its card line', async () => {
    await renderArea('/cast/album/1', {
      [ALBUM]: {
        data: {
          ...ALBUM_1_DETAIL,
          heard: true,
          tracks: ALBUM_1_DETAIL.tracks.map((track) => ({ ...track, heard: track.id === 101 })),
        },
      },
    });
    const tracks = within(await screen.findByRole('list', { name: 'Faixas' })).getAllByRole('listitem');
    expect(within(tracks[0]!).getByText('Ouvida')).toBeInTheDocument();
    expect(within(tracks[1]!).getByText('Não ouvida')).toBeInTheDocument();
    expect(screen.getByText('3 faixas · Ouvido')).toBeInTheDocument();
  });

  it('likes a track, then dislikes it: each POST sends the track and the button takes the server’s answer', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/album/1', {
      [ALBUM]: { data: ALBUM_1_DETAIL },
      'POST /v3/cast/favorite/like': { data: { track_id: 102, reaction: 'like' } },
      'POST /v3/cast/favorite/dislike': { data: { track_id: 102, reaction: 'dislike' } },
    });
    const like = await screen.findByRole('button', { name: 'Curtir Direitos e deveres individuais' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(server.requestsTo('POST', '/v3/cast/favorite/like')[0]!.json).toEqual({
      album_id: 1,
      track_id: 102,
    });
    const dislike = screen.getByRole('button', { name: 'Não curtir Direitos e deveres individuais' });
    await user.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Curtir Direitos e deveres individuais' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(server.requestsTo('POST', '/v3/cast/favorite/dislike')[0]!.json).toEqual({
      album_id: 1,
      track_id: 102,
    });
  });

  it('toasts the error field’s message when a like fails, and keeps the track as it was', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/cast/album/1', {
      [ALBUM]: { data: ALBUM_1_DETAIL },
      'POST /v3/cast/favorite/like': { error: { message: 'Faixa indisponível.', tag: 'UNAVAILABLE' } },
    });
    const like = await screen.findByRole('button', { name: 'Curtir Princípios fundamentais' });
    await user.click(like);
    await waitFor(() =>
      expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Faixa indisponível.' }]),
    );
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks the album heard and unheard (POST and DELETE /v3/cast/albums/heard/{id}); its tracks follow', async () => {
    const user = userEvent.setup();
    // the server remembers: the album read again after each change (its queries are invalidated) says so
    let heard = false;
    const answer = (next: boolean) => {
      heard = next;
      return { json: { data: { album_id: 1, heard } } };
    };
    const { server } = await renderArea('/cast/album/1', {
      [ALBUM]: () => ({
        json: {
          data: {
            ...ALBUM_1_DETAIL,
            heard,
            tracks: ALBUM_1_DETAIL.tracks.map((track) => ({ ...track, heard })),
          },
        },
      }),
      'POST /v3/cast/albums/heard/1': () => answer(true),
      'DELETE /v3/cast/albums/heard/1': () => answer(false),
    });
    await user.click(await screen.findByRole('button', { name: 'Marcar como ouvido' }));
    expect(await screen.findByRole('button', { name: 'Marcar como não ouvido' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByText('Ouvida')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Marcar como não ouvido' }));
    expect(await screen.findByRole('button', { name: 'Marcar como ouvido' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/cast/albums/heard/1')).toHaveLength(1);
    expect(server.requestsTo('DELETE', '/v3/cast/albums/heard/1')).toHaveLength(1);
  });

  it('shows a track heard that a 1.3 dock already marked (heardRecorded), refreshing without a second call', async () => {
    const routes = album1HeardRoutes(103);
    const { platform, server } = await renderArea('/cast/album/1', routes);
    const last = within(await screen.findByRole('list', { name: 'Faixas' })).getAllByRole('listitem')[2]!;
    expect(within(last).getByText('Não ouvida')).toBeInTheDocument();
    // what the dock did: the heard call, then the event saying so
    await platform.http.api.post('v3/cast/tracks/heard', { json: { album_id: 1, track_id: 103 } });
    act(() => {
      platform.bus.emit('cast:track-ended', { ...album1TrackEnded(2), heardRecorded: true });
    });
    await waitFor(() => expect(within(last).getByText('Ouvida')).toBeInTheDocument());
    expect(server.requestsTo('POST', '/v3/cast/tracks/heard')).toHaveLength(1);
  });

  it('marks a track heard when the dock plays it to its end (cast:track-ended), and shows it', async () => {
    const { platform, server } = await renderArea('/cast/album/1', album1HeardRoutes(103));
    const last = within(await screen.findByRole('list', { name: 'Faixas' })).getAllByRole('listitem')[2]!;
    expect(within(last).getByText('Não ouvida')).toBeInTheDocument();
    act(() => {
      // the dock's word that it played the album's third track to its end
      platform.bus.emit('cast:track-ended', album1TrackEnded(2));
    });
    await waitFor(() => expect(within(last).getByText('Ouvida')).toBeInTheDocument());
    expect(server.requestsTo('POST', '/v3/cast/tracks/heard').map((request) => request.json)).toEqual([
      { album_id: 1, track_id: 103 },
    ]);
  });
});
