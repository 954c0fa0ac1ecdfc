import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';
import { cartRoutes } from '../../../testing/commerce-routes';

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
});

it('shows the course with its price and buys it into the cart', async () => {
  const user = userEvent.setup();
  const { server } = await renderArea('/curso/prf', {
    ...cartRoutes([]),
    'GET /bff/public/ecommerce/products/prf': {
      data: aProduct({
        id: 40,
        name: 'PRF – Policial Rodoviário Federal',
        slug: 'prf',
        description: 'Todas as disciplinas do edital.',
      }),
    },
  });

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
  // the cart saved the student's checkout access
  await waitFor(() => expect(server.requestsTo('POST', '/bff/ecommerce/checkout-access/1')).toHaveLength(1));
});

it('says the course does not exist on 404 (an answer, not a failure: nothing is logged)', async () => {
  const errors = captureConsoleErrors();
  await renderArea('/curso/sumiu', {
    'GET /bff/public/ecommerce/products/sumiu': {
      status: 404,
      json: { error: { message: 'Produto não encontrado.' } },
    },
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Curso não encontrado' })).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
});

it('links the buy button of an external product to its address, and sells one with an empty address here', async () => {
  const { unmount } = await renderArea('/curso/mentoria', {
    'GET /bff/public/ecommerce/products/mentoria': {
      data: aProduct({
        id: 41,
        name: 'Mentoria Individual',
        slug: 'mentoria',
        external_url: 'https://mentoria.exemplo.com.br/concursos',
      }),
    },
  });

  const buy = await screen.findByRole('link', { name: 'Compre agora' });
  expect(buy).toHaveAttribute('href', 'https://mentoria.exemplo.com.br/concursos');
  expect(buy).toHaveAttribute('target', '_blank');
  expect(
    screen.getByText('Este curso é vendido no site parceiro e abre em uma nova aba.'),
  ).toBeInTheDocument();
  unmount();

  await renderArea('/curso/prf', {
    'GET /bff/public/ecommerce/products/prf': {
      data: aProduct({ id: 40, name: 'PRF', slug: 'prf', external_url: '' }),
    },
  });

  expect(await screen.findByRole('button', { name: 'Compre agora' })).toBeEnabled();
  expect(screen.queryByRole('link', { name: 'Compre agora' })).not.toBeInTheDocument();
  expect(screen.queryByText(/vendido no site parceiro/)).not.toBeInTheDocument();
});
