import { screen } from '@testing-library/react';
import { closeTestServers, renderArea } from '../testing/render-area';
import { TOPICS, topicsPage } from '../testing/fixtures';

afterEach(closeTestServers);

describe('area routes', () => {
  it('shows the area’s missing-page message for an unknown sub-path, with a link to the selection', async () => {
    await renderArea('/questoes/buscar/nao-existe', {});
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

  it('treats a non-numeric question id as missing', async () => {
    await renderArea('/questoes/abc', {});
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
  });

  it('sends /questoes to the question selection', async () => {
    await renderArea('/questoes', { 'GET /bff/questions/topics': topicsPage(TOPICS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seleção de questões' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/questoes/buscar');
    await screen.findByRole('checkbox', { name: 'Informática' });
  });
});
