import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createTestPlatform } from 'shared-contracts/testing';
import { seedCart, storedCart, TEST_STUDENT_ID } from '../../../testing/cart-storage';
import { aProduct, amounts } from '../../../testing/fixtures';
import { aVoucher, cartRoutes } from '../../../testing/commerce-routes';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

/**
 * An old (struck) or new price as a screen reader reads it: 'De R$ 300,00' in <s>, 'por R$ 240,00' in
 * <strong> (the words are visually hidden text: an aria-label is not allowed on those elements).
 */
const isPrice = (text: string) => (_content: string, element: Element | null) =>
  (element?.tagName === 'S' || element?.tagName === 'STRONG') &&
  element.textContent?.replace(/\s+/g, ' ') === text;
const getPrice = (scope: HTMLElement, text: string) => within(scope).getByText(isPrice(text));
const queryPrice = (scope: HTMLElement, text: string) => within(scope).queryByText(isPrice(text));
const findPrice = (scope: HTMLElement, text: string) => within(scope).findByText(isPrice(text));

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
});

const lotProduct = aProduct({
  id: 1,
  name: 'Pacote PF',
  amounts: amounts(179880),
  lot: {
    id: 9,
    name: 'Pacote PF – 1º Lote',
    amounts: amounts(134910),
    selling_ends_at: null,
    is_voucher_disabled: false,
  },
});
const course = aProduct({ id: 2, name: 'Português para Concursos', amounts: amounts(29900) });

it('lists the stored cart with the total, and removing a product updates list, total and storage', async () => {
  seedCart([lotProduct, course]);
  const user = userEvent.setup();
  await renderArea('/cursos/carrinho', cartRoutes([lotProduct, course]));

  const list = screen.getByRole('list', { name: 'Produtos no carrinho' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByRole('link', { name: 'Pacote PF – 1º Lote' })).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
  expect(summary).toHaveTextContent('Total: R$ 1.648,10');

  await user.click(screen.getByRole('button', { name: 'Remover Pacote PF – 1º Lote do carrinho' }));

  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(summary).toHaveTextContent('Total: R$ 299,00');
  expect(storedCart().map((p: { id: number }) => p.id)).toEqual([2]);
  expect(screen.getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute('href', '/cursos/checkout');
});

it("shows the total of a free cart as 'Grátis'", async () => {
  const free = aProduct({
    id: 31,
    name: 'Aula Inaugural',
    amounts: { credit_card: 0, credit_card_installments: 0, boleto: 0, pix: 0 },
  });
  seedCart([free]);
  const { server } = await renderArea('/cursos/carrinho', cartRoutes([free]));

  await waitFor(() => expect(server.requestsTo('POST', '/bff/public/ecommerce/cart/price')).toHaveLength(1));
  const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
  await waitFor(() => expect(summary).toHaveAttribute('aria-busy', 'false'));
  // spec 3 §2: a free amount is shown as 'Grátis'
  expect(summary).toHaveTextContent('Total: Grátis');
  expect(summary).not.toHaveTextContent('R$');
});

it('shows an empty cart, also when the stored cart is unreadable', async () => {
  window.localStorage.setItem(`user:${TEST_STUDENT_ID}:cart-products`, '{quebrado');
  await renderArea('/cursos/carrinho');

  expect(screen.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver cursos' })).toHaveAttribute('href', '/cursos');
});

describe('the cart belongs to the student', () => {
  const OTHER = { ...createTestPlatform().session.getUser()!, id: 2, fullName: 'Bruno Lima' };

  it('is not shown to another student signing in on the same browser, and each keeps their own', async () => {
    seedCart([course]);
    const first = await renderArea('/cursos/carrinho', cartRoutes([course]));
    expect(screen.getByRole('link', { name: 'Português para Concursos' })).toBeInTheDocument();
    first.unmount();

    await renderArea('/cursos/carrinho', cartRoutes([course]), { user: OTHER });
    expect(screen.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
    expect(storedCart().map((p) => p.id)).toEqual([2]);
  });

  it('takes in what a visitor put in the cart when they sign in, without doubles', async () => {
    window.localStorage.setItem('cart-products', JSON.stringify([lotProduct, course]));
    seedCart([course]);
    const { platform } = await renderArea('/cursos/carrinho', cartRoutes([lotProduct, course]), {
      user: null,
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    act(() => platform.setUser(createTestPlatform().session.getUser()));
    expect(storedCart().map((p) => p.id)).toEqual([2, 1]);
    expect(JSON.parse(window.localStorage.getItem('cart-products') ?? '[]')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Pacote PF – 1º Lote' })).toBeInTheDocument();
  });

  it('shows what another tab put in the cart', async () => {
    await renderArea('/cursos/carrinho', cartRoutes([course]));
    expect(screen.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
    seedCart([course]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: `user:${TEST_STUDENT_ID}:cart-products` }));
    });
    expect(await screen.findByRole('link', { name: 'Português para Concursos' })).toBeInTheDocument();
  });
});

describe('prices from the server (POST cart/price)', () => {
  it('shows the server prices and total, asking for each product with its lot and voucher', async () => {
    seedCart([lotProduct, course]);
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([lotProduct, course]),
      'POST /bff/public/ecommerce/cart/price': {
        data: {
          items: [
            { product_id: 1, from: amounts(134910), to: amounts(134910), voucher: null },
            { product_id: 2, from: amounts(29900), to: amounts(25000), voucher: null },
          ],
          total: amounts(159910),
        },
      },
    });

    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    await waitFor(() => expect(summary).toHaveTextContent('Total: R$ 1.599,10'));
    expect(getPrice(document.body, 'por R$ 250,00')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/public/ecommerce/cart/price')[0]?.json).toEqual({
      products: [
        { product_id: 1, lot_id: 9, voucher: null },
        { product_id: 2, lot_id: null, voucher: null },
      ],
    });
  });

  it('keeps the card prices and says so when the prices cannot be updated', async () => {
    captureConsoleErrors();
    seedCart([course]);
    await renderArea('/cursos/carrinho', {
      ...cartRoutes([course]),
      'POST /bff/public/ecommerce/cart/price': { status: 422, json: { error: { message: 'x' } } },
    });
    expect(
      await screen.findByText(
        'Não foi possível atualizar os preços agora; os valores podem mudar no pagamento.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resumo do pedido' })).toHaveTextContent('Total: R$ 299,00');
  });
});

