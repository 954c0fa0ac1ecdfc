import { cartRoutes } from '../../../testing/commerce-routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCatalogPage, aProduct } from '../../../testing/fixtures';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(async () => {
  await closeTestServers();
  document.cookie = 'product-id-31-opened-from-category-id=; Path=/; Max-Age=0';
});

const metadata = {
  data: {
    id: 7,
    name: 'Gratuitos',
    slug: 'gratuitos',
    description: 'Aulas e simulados sem custo.',
    products_count: 1,
  },
};

it('lists the category products and remembers the category of a clicked card in a cookie', async () => {
  const user = userEvent.setup();
  const { server } = await renderArea('/cursos/gratuitos', {
    ...cartRoutes([]),
    'GET /bff/public/ecommerce/catalog/metadata/gratuitos': metadata,
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ id: 31, name: 'Simulado Nacional PF' })]),
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Gratuitos' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Simulado Nacional PF' });
  expect(server.requestsTo('GET', '/bff/public/ecommerce/catalog')[0]?.query.get('categoryId')).toBe('7');

  await user.click(within(card).getByRole('button', { name: 'Compre agora' }));

  expect(document.cookie).toContain('product-id-31-opened-from-category-id=7');
});

it('puts the cards right under the category title: their names are h2, no heading level skipped', async () => {
  await renderArea('/cursos/gratuitos', {
    ...cartRoutes([]),
    'GET /bff/public/ecommerce/catalog/metadata/gratuitos': metadata,
    'GET /bff/public/ecommerce/catalog': aCatalogPage([
      aProduct({ name: 'Simulado Nacional PF' }),
      aProduct({ name: 'Aula Inaugural' }),
    ]),
  });

  const cards = await screen.findByRole('list', { name: 'Cursos de Gratuitos' });
  expect(
    within(cards)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['Simulado Nacional PF', 'Aula Inaugural']);
  // the whole outline, in reading order (axe's heading-order: h1, then the cards' h2, never an h3 first)
  expect(
    screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
  ).toEqual(['H1 Gratuitos', 'H2 Simulado Nacional PF', 'H2 Aula Inaugural']);
});

it("reports a failing category fetch as 'Falha ao buscar pelo category ID' with a retry", async () => {
  const errors = captureConsoleErrors();
  let failing = true;
  const user = userEvent.setup();
  await renderArea('/cursos/gratuitos', {
    'GET /bff/public/ecommerce/catalog/metadata/gratuitos': () =>
      failing ? serverError(503, 'Serviço indisponível.', 'UNAVAILABLE') : { json: metadata },
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Aula gratuita' })]),
  });

  expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao buscar pelo category ID');
  expect(errors).toHaveBeenCalledWith('[mfe-commerce] getCategoryMetadata falhou', expect.anything());
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

  expect(await screen.findByRole('heading', { name: 'Aula gratuita' })).toBeInTheDocument();
});

it('says so when the category does not exist (an answer, not a failure: nothing is logged)', async () => {
  const errors = captureConsoleErrors();
  await renderArea('/cursos/nao-existe', {
    'GET /bff/public/ecommerce/catalog/metadata/nao-existe': {
      status: 404,
      json: { error: { message: 'Categoria não encontrada.', tag: 'CATEGORY_NOT_FOUND' } },
    },
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Categoria não encontrada' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver todos os cursos' })).toHaveAttribute('href', '/cursos');
  expect(errors).not.toHaveBeenCalled();
});
