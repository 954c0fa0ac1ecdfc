import type { Product } from 'shared-contracts';
import { cartRoutes } from '../../../testing/commerce-routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedCart, storedCart } from '../../../testing/cart-storage';
import { aCatalogPage, aProduct, amounts } from '../../../testing/fixtures';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
});

const promo = aProduct({
  id: 11,
  name: 'Assinatura Anual',
  slug: 'assinatura-anual',
  tag: 'Mais vendido',
  amounts: { credit_card: 59880, credit_card_installments: 4990, boleto: 56886, pix: 53892 },
  lot: {
    id: 1,
    name: 'Assinatura Anual – Lote Promocional',
    amounts: { credit_card: 47880, credit_card_installments: 3990, boleto: 45486, pix: 43092 },
    // 23:59:59 of 20 March in São Paulo
    selling_ends_at: '2030-03-21T02:59:59.000Z',
    is_voucher_disabled: false,
  },
  bonus: {
    self_products_discount: null,
    earned_products: [],
    earned_items: [
      { id: 1, name: 'mapas', display_name: 'Mapas mentais em PDF' },
      { id: 2, name: 'cast', display_name: 'Resumos em áudio' },
      { id: 3, name: 'Simulados mensais' },
      { id: 4, name: 'Trilhas estratégicas' },
    ],
    earned_product_discounts: [
      { id: 12, earned_discount: 20 },
      { id: 13, earned_discount: 35 },
    ],
    ends_at: null,
  },
});
const free = aProduct({
  id: 12,
  name: 'Aula Inaugural',
  slug: 'aula-inaugural',
  amounts: { credit_card: 0, credit_card_installments: 0, boleto: 0, pix: 0 },
});
const external = aProduct({
  id: 13,
  name: 'Mentoria Individual',
  external_url: 'https://mentoria.exemplo.com.br/concursos',
});
const unpriced = aProduct({
  id: 14,
  name: 'TJ-SP Pré-venda',
  lot: { id: 2, name: 'Pré-venda', amounts: null, selling_ends_at: null, is_voucher_disabled: false },
});

function cardOf(name: string | RegExp): HTMLElement {
  return screen.getByRole('article', { name });
}

it('shows each card with the spec rules: lot name and price, installments, discount, date, bonus, free and hidden cards', async () => {
  const { server } = await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([promo, free, external, unpriced]),
  });

  const card = await screen.findByRole('article', { name: 'Assinatura Anual – Lote Promocional' });
  expect(card).toHaveTextContent('Mais vendido');
  expect(card).toHaveTextContent('Até 20/03');
  expect(card).toHaveTextContent('De R$ 598,80 por');
  expect(card).toHaveTextContent('R$ 478,80');
  expect(card).toHaveTextContent('12x de R$ 39,90');
  expect(card).toHaveTextContent('20% de desconto');
  expect(card).toHaveTextContent('Adquira e ganhe até 35% de desconto em produtos adicionais');
  expect(within(card).getByRole('list', { name: 'Bônus' })).toHaveTextContent('Mapas mentais em PDF');
  expect(within(card).getByRole('button', { name: 'Compre agora' })).toBeInTheDocument();

  const freeCard = cardOf('Aula Inaugural');
  expect(freeCard).toHaveTextContent('Grátis');
  expect(freeCard).not.toHaveTextContent('12x');
  expect(within(freeCard).getByRole('button', { name: 'Inscreva-se agora' })).toBeInTheDocument();

  expect(screen.queryByRole('article', { name: /Pré-venda|TJ-SP/ })).not.toBeInTheDocument();
  // spec 3 §7: catalog?page&perPage&total&banner&categoryId
  const query = server.requestsTo('GET', '/bff/public/ecommerce/catalog')[0]?.query;
  expect(Object.fromEntries(query ?? [])).toEqual({
    page: '1',
    perPage: '16',
    total: 'true',
    banner: 'true',
  });
});

it('adds an internal product to the cart once and opens the cart', async () => {
  const user = userEvent.setup();
  seedCart([free]);
  await renderArea('/cursos', {
    ...cartRoutes([]),
    'GET /bff/public/ecommerce/catalog': aCatalogPage([promo, free]),
  });

  await user.click(
    within(await screen.findByRole('article', { name: 'Aula Inaugural' })).getByRole('button', {
      name: 'Inscreva-se agora',
    }),
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Carrinho' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/cursos/carrinho');
  expect(storedCart().map((p: { id: number }) => p.id)).toEqual([12]);

  window.history.back();
  await user.click(
    within(await screen.findByRole('article', { name: 'Assinatura Anual – Lote Promocional' })).getByRole(
      'button',
      { name: 'Compre agora' },
    ),
  );
  await screen.findByRole('heading', { level: 1, name: 'Carrinho' });
  expect(storedCart().map((p: { id: number }) => p.id)).toEqual([12, 11]);
});