describe('vouchers in the cart', () => {
  const portugues = aProduct({ id: 11, name: 'Português', amounts: amounts(30000) });
  const logica = aProduct({ id: 12, name: 'Raciocínio Lógico', amounts: amounts(20000) });
  const fitsOne = aVoucher({ code: 'PORTUGUES20', products_ids: [11], discount_percent: 20 });

  it('applies a code that fits one product: only its price changes, and a reload keeps it', async () => {
    seedCart([portugues, logica]);
    const user = userEvent.setup();
    const { server, unmount } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([portugues, logica], [fitsOne]),
      'GET /bff/public/ecommerce/voucher/PORTUGUES20/1': { data: fitsOne },
    });

    await user.type(screen.getByRole('textbox', { name: 'Código do cupom' }), 'portugues20');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupom' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Cupom PORTUGUES20 aplicado a 1 produto.');
    expect(await findPrice(document.body, 'por R$ 240,00')).toBeInTheDocument();
    expect(getPrice(document.body, 'De R$ 300,00')).toBeInTheDocument();
    expect(queryPrice(document.body, 'De R$ 200,00')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resumo do pedido' })).toHaveTextContent('Total: R$ 440,00');
    expect(storedCart().map((p) => p.voucher)).toEqual(['PORTUGUES20', null]);
    expect(server.requestsTo('GET', '/bff/public/ecommerce/voucher/PORTUGUES20/1')).toHaveLength(1);
    unmount();

    await renderArea('/cursos/carrinho', cartRoutes([portugues, logica], [fitsOne]));
    expect(await findPrice(document.body, 'por R$ 240,00')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cupons aplicados' })).toHaveTextContent('PORTUGUES20');
  });

  it('removes an applied code', async () => {
    seedCart([{ ...portugues, voucher: 'PORTUGUES20' }, logica]);
    const user = userEvent.setup();
    await renderArea('/cursos/carrinho', cartRoutes([portugues, logica], [fitsOne]));
    await user.click(screen.getByRole('button', { name: 'Remover cupom PORTUGUES20' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cupom PORTUGUES20 removido.');
    expect(storedCart().map((p) => p.voucher)).toEqual([null, null]);
    expect(screen.queryByRole('list', { name: 'Cupons aplicados' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'an unknown code',
      { status: 404, json: { error: { message: 'x', tag: 'VOUCHER.NOT_FOUND' } } },
      'Cupom não encontrado. Confira o código digitado.',
    ],
    [
      'an expired code',
      { status: 422, json: { error: { message: 'x', tag: 'VOUCHER.EXPIRED' } } },
      'Este cupom expirou e não pode mais ser usado.',
    ],
    [
      'a code no product fits',
      { data: aVoucher({ code: 'NADA', products_ids: [99] }) },
      'Este cupom não se aplica a nenhum produto do carrinho.',
    ],
    [
      'a code past its end date',
      { data: aVoucher({ code: 'NADA', expires_at: '2020-01-01T00:00:00Z' }) },
      'Este cupom expirou e não pode mais ser usado.',
    ],
    [
      'a failing lookup',
      { status: 500, json: {} },
      'Não foi possível verificar o cupom agora. Tente novamente.',
    ],
  ])('explains %s and keeps what was typed and the cart', async (_case, reply, message) => {
    captureConsoleErrors();
    seedCart([portugues]);
    const user = userEvent.setup();
    await renderArea('/cursos/carrinho', {
      ...cartRoutes([portugues]),
      'GET /bff/public/ecommerce/voucher/NADA/1': reply,
    });
    const field = screen.getByRole('textbox', { name: 'Código do cupom' });
    await user.type(field, 'NADA');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupom' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue('NADA');
    expect(storedCart().map((p) => p.voucher)).toEqual([null]);
  });

  it('asks for a code before looking one up', async () => {
    seedCart([portugues]);
    const user = userEvent.setup();
    const { server } = await renderArea('/cursos/carrinho', cartRoutes([portugues]));
    await user.click(screen.getByRole('button', { name: 'Aplicar cupom' }));
    expect(screen.getByText('Digite o código do cupom.')).toBeInTheDocument();
    expect(
      server.requests.filter(
        (r) => r.path.startsWith('/bff/public/ecommerce/voucher/') && !r.path.includes('/automatic/'),
      ),
    ).toHaveLength(0);
  });

  it('links the automatic voucher with the amount spent once the cart reaches it', async () => {
    const automatic = aVoucher({ code: 'AUTO5', discount_percent: 5 });
    seedCart([portugues, logica]);
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([portugues, logica], [automatic]),
      'GET /bff/public/ecommerce/voucher/automatic/find': { data: { ...automatic, min_amount_spent: 40000 } },
      'POST /bff/ecommerce/voucher/automatic/link': { data: automatic },
    });

    expect(await screen.findByText('Cupom automático AUTO5 aplicado ao seu carrinho.')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/ecommerce/voucher/automatic/link')[0]?.json).toEqual({
      amountSpent: 50000,
    });
    expect(storedCart().map((p) => p.voucher)).toEqual(['AUTO5', 'AUTO5']);
    // nothing was linked to the student before (GET voucher/automatic answered null)
    expect(server.requestsTo('GET', '/bff/ecommerce/voucher/automatic')).toHaveLength(1);
    expect(server.requestsTo('POST', '/bff/ecommerce/voucher/automatic/link')).toHaveLength(1);
  });

  it("puts back the student's linked automatic voucher (GET voucher/automatic) without linking it again", async () => {
    const automatic = aVoucher({ code: 'AUTO5', discount_percent: 5 });
    seedCart([portugues, logica]);
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([portugues, logica], [automatic]),
      'GET /bff/public/ecommerce/voucher/automatic/find': { data: { ...automatic, min_amount_spent: 40000 } },
      'GET /bff/ecommerce/voucher/automatic': { data: { ...automatic, min_amount_spent: 40000 } },
      'POST /bff/ecommerce/voucher/automatic/link': { data: automatic },
    });

    expect(await screen.findByText('Cupom automático AUTO5 aplicado ao seu carrinho.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cupons aplicados' })).toHaveTextContent('AUTO5');
    expect(storedCart().map((p) => p.voucher)).toEqual(['AUTO5', 'AUTO5']);
    expect(server.requestsTo('GET', '/bff/ecommerce/voucher/automatic')).toHaveLength(1);
    expect(server.requestsTo('POST', '/bff/ecommerce/voucher/automatic/link')).toHaveLength(0);
  });

  it('asks a visitor for no linked automatic voucher', async () => {
    seedCartVisitor([portugues]);
    const { server } = await renderArea('/cursos/carrinho', cartRoutes([portugues]), { user: null });
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/public/ecommerce/voucher/automatic/find')).toHaveLength(1),
    );
    expect(server.requestsTo('GET', '/bff/ecommerce/voucher/automatic')).toHaveLength(0);
  });

  it('says a code already in the cart is applied, asking nothing', async () => {
    seedCart([{ ...portugues, voucher: 'PORTUGUES20' }, logica]);
    const user = userEvent.setup();
    const { server } = await renderArea('/cursos/carrinho', cartRoutes([portugues, logica], [fitsOne]));
    const field = screen.getByRole('textbox', { name: 'Código do cupom' });
    await user.type(field, 'portugues20');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupom' }));
    expect(field).toHaveAccessibleDescription('Este cupom já está aplicado.');
    expect(server.requestsTo('GET', '/bff/public/ecommerce/voucher/PORTUGUES20/1')).toHaveLength(0);
  });

  it('does not link the automatic voucher below its amount', async () => {
    seedCart([logica]);
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([logica]),
      'GET /bff/public/ecommerce/voucher/automatic/find': {
        data: { ...aVoucher({ code: 'AUTO5' }), min_amount_spent: 40000 },
      },
    });
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/public/ecommerce/voucher/automatic/find')).toHaveLength(1),
    );
    expect(server.requestsTo('POST', '/bff/ecommerce/voucher/automatic/link')).toHaveLength(0);
  });
});

