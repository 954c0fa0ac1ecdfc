import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedCart, storedCart } from '../../../testing/cart-storage';
import { aProduct, amounts } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
});

const order = {
  order_number: 'EC-2025-005000',
  created_at: '2025-05-02T15:00:00.000Z',
  status: 'paid',
  payment_method: 'pix',
  installments: 1,
  total: 26910,
  items: [{ id: 2, name: 'Português para Concursos', slug: 'portugues', amount: 26910 }],
  expires_at: null,
};

it('places the order with the chosen payment method, empties the cart and shows the order', async () => {
  seedCart([aProduct({ id: 2, name: 'Português para Concursos', amounts: amounts(29900) })]);
  const user = userEvent.setup();
  const { server } = await renderArea('/cursos/checkout', {
    'POST /bff/ecommerce/orders': { status: 201, json: { data: order } },
    'GET /bff/ecommerce/catalog/order/EC-2025-005000': { data: order },
  });

  await user.click(screen.getByRole('radio', { name: 'Pix' }));
  expect(screen.getByText(/Total:/)).toHaveTextContent('Total: R$ 269,10');
  await user.click(screen.getByRole('button', { name: 'Confirmar compra' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Compra realizada!' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Detalhes do pedido' })).toHaveTextContent(
    'Pago · Pix · Total R$ 269,10',
  );
  expect(server.requestsTo('POST', '/bff/ecommerce/orders')[0]?.json).toEqual({
    product_ids: [2],
    payment_method: 'pix',
  });
  expect(storedCart()).toEqual([]);
});

it('keeps the cart and explains a refused order, which is logged and sent once', async () => {
  const errors = captureConsoleErrors();
  seedCart([aProduct({ id: 3 })]);
  const user = userEvent.setup();
  const { server } = await renderArea('/cursos/checkout', {
    'POST /bff/ecommerce/orders': {
      status: 422,
      json: { error: { message: 'O produto X é vendido em outro site.', tag: 'PRODUCT_EXTERNAL' } },
    },
  });

  await user.click(screen.getByRole('button', { name: 'Confirmar compra' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('O produto X é vendido em outro site.');
  expect(storedCart()).toHaveLength(1);
  expect(errors).toHaveBeenCalledWith('[mfe-commerce] createOrder falhou', expect.anything());
  // a write is never retried
  expect(server.requestsTo('POST', '/bff/ecommerce/orders')).toHaveLength(1);
});