it('opens the external address of an external product instead of adding it', async () => {
  await renderArea('/cursos', { 'GET /bff/public/ecommerce/catalog': aCatalogPage([external]) });

  const buy = within(await screen.findByRole('article', { name: 'Mentoria Individual' })).getByRole('link', {
    name: 'Compre agora',
  });
  expect(buy).toHaveAttribute('href', 'https://mentoria.exemplo.com.br/concursos');
  expect(buy).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Mentoria Individual' })).toHaveAttribute(
    'href',
    'https://mentoria.exemplo.com.br/concursos',
  );
});

it('sells a product with an empty or missing external address here: course page link and cart', async () => {
  const user = userEvent.setup();
  const { external_url: _missing, ...withoutAddress } = aProduct({
    id: 17,
    name: 'Sem Endereço',
    slug: 'sem-endereco',
  });
  await renderArea('/cursos', {
    ...cartRoutes([]),
    'GET /bff/public/ecommerce/catalog': aCatalogPage([
      aProduct({ id: 16, name: 'Endereço Vazio', slug: 'endereco-vazio', external_url: '' }),
      withoutAddress as Product,
    ]),
  });

  const missing = await screen.findByRole('article', { name: 'Sem Endereço' });
  expect(within(missing).getByRole('link', { name: 'Sem Endereço' })).toHaveAttribute(
    'href',
    '/curso/sem-endereco',
  );
  const empty = cardOf('Endereço Vazio');
  expect(within(empty).getByRole('link', { name: 'Endereço Vazio' })).toHaveAttribute(
    'href',
    '/curso/endereco-vazio',
  );
  await user.click(within(empty).getByRole('button', { name: 'Compre agora' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Carrinho' })).toBeInTheDocument();
  expect(storedCart().map((p: { id: number }) => p.id)).toEqual([16]);
});

it('never links to an unsafe external address, and does not add that product to the cart', async () => {
  const user = userEvent.setup();
  await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([
      { ...external, id: 15, name: 'Oferta Suspeita', external_url: 'javascript:alert(1)' },
    ]),
  });

  const card = await screen.findByRole('article', { name: 'Oferta Suspeita' });
  expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  const buy = within(card).getByRole('button', { name: 'Compre agora' });
  expect(buy).toBeDisabled();
  await user.click(buy);
  expect(window.location.pathname).toBe('/cursos');
  expect(storedCart()).toEqual([]);
});

it('forgets the category cookie of a product clicked outside a category', async () => {
  document.cookie = 'product-id-11-opened-from-category-id=3; Path=/';
  const user = userEvent.setup();
  await renderArea('/cursos', { 'GET /bff/public/ecommerce/catalog': aCatalogPage([promo]) });

  await user.click(await screen.findByRole('link', { name: 'Assinatura Anual – Lote Promocional' }));

  expect(document.cookie).not.toContain('product-id-11-opened-from-category-id');
});

it('shows the banner and pages with links', async () => {
  const user = userEvent.setup();
  const { server } = await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': (request) => ({
      json: {
        ...aCatalogPage(
          [aProduct({ name: `Curso da página ${request.query.get('page')}` })],
          Number(request.query.get('page')),
          20,
        ),
        banner:
          request.query.get('banner') === 'true'
            ? { title: 'Semana do Concurseiro', subtitle: 'Até 25% de desconto.', link: null }
            : null,
      },
    }),
  });

  expect(await screen.findByRole('heading', { name: 'Semana do Concurseiro' })).toBeInTheDocument();
  await user.click(await screen.findByRole('link', { name: 'Próxima página' }));

  expect(await screen.findByRole('heading', { name: 'Curso da página 2' })).toBeInTheDocument();
  expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  expect(server.requestsTo('GET', '/bff/public/ecommerce/catalog').map((r) => r.query.get('page'))).toEqual([
    '1',
    '2',
  ]);
});

it('shows an empty state when no card can be shown', async () => {
  await renderArea('/cursos', { 'GET /bff/public/ecommerce/catalog': aCatalogPage([unpriced]) });

  expect(
    await screen.findByRole('heading', { name: 'Nenhum curso disponível no momento' }),
  ).toBeInTheDocument();
});

it('shows an error with a retry that loads the catalogue again, and logs the failure', async () => {
  const errors = captureConsoleErrors();
  let failing = true;
  const user = userEvent.setup();
  await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': () =>
      failing
        ? serverError(500, 'falhou', 'X')
        : { json: aCatalogPage([aProduct({ name: 'Curso Recuperado', amounts: amounts(100) })]) },
  });

  const alert = await screen.findByRole('alert');
  // spec 3 §8: a catalogue fetch failure reads 'Falha ao buscar pelo category ID'
  expect(alert).toHaveTextContent('Falha ao buscar pelo category ID');
  // spec 3 §8: other services log and rethrow
  expect(errors).toHaveBeenCalledWith('[mfe-commerce] getCatalog falhou', expect.anything());
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));

  expect(await screen.findByRole('heading', { name: 'Curso Recuperado' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});
