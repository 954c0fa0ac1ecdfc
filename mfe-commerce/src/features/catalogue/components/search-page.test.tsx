import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { aCatalogPage, aProduct } from '../../../testing/fixtures';
import { platformFor } from 'shared-design-system/testing';
import { renderArea } from '../../../testing/render-area';

let server: TestServer;

afterEach(async () => {
  await server.close();
});

it('searches the catalogue from the search box and shows what was found, or that nothing was', async () => {
  server = await startTestServer({
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Curso qualquer' })]),
    'GET /bff/public/ecommerce/search/:term': (request) =>
      request.path.endsWith(encodeURIComponent('polícia'))
        ? { json: aCatalogPage([aProduct({ name: 'Pacote Polícia Federal' })]) }
        : { json: aCatalogPage([]) },
  });
  const user = userEvent.setup();
  renderArea('/cursos', platformFor(server));

  await user.type(screen.getByRole('searchbox', { name: 'Buscar cursos' }), 'polícia');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Resultados para “polícia”' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Pacote Polícia Federal' })).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox', { name: 'Buscar cursos' }));
  await user.type(screen.getByRole('searchbox', { name: 'Buscar cursos' }), 'astronauta');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByRole('heading', { name: 'Nenhum curso encontrado' })).toBeInTheDocument();
});
