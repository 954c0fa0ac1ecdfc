import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createTestPlatform } from 'shared-contracts/testing';
import { seedCart, storedCart, TEST_STUDENT_ID } from '../../../testing/cart-storage';
import { aProduct, amounts } from '../../../testing/fixtures';
import { closeTestServers, renderArea } from '../../../testing/render-area';

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
  await renderArea('/cursos/carrinho');

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
    const first = await renderArea('/cursos/carrinho');
    expect(screen.getByRole('link', { name: 'Português para Concursos' })).toBeInTheDocument();
    first.unmount();

    await renderArea('/cursos/carrinho', {}, { user: OTHER });
    expect(screen.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
    expect(storedCart().map((p) => p.id)).toEqual([2]);
  });

  it('takes in what a visitor put in the cart when they sign in, without doubles', async () => {
    window.localStorage.setItem('cart-products', JSON.stringify([lotProduct, course]));
    seedCart([course]);
    const { platform } = await renderArea('/cursos/carrinho', {}, { user: null });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    act(() => platform.setUser(createTestPlatform().session.getUser()));
    expect(storedCart().map((p) => p.id)).toEqual([2, 1]);
    expect(JSON.parse(window.localStorage.getItem('cart-products') ?? '[]')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Pacote PF – 1º Lote' })).toBeInTheDocument();
  });

  it('shows what another tab put in the cart', async () => {
    await renderArea('/cursos/carrinho');
    expect(screen.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
    seedCart([course]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: `user:${TEST_STUDENT_ID}:cart-products` }));
    });
    expect(await screen.findByRole('link', { name: 'Português para Concursos' })).toBeInTheDocument();
  });
});
