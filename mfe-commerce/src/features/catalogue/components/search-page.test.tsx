import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCatalogPage, aProduct } from '../../../testing/fixtures';
import { closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(closeTestServers);

it('searches the catalogue from the search box and shows what was found, or that nothing was', async () => {
  const user = userEvent.setup();
  await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Curso qualquer' })]),
    'GET /bff/public/ecommerce/search/:term': (request) =>
      request.path.endsWith(encodeURIComponent('polícia'))
        ? { json: aCatalogPage([aProduct({ name: 'Pacote Polícia Federal' })]) }
        : { json: aCatalogPage([]) },
  });

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
