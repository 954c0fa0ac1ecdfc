import { screen } from '@testing-library/react';
import { closeTestServers, renderArea } from '../testing/render-area';

afterEach(closeTestServers);

describe('area routes', () => {
  it.each(['/objetivos/101/outra-coisa', '/explorar/mais'])('%s shows the not-found page', async (path) => {
    await renderArea(path, {});
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a seleção de questões' })).toHaveAttribute(
      'href',
      '/questoes/buscar',
    );
  });
});
