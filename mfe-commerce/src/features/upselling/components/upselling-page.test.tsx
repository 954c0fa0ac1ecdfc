import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpsellingBonus, UpsellingProduct } from 'shared-contracts';
import { storedCart } from '../../../testing/cart-storage';
import { amounts } from '../../../testing/fixtures';
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

function offer(
  id: number,
  name: string,
  interval: number | null,
  from: number,
  to: number,
  type: string,
): UpsellingBonus {
  return {
    id,
    name: 'Renovação Antecipada',
    starts_at: '2030-01-01T03:00:00.000Z',
    ends_at: '2030-01-31T02:59:59.000Z',
    product: { id: 100 + id, name, slug: `plano-${id}`, interval, description: `Descrição de ${name}` },
    product_relationship_type: type,
    price_info: {
      from_price: amounts(from),
      to_price: amounts(to),
      recurrent_payments: null,
      recurrent_payments_installments: null,
    },
    earned_items: [],
  };
}

const plans: UpsellingProduct[] = [
  {
    id: 1001,
    name: 'Assinatura Anual – Sistema de Questões',
    interval: 12,
    bonuses: [
      offer(1, 'Renovação Anual', 12, 59880, 44910, 'renewal'),
      offer(2, 'Assinatura Bianual', 24, 95760, 71820, 'upgrade'),
      offer(3, 'Assinatura Vitalícia', null, 149700, 119760, 'upgrade'),
    ],
  },
];

it('shows the early renewal banner, a tab per plan interval with the current plan card and the offers', async () => {
  const user = userEvent.setup();
  await renderArea('/garanta-acesso-completo', { 'GET /bff/ecommerce/upselling': { data: plans } });

  const banner = await screen.findByRole('region', { name: 'Renovação Antecipada' });
  expect(banner).toHaveTextContent('até 25% de desconto');
  expect(banner).toHaveTextContent('Oferta válida até 30/01/2030');

  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    '12 meses',
    '24 meses',
    'Vitalícia',
  ]);
  const annual = screen.getByRole('tabpanel');
  expect(within(annual).getByText('Este é o seu plano atual')).toBeInTheDocument();
  const annualOffers = within(annual).getByRole('list', { name: 'Ofertas de 12 meses' });
  expect(within(annualOffers).getByRole('article', { name: 'Renovação Anual' })).toHaveTextContent(
    'De R$ 598,80 por',
  );

  await user.click(screen.getByRole('tab', { name: '24 meses' }));
  const biannual = within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Assinatura Bianual' });
  expect(biannual).toHaveTextContent('R$ 718,20');
  expect(biannual).toHaveTextContent('Upgrade');

  await user.click(within(biannual).getByRole('button', { name: 'Quero esta oferta' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Carrinho' })).toBeInTheDocument();
  expect(storedCart()[0]).toMatchObject({
    id: 102,
    amounts: amounts(71820),
  });
});

describe('the outline: plan and offer cards right under the page title, no heading level skipped', () => {
  const outline = () =>
    screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);

  it('names the cards with h2 beside the banner (its h2 names only the banner)', async () => {
    const user = userEvent.setup();
    await renderArea('/garanta-acesso-completo', { 'GET /bff/ecommerce/upselling': { data: plans } });

    await screen.findByRole('region', { name: 'Renovação Antecipada' });
    expect(outline()).toEqual([
      'H1 Garanta acesso completo',
      'H2 Renovação Antecipada',
      'H2 Assinatura Anual – Sistema de Questões',
      'H2 Renovação Anual',
    ]);
    await user.click(screen.getByRole('tab', { name: '24 meses' }));
    expect(outline()).toEqual([
      'H1 Garanta acesso completo',
      'H2 Renovação Antecipada',
      'H2 Assinatura Bianual',
    ]);
  });

  it('names the current plan card with an h2 when there is neither banner nor offer', async () => {
    await renderArea('/garanta-acesso-completo', {
      'GET /bff/ecommerce/upselling': { data: [{ ...plans[0], bonuses: [] }] },
    });

    await screen.findByRole('tabpanel');
    // axe's heading-order: h1, then the card's h2, never an h3 first
    expect(outline()).toEqual(['H1 Garanta acesso completo', 'H2 Assinatura Anual – Sistema de Questões']);
  });
});

it("shows a free offer's price as 'Grátis'", async () => {
  await renderArea('/garanta-acesso-completo', {
    'GET /bff/ecommerce/upselling': {
      data: [{ ...plans[0], bonuses: [offer(4, 'Renovação Cortesia', 12, 59880, 0, 'renewal')] }],
    },
  });

  const card = await screen.findByRole('article', { name: 'Renovação Cortesia' });
  expect(card).toHaveTextContent('De R$ 598,80 por');
  expect(card).toHaveTextContent('Grátis');
  expect(card).not.toHaveTextContent('R$ 0,00');
});

it('names the area of the horizontal query with the vertical wording', async () => {
  await renderArea(
    '/garanta-acesso-completo?horizontal=discursivas',
    { 'GET /bff/ecommerce/upselling': { data: plans } },
    { vertical: 'oab' },
  );

  expect(
    screen.getByText(
      'Você ainda não tem acesso a Simulados de 2ª Fase. Garanta o acesso completo para continuar estudando.',
    ),
  ).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Renovação Antecipada' });
});

it("shows 'Nenhum produto disponível no momento' without offers", async () => {
  await renderArea('/garanta-acesso-completo?horizontal=questoes', {
    'GET /bff/ecommerce/upselling': { data: [] },
  });

  expect(
    await screen.findByRole('heading', { name: 'Nenhum produto disponível no momento' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Você ainda não tem acesso a Questões/)).toBeInTheDocument();
});

it("shows the current plan card next to 'Nenhum produto disponível no momento' when the plan has no offers", async () => {
  await renderArea('/garanta-acesso-completo', {
    'GET /bff/ecommerce/upselling': { data: [{ ...plans[0], bonuses: [] }] },
  });

  const panel = await screen.findByRole('tabpanel');
  expect(screen.getByRole('tab', { name: '12 meses' })).toHaveAttribute('aria-selected', 'true');
  expect(
    within(panel).getByRole('region', { name: 'Assinatura Anual – Sistema de Questões' }),
  ).toHaveTextContent('Este é o seu plano atual');
  expect(within(panel).getByText('Nenhum produto disponível no momento')).toBeInTheDocument();
  expect(within(panel).queryByRole('list', { name: /Ofertas de/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Renovação Antecipada' })).not.toBeInTheDocument();
});

it('shows an error with retry when the offers cannot be loaded', async () => {
  const errors = captureConsoleErrors();
  let failing = true;
  const user = userEvent.setup();
  await renderArea('/garanta-acesso-completo', {
    'GET /bff/ecommerce/upselling': () => (failing ? serverError() : { json: { data: plans } }),
  });

  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as ofertas.');
  expect(errors).toHaveBeenCalledWith('[mfe-commerce] getUpselling falhou', expect.anything());
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('region', { name: 'Renovação Antecipada' })).toBeInTheDocument();
});
