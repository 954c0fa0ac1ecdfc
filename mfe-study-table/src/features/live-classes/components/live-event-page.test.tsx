import { screen, within } from '@testing-library/react';
import type { LiveEvent, LiveEventMedia } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);
jest.setTimeout(20_000);

const HOUR = 3_600_000;
function event(id: number, title: string, startsInHours: number): LiveEvent {
  const start = Date.now() + startsInHours * HOUR;
  return {
    id,
    link_id: `aula-${id}`,
    title,
    teacher: 'Luciana Amaral',
    description: 'Crase, regência e concordância em 2 horas.',
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 2 * HOUR).toISOString(),
    url: `https://aovivo.exemplo.com.br/aula-${id}`,
  };
}

const ENDED = event(403, 'Português para Tribunais', -48);
const UPCOMING = event(401, 'Aulão de Direito Constitucional', 24);
const MEDIA: LiveEventMedia = {
  id: 403,
  key: 'gravacao-aula-403',
  thumbnail: 'https://midia.exemplo.com.br/gravacoes/aula-403.jpg',
  duration_seconds: 7200,
};
const VIDEO = 'https://midia.exemplo.com.br/videos/gravacao-aula-403.mp4';

const ROUTES = {
  'GET /v3/calendars-v2/live_events': { data: [ENDED, UPCOMING] },
  'GET /v3/calendars-v2/live_event_media/403': { data: MEDIA },
  'GET /v3/calendars-v2/live_event_media/video_url/gravacao-aula-403': { data: { url: VIDEO } },
};

describe('live event page', () => {
  it("plays an ended class's recording: its media, then its video address", async () => {
    const { server } = await renderArea('/mesa-de-estudo/live/aula-403', ROUTES);
    const recording = await screen.findByRole('region', { name: 'Gravação' });
    const video = await within(recording).findByLabelText('Gravação: Português para Tribunais');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', VIDEO);
    expect(video).toHaveAttribute('poster', MEDIA.thumbnail);
    expect(within(recording).getByText('2h')).toHaveAttribute('datetime', 'PT2H0S');
    expect(within(recording).getByRole('link', { name: 'Abrir a gravação em nova aba' })).toHaveAttribute(
      'href',
      VIDEO,
    );
    expect(server.requestsTo('GET', '/v3/calendars-v2/live_event_media/403')).toHaveLength(1);
    expect(
      server.requestsTo('GET', '/v3/calendars-v2/live_event_media/video_url/gravacao-aula-403'),
    ).toHaveLength(1);
    // an ended class is not watched live
    expect(screen.queryByRole('link', { name: 'Assistir (abre em nova aba)' })).not.toBeInTheDocument();
  });

  it('says when an ended class has no recording yet (404), without asking for a video', async () => {
    const { server } = await renderArea('/mesa-de-estudo/live/aula-403', {
      ...ROUTES,
      'GET /v3/calendars-v2/live_event_media/403': { status: 404, json: {} },
    });
    const recording = await screen.findByRole('region', { name: 'Gravação' });
    expect(
      await within(recording).findByText('A gravação desta aula ainda não está disponível.'),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/calendars-v2/live_event_media/video_url/:key')).toHaveLength(0);
  });

  it('does not play a recording whose address is not a safe link', async () => {
    await renderArea('/mesa-de-estudo/live/aula-403', {
      ...ROUTES,
      'GET /v3/calendars-v2/live_event_media/video_url/gravacao-aula-403': {
        data: { url: 'javascript:alert(1)' },
      },
    });
    const recording = await screen.findByRole('region', { name: 'Gravação' });
    expect(await within(recording).findByText('Esta gravação não pode ser aberta aqui.')).toBeInTheDocument();
    expect(recording.querySelector('video')).toBeNull();
  });

  it('says when the recording cannot be loaded, with a retry', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/mesa-de-estudo/live/aula-403', {
      ...ROUTES,
      'GET /v3/calendars-v2/live_event_media/403': serverError(),
    });
    const recording = await screen.findByRole('region', { name: 'Gravação' });
    expect(await within(recording).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a gravação.',
    );
    expect(within(recording).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getLiveEventMedia falhou', expect.anything());
  });

  it('offers to watch a class still to come, and asks for no recording', async () => {
    const { server } = await renderArea('/mesa-de-estudo/live/aula-401', ROUTES);
    expect(await screen.findByRole('link', { name: 'Assistir (abre em nova aba)' })).toHaveAttribute(
      'href',
      UPCOMING.url,
    );
    expect(screen.queryByRole('region', { name: 'Gravação' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/calendars-v2/live_event_media/:id')).toHaveLength(0);
  });
});
