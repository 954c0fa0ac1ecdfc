import { screen } from '@testing-library/react';
import { captureConsoleErrors, closeTestServers, renderArea } from '../testing/render-area';

afterEach(closeTestServers);

describe('area routes', () => {
  it.each([
    '/mesa-de-estudo/nao-existe',
    '/rankings/1/submit/extra',
    '/favoritos/qualquer',
    '/webcast',
    '/webcast/semana-da-pf/extra',
  ])('%s shows the not-found page with a way to the question selection', async (path) => {
    await renderArea(path, {});
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Você pode fazer uma busca acima ou voltar para a seleção de questões.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a seleção de questões' })).toHaveAttribute(
      'href',
      '/questoes/buscar',
    );
  });

  it.each([
    ['/', 'Mesa de estudo'],
    ['/estudos-em-andamento', 'Estudos em andamento'],
    ['/performance', 'Meu desempenho'],
  ])('%s opens %s', async (path, heading) => {
    captureConsoleErrors(); // the empty answers do not all have each page's shape; only the heading matters here
    await renderArea(path, { 'GET *': { data: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/webcast/{slug} opens that webcast (its schedule by slug), not the live classes list', async () => {
    const { server } = await renderArea('/webcast/semana-da-pf', {
      'GET /v3/webcast/schedules/slug/semana-da-pf': {
        data: { id: 7, slug: 'semana-da-pf', title: 'Semana da PF', description: 'Aulões.', sessions: [] },
      },
      'GET /v3/webcast/validate_access/7': { data: { has_access: false, url: null } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Semana da PF' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Aulas ao vivo' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/calendars-v2/live_events')).toHaveLength(0);
  });
});
