import { screen, within } from '@testing-library/react';
import type { HomeContent } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { DASHBOARD_ROUTES } from '../../../testing/fixtures';

jest.setTimeout(20_000);
afterEach(closeTestServers);

const LIVE: HomeContent = {
  title: 'Novidades em Medicina',
  banners: [{ id: 1, title: 'Semana de revisão Medicina', url: '/aulas-ao-vivo' }],
  sections: [
    {
      id: 10,
      title: 'Comece por aqui',
      items: [{ id: 101, title: 'Veja seu desempenho', url: '/meu-desempenho' }],
    },
  ],
};
const STATIC: HomeContent = {
  title: 'Destaques de Medicina',
  banners: [],
  sections: [
    { id: 1, title: 'Acesso rápido', items: [{ id: 1, title: 'Questões', url: '/questoes/buscar' }] },
  ],
};

describe('home content on the study table', () => {
  it('shows the vertical’s content from /v3/contents/home-med', async () => {
    const { server } = await renderArea(
      '/',
      {
        ...DASHBOARD_ROUTES,
        'GET /v3/contents/home-med': { data: LIVE },
        'GET /static-bff/home/home-med.json': STATIC,
      },
      { vertical: 'medicina' },
    );
    const section = await screen.findByRole('region', { name: 'Novidades em Medicina' }, { timeout: 10_000 });
    expect(within(section).getByRole('link', { name: 'Semana de revisão Medicina' })).toHaveAttribute(
      'href',
      '/aulas-ao-vivo',
    );
    expect(within(section).getByRole('heading', { level: 3, name: 'Comece por aqui' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/static-bff/home/home-med.json')).toHaveLength(0);
  });

  it('falls back to the static file of the vertical when the content call fails', async () => {
    const errors = captureConsoleErrors();
    const { server } = await renderArea(
      '/mesa-de-estudo',
      {
        ...DASHBOARD_ROUTES,
        'GET /v3/contents/home-med': serverError(404),
        'GET /static-bff/home/home-med.json': STATIC,
      },
      { vertical: 'medicina' },
    );
    const section = await screen.findByRole('region', { name: 'Destaques de Medicina' }, { timeout: 10_000 });
    expect(within(section).getByRole('link', { name: 'Questões' })).toHaveAttribute(
      'href',
      '/questoes/buscar',
    );
    expect(server.requestsTo('GET', '/static-bff/home/home-med.json')).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getHomeContent falhou', expect.anything());
  });

  it('shows nothing when the static file fails too', async () => {
    captureConsoleErrors();
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/contents/home-concursos': serverError(404),
      'GET /static-bff/home/home-concursos.json': serverError(404),
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: /Novidades|Destaques/ })).not.toBeInTheDocument();
  });

  it('asks nothing for a vertical without home content', async () => {
    const { server } = await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES, { vertical: 'militares' });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, { timeout: 10_000 });
    expect(server.requests.filter((request) => request.path.includes('home-'))).toHaveLength(0);
  });
});
