import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCatalogPage, aProduct } from '../../../testing/fixtures';
import { closeTestServers, renderArea } from '../../../testing/render-area';

/**
 * jsdom has no layout: each card body says how tall its content is (data-content-height, set by the test
 * through the product name) against its box of 96 px.
 */
const heights = new Map<string, number>();
let restore: () => void;

beforeAll(() => {
  const scroll = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.hasAttribute('data-card-body')) return 0;
      const name = this.closest('article')?.getAttribute('aria-labelledby');
      const title = name ? (document.getElementById(name)?.textContent ?? '') : '';
      return heights.get(title) ?? 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-card-body') ? 96 : 0;
    },
  });
  restore = () => {
    if (scroll) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scroll);
    if (client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', client);
  };
});
afterAll(() => restore());
afterEach(async () => {
  await closeTestServers();
  heights.clear();
});

const manyBonuses = {
  self_products_discount: null,
  earned_products: [],
  earned_items: ['Mapas mentais', 'Cast', 'Simulados', 'Trilhas', 'Mentoria'].map((name, i) => ({
    id: i + 1,
    name,
  })),
  earned_product_discounts: [],
  ends_at: null,
};

it("shows 'E mais' exactly on the cards whose content overflows, and reveals the rest", async () => {
  heights.set('Curso longo', 240);
  heights.set('Curso curto', 40);
  heights.set('Curso justo', 97);
  const u = userEvent.setup();
  await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([
      aProduct({ id: 1, name: 'Curso longo', bonus: manyBonuses }),
      aProduct({ id: 2, name: 'Curso curto', description: 'Curta.' }),
      aProduct({ id: 3, name: 'Curso justo', description: 'Cabe por um pixel.' }),
    ]),
  });
  const long = await screen.findByRole('article', { name: 'Curso longo' });
  const more = within(long).getByRole('button', { name: 'E mais' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(
    within(screen.getByRole('article', { name: 'Curso curto' })).queryByRole('button', { name: 'E mais' }),
  ).toBeNull();
  // 1 px over is rounding, not overflow
  expect(
    within(screen.getByRole('article', { name: 'Curso justo' })).queryByRole('button', { name: 'E mais' }),
  ).toBeNull();
  // the whole list is there, clipped by its box until revealed
  expect(within(long).getAllByRole('listitem')).toHaveLength(5);

  await u.click(more);
  expect(within(long).getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(long.querySelector('[data-card-body]')).toHaveStyle({ maxHeight: 'none' });
});

it("measures again after a resize: 'E mais' comes and goes with the overflow", async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    heights.set('Curso elástico', 40);
    await renderArea('/cursos', {
      'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ id: 4, name: 'Curso elástico' })]),
    });
    const card = await screen.findByRole('article', { name: 'Curso elástico' });
    expect(within(card).queryByRole('button', { name: 'E mais' })).toBeNull();

    heights.set('Curso elástico', 300);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(199);
    });
    expect(within(card).queryByRole('button', { name: 'E mais' })).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(within(card).getByRole('button', { name: 'E mais' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
