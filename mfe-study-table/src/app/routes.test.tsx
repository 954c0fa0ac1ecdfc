import { screen } from '@testing-library/react';
import { captureConsoleErrors, closeTestServers, renderArea } from '../testing/render-area';

afterEach(closeTestServers);

describe('area routes', () => {
  it.each(['/mesa-de-estudo/nao-existe', '/rankings/1/submit/extra', '/favoritos/qualquer'])(
    '%s shows the not-found page with a way to the question selection',
    async (path) => {
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
    },
  );

  it.each([
    ['/', 'Mesa de estudo'],
    ['/estudos-em-andamento', 'Estudos em andamento'],
    ['/performance', 'Meu desempenho'],
    ['/webcast/semana-da-pf', 'Webcasts'],
  ])('%s opens %s', async (path, heading) => {
    captureConsoleErrors(); // the empty answers do not all have each page's shape; only the heading matters here
    await renderArea(path, { 'GET *': { data: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
