import { screen } from '@testing-library/react';
import { closeTestServers, renderArea } from '../testing/render-area';
import { LISTING_ITEMS, TOPICS, listing, topicsPage } from '../testing/fixtures';

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
    await renderArea('/questoes', {
      'GET /bff/questions/topics': topicsPage(TOPICS),
      'GET /bff/questions/filters/teacher': topicsPage([]),
      'GET /bff/questions/filters/classifications/1': { data: [] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seleção de questões' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/questoes/buscar');
    await screen.findByRole('checkbox', { name: 'Informática' });
  });

  it.each(['/cadernos-e-simulados/cadernos', '/cadernos-e-simulados/simulados'])(
    'sends %s (no id) to the notebooks and exams listing',
    async (path) => {
      await renderArea(path, { 'GET /bff/questions/folders/base': listing(LISTING_ITEMS) });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Cadernos e Simulados' }),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/cadernos-e-simulados');
      await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' });
    },
  );
});
