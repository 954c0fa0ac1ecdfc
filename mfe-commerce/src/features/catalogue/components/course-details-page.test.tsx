import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { aProduct } from '../../../testing/fixtures';
import { platformFor } from 'shared-design-system/testing';
import { renderArea } from '../../../testing/render-area';

let server: TestServer;

afterEach(async () => {
  await server.close();
  window.localStorage.clear();
});

it('shows the course with its price and buys it into the cart', async () => {
  server = await startTestServer({
    'GET /bff/public/ecommerce/products/prf': {
      data: aProduct({
        id: 40,
        name: 'PRF – Policial Rodoviário Federal',
        slug: 'prf',
        description: 'Todas as disciplinas do edital.',
      }),
    },
  });
  const user = userEvent.setup();
  renderArea('/curso/prf', platformFor(server));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'PRF – Policial Rodoviário Federal' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Todas as disciplinas do edital.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Preço' })).toHaveTextContent('12x de R$ 24,92');
  await user.click(screen.getByRole('button', { name: 'Compre agora' }));

  expect(await screen.findByRole('link', { name: 'PRF – Policial Rodoviário Federal' })).toHaveAttribute(
    'href',
    '/curso/prf',
  );
  expect(window.location.pathname).toBe('/cursos/carrinho');
});

it('says the course does not exist on 404', async () => {
  server = await startTestServer({
    'GET /bff/public/ecommerce/products/sumiu': {
      status: 404,
      json: { error: { message: 'Produto não encontrado.' } },
    },
  });
  renderArea('/curso/sumiu', platformFor(server));

  expect(await screen.findByRole('heading', { level: 1, name: 'Curso não encontrado' })).toBeInTheDocument();
});
