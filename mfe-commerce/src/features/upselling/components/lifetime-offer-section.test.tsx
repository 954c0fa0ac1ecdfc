import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedCart } from '../../../testing/cart-storage';
import { cartRoutes } from '../../../testing/commerce-routes';
import { aProduct, amounts } from '../../../testing/fixtures';
import { closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
});

it('offers the lifetime plan on the upselling page and buys it into the cart', async () => {
  const lifetime = aProduct({
    id: 1003,
    name: 'Assinatura Vitalícia',
    slug: 'vitalicia',
    amounts: amounts(299900),
  });
  const u = userEvent.setup();
  const { server } = await renderArea('/garanta-acesso-completo', {
    ...cartRoutes([lifetime]),
    'GET /bff/ecommerce/upselling': { data: [] },
    'GET /bff/ecommerce/vitalicia/user-offer': {
      data: {
        product: lifetime,
        price_info: {
          from_price: amounts(299900),
          to_price: amounts(199900),
          recurrent_payments: null,
          recurrent_payments_installments: null,
        },
        ends_at: null,
      },
    },
  });
  const section = await screen.findByRole('region', { name: 'Plano vitalício' });
  expect(section).toHaveTextContent(/De R\$\s2\.999,00 por R\$\s1\.999,00/);
  await u.click(within(section).getByRole('button', { name: 'Quero o plano vitalício' }));
  expect(window.location.pathname).toBe('/cursos/carrinho');
  expect(storedCart().map((p) => p.id)).toEqual([1003]);
  expect(server.requestsTo('GET', '/bff/ecommerce/vitalicia/user-offer')).toHaveLength(1);
});

it('leaves the lifetime section out when there is no offer', async () => {
  const { server } = await renderArea('/garanta-acesso-completo', {
    'GET /bff/ecommerce/upselling': { data: [] },
    'GET /bff/ecommerce/vitalicia/user-offer': { data: null },
  });
  await screen.findByText('Nenhum produto disponível no momento');
  expect(server.requestsTo('GET', '/bff/ecommerce/vitalicia/user-offer')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Plano vitalício' })).not.toBeInTheDocument();
});