describe('order bumps and checkout access', () => {
  const base = aProduct({ id: 21, name: 'Pacote PF', slug: 'pacote-pf' });
  const other = aProduct({ id: 22, name: 'Simulado PF', slug: 'simulado-pf' });
  const bumped = aProduct({
    id: 23,
    name: 'Legislação Especial',
    slug: 'legislacao',
    amounts: amounts(19900),
  });

  it('asks for the bumps of every cart product and adds one with a click', async () => {
    seedCart([base, other]);
    const user = userEvent.setup();
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([base, other, bumped]),
      'GET /bff/public/ecommerce/order-bumps': {
        data: [{ cart_product_id: 21, product: bumped, amounts: amounts(9900) }],
      },
    });

    const section = await screen.findByRole('region', { name: 'Aproveite também' });
    expect(section).toHaveTextContent('Legislação Especial');
    expect(getPrice(section, 'De R$ 199,00')).toBeInTheDocument();
    expect(
      server.requestsTo('GET', '/bff/public/ecommerce/order-bumps')[0]?.query.getAll('cart_product_id'),
    ).toEqual(['21', '22']);

    await user.click(
      within(section).getByRole('button', { name: 'Adicionar Legislação Especial ao carrinho' }),
    );
    expect(storedCart().map((p) => p.id)).toEqual([21, 22, 23]);
    expect(screen.getByRole('link', { name: 'Legislação Especial' })).toBeInTheDocument();
  });

  it('opens an order bump sold elsewhere at its address and never adds it to the cart', async () => {
    seedCart([base]);
    const user = userEvent.setup();
    const external = aProduct({
      id: 24,
      name: 'Curso Parceiro',
      slug: 'curso-parceiro',
      external_url: 'https://parceiro.example.com/curso',
    });
    await renderArea('/cursos/carrinho', {
      ...cartRoutes([base, external]),
      'GET /bff/public/ecommerce/order-bumps': {
        data: [{ cart_product_id: 21, product: external, amounts: amounts(9900) }],
      },
    });

    const section = await screen.findByRole('region', { name: 'Aproveite também' });
    expect(
      within(section).queryByRole('button', { name: 'Adicionar Curso Parceiro ao carrinho' }),
    ).not.toBeInTheDocument();
    const link = within(section).getByRole('link', { name: 'Comprar Curso Parceiro no site parceiro' });
    expect(link).toHaveAttribute('href', 'https://parceiro.example.com/curso');
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(storedCart().map((p) => p.id)).toEqual([21]);
  });

  it("shows a free order bump's price as 'Grátis'", async () => {
    seedCart([base]);
    await renderArea('/cursos/carrinho', {
      ...cartRoutes([base, bumped]),
      'GET /bff/public/ecommerce/order-bumps': {
        data: [{ cart_product_id: 21, product: bumped, amounts: amounts(0) }],
      },
    });

    const section = await screen.findByRole('region', { name: 'Aproveite também' });
    const bump = within(section).getByRole('listitem');
    expect(bump).toHaveTextContent('Legislação Especial');
    expect(getPrice(bump, 'De R$ 199,00')).toBeInTheDocument();
    expect(bump).toHaveTextContent('Grátis');
    expect(bump).not.toHaveTextContent('R$ 0,00');
  });

  it('saves the checkout access with the slugs, updates it, and deletes it when the cart empties', async () => {
    seedCart([base, other]);
    const user = userEvent.setup();
    const { server } = await renderArea('/cursos/carrinho', cartRoutes([base, other]));

    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/ecommerce/checkout-access/1')).toHaveLength(1),
    );
    expect(server.requestsTo('POST', '/bff/ecommerce/checkout-access/1')[0]?.json).toEqual({
      product_slugs: ['pacote-pf', 'simulado-pf'],
    });
    await user.click(screen.getByRole('button', { name: 'Remover Pacote PF do carrinho' }));
    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/ecommerce/checkout-access/1')).toHaveLength(2),
    );
    expect(server.requestsTo('POST', '/bff/ecommerce/checkout-access/1')[1]?.json).toEqual({
      product_slugs: ['simulado-pf'],
    });
    await user.click(screen.getByRole('button', { name: 'Remover Simulado PF do carrinho' }));
    await waitFor(() =>
      expect(server.requestsTo('DELETE', '/bff/ecommerce/checkout-access/1')).toHaveLength(1),
    );
  });

  it('sends no checkout access for a visitor', async () => {
    seedCartVisitor([base]);
    const { server } = await renderArea('/cursos/carrinho', cartRoutes([base]), { user: null });
    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/public/ecommerce/cart/price')).toHaveLength(1),
    );
    expect(server.requestsTo('POST', '/bff/ecommerce/checkout-access/:id')).toHaveLength(0);
  });
});

