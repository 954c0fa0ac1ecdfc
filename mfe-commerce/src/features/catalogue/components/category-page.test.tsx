import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { aCatalogPage, aProduct } from '../../../testing/fixtures';
import { platformFor } from 'shared-design-system/testing';
import { renderArea } from '../../../testing/render-area';

let server: TestServer;

afterEach(async () => {
  await server.close();
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
  server = await startTestServer({
    'GET /bff/public/ecommerce/catalog/metadata/gratuitos': metadata,
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ id: 31, name: 'Simulado Nacional PF' })]),
  });
  const user = userEvent.setup();
  renderArea('/cursos/gratuitos', platformFor(server));

  expect(await screen.findByRole('heading', { level: 1, name: 'Gratuitos' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Simulado Nacional PF' });
  expect(server.requestsTo('GET', '/bff/public/ecommerce/catalog')[0]?.query.get('categoryId')).toBe('7');

  await user.click(within(card).getByRole('button', { name: 'Compre agora' }));

  expect(document.cookie).toContain('product-id-31-opened-from-category-id=7');
});

it("reports a failing category fetch as 'Falha ao buscar pelo category ID' with a retry", async () => {
  let calls = 0;
  server = await startTestServer({
    'GET /bff/public/ecommerce/catalog/metadata/gratuitos': () =>
      ++calls === 1 ? { status: 503, json: {} } : { json: metadata },
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Aula gratuita' })]),
  });
  const user = userEvent.setup();
  renderArea('/cursos/gratuitos', platformFor(server));

  expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao buscar pelo category ID');
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

  expect(await screen.findByRole('heading', { name: 'Aula gratuita' })).toBeInTheDocument();
});

it('says so when the category does not exist', async () => {
  server = await startTestServer({
    'GET /bff/public/ecommerce/catalog/metadata/nao-existe': {
      status: 404,
      json: { error: { message: 'Categoria não encontrada.', tag: 'CATEGORY_NOT_FOUND' } },
    },
  });
  renderArea('/cursos/nao-existe', platformFor(server));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Categoria não encontrada' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver todos os cursos' })).toHaveAttribute('href', '/cursos');
});
