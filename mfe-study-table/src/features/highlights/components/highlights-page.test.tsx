import { screen } from '@testing-library/react';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);

const HOME = {
  data: {
    vertical: 'concursos',
    highlights: [
      {
        id: 501,
        title: 'Polícia Federal: edital publicado',
        description: 'Plano de estudos completo.',
        url: '/objetivos',
      },
    ],
  },
};

describe('highlights page', () => {
  it("shows the highlights of the student's vertical", async () => {
    const { server } = await renderArea('/destaques', { 'GET /v3/home': HOME });

    expect(screen.getByRole('heading', { level: 1, name: 'Destaques' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Polícia Federal: edital publicado' })).toHaveAttribute(
      'href',
      '/objetivos',
    );
    expect(server.requestsTo('GET', '/v3/home')[0]?.query.has('vertical')).toBe(false);
  });

  it('asks for the vertical of a sub-page', async () => {
    const { server } = await renderArea('/destaques/destaques-med', {
      'GET /v3/home': {
        data: {
          vertical: 'medicina',
          highlights: [
            { id: 511, title: 'Residência Médica USP', description: 'Revisão.', url: '/objetivos' },
          ],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Destaques de Medicina' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Residência Médica USP' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/home')[0]?.query.get('vertical')).toBe('medicina');
  });

  it("falls back to the vertical's static file when the call fails", async () => {
    const errors = captureConsoleErrors();
    const { server } = await renderArea('/destaques/destaques-oab', {
      'GET /v3/home': serverError(),
      'GET /static-bff/home/highlights-oab.json': {
        vertical: 'oab',
        highlights: [
          { id: -31, title: 'Simulados de 2ª Fase', description: 'Peças práticas.', url: '/discursivas' },
        ],
      },
    });
    expect(await screen.findByRole('link', { name: 'Simulados de 2ª Fase' })).toHaveAttribute(
      'href',
      '/discursivas',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/static-bff/home/highlights-oab.json')).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getHomeHighlights falhou', expect.anything());
  });

  it("falls back to the student's own vertical's file on /destaques", async () => {
    captureConsoleErrors();
    const { server } = await renderArea(
      '/destaques',
      {
        'GET /v3/home': serverError(),
        'GET /static-bff/home/highlights-vestibulares.json': {
          vertical: 'vestibulares',
          highlights: [{ id: -42, title: 'Redações', description: 'Envie sua redação.', url: '/redacoes' }],
        },
      },
      { vertical: 'vestibulares' },
    );
    expect(await screen.findByRole('link', { name: 'Redações' })).toHaveAttribute('href', '/redacoes');
    expect(server.requestsTo('GET', '/static-bff/home/highlights-vestibulares.json')).toHaveLength(1);
  });

  it('says so when both the call and the static file fail', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/destaques/destaques-cj', {
      'GET /v3/home': serverError(),
      'GET /static-bff/home/highlights-carreiras-juridicas.json': serverError(404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os destaques.');
    expect(errors).toHaveBeenCalledWith(
      '[mfe-study-table] getHomeHighlightsFallback falhou',
      expect.anything(),
    );
  });

  it('treats an unknown sub-page as not found', async () => {
    await renderArea('/destaques/destaques-xyz', { 'GET /v3/home': HOME });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
  });
});