describe('the voucher field keeps a code typed but not applied yet', () => {
  const portugues = aProduct({ id: 11, name: 'Português', amounts: amounts(30000) });
  const fitsOne = aVoucher({ code: 'PORTUGUES20', products_ids: [11], discount_percent: 20 });
  const routes = {
    ...cartRoutes([portugues], [fitsOne]),
    'GET /bff/public/ecommerce/voucher/PORTUGUES20/1': { data: fitsOne },
    'GET /bff/public/ecommerce/voucher/NAOEXISTE/1': {
      status: 404,
      json: { error: { message: 'x', tag: 'VOUCHER.NOT_FOUND' } },
    },
  };
  const codeField = () => screen.getByRole('textbox', { name: 'Código do cupom' });

  it('across a reload, until it is applied: then the field is empty, after a reload too', async () => {
    seedCart([portugues]);
    const user = userEvent.setup();
    const first = await renderArea('/cursos/carrinho', routes);
    await user.type(codeField(), 'portugues20');
    first.unmount();

    const second = await renderArea('/cursos/carrinho', routes);
    expect(codeField()).toHaveValue('portugues20');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await screen.findByText('Cupom PORTUGUES20 aplicado a 1 produto.')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    second.unmount();

    await renderArea('/cursos/carrinho', routes);
    expect(codeField()).toHaveValue('');
    expect(screen.getByRole('list', { name: 'Cupons aplicados' })).toHaveTextContent('PORTUGUES20');
  });

  it('a refused code: the reason shows and the code stays, after a reload too', async () => {
    captureConsoleErrors();
    seedCart([portugues]);
    const user = userEvent.setup();
    const first = await renderArea('/cursos/carrinho', routes);
    await user.type(codeField(), 'NAOEXISTE');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupom' }));
    expect(codeField()).toHaveValue('NAOEXISTE');
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription('Cupom não encontrado. Confira o código digitado.'),
    );
    first.unmount();

    await renderArea('/cursos/carrinho', routes);
    expect(codeField()).toHaveValue('NAOEXISTE');
    expect(storedCart().map((p) => p.voucher)).toEqual([null]);
  });

  it('across a sign-in round trip', async () => {
    seedCart([portugues]);
    const user = userEvent.setup();
    const { platform } = await renderArea('/cursos/carrinho', routes);
    const student = platform.session.getUser();
    await user.type(codeField(), 'portugues20');
    // the session ends (a 401) and the student signs in again
    act(() => platform.setUser(null));
    // signed out, the cart is the visitor's (empty here): no voucher field
    expect(screen.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Código do cupom' })).not.toBeInTheDocument();
    act(() => platform.setUser(student));
    expect(await screen.findByRole('textbox', { name: 'Código do cupom' })).toHaveValue('portugues20');
  });
});

function seedCartVisitor(products: unknown[]) {
  window.localStorage.setItem('cart-products', JSON.stringify(products));
}
