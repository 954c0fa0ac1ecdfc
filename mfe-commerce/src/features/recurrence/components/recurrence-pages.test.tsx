import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_CARD } from '../../../testing/commerce-routes';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(async () => {
  await closeTestServers();
});

const overdue = {
  id: 501,
  product: { id: 1001, name: 'Assinatura Anual – Sistema de Questões', slug: 'assinatura-anual' },
  status: 'overdue',
  amount: 4990,
  next_charge_at: '2026-05-01T12:00:00.000Z',
  card: { brand: 'Mastercard', last_digits: '0002' },
};
const charged = {
  ...overdue,
  status: 'active',
  next_charge_at: '2026-06-01T12:00:00.000Z',
  card: { brand: 'Visa', last_digits: '1111' },
};

it('updates the card of a recurrence, charges it once and shows the recurrence success page', async () => {
  let current: object = overdue;
  const u = userEvent.setup();
  const { server } = await renderArea('/recorrencia/501', {
    'GET /bff/ecommerce/recurrence/501': () => ({ json: { data: current } }),
    'GET /bff/ecommerce/customer/cards': { data: [SAVED_CARD] },
    'POST /bff/ecommerce/recurrence/update-and-charge': () => {
      current = charged;
      return { json: { data: charged }, delayMs: 100 };
    },
  });

  const details = await screen.findByRole('region', { name: 'Dados da assinatura' });
  expect(details).toHaveTextContent('Assinatura Anual – Sistema de Questões');
  expect(details).toHaveTextContent('Pagamento pendente · R$ 49,90 por ciclo');
  expect(details).toHaveTextContent('Cartão atual: Mastercard final 0002');
  expect(screen.queryByRole('combobox', { name: 'Parcelas' })).not.toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: 'Atualizar cartão e cobrar' }));
  expect(screen.getByText('Escolha um cartão salvo ou adicione um novo.')).toBeInTheDocument();

  await u.click(await screen.findByRole('radio', { name: /Visa final 1111/ }));
  await u.dblClick(screen.getByRole('button', { name: 'Atualizar cartão e cobrar' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Pagamento da assinatura realizado!' }),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/cursos/sucesso/recorrencia/501');
  const summary = await screen.findByRole('region', { name: 'Dados da assinatura' });
  expect(summary).toHaveTextContent('Ativa');
  expect(summary).toHaveTextContent('Cobrado no cartão Visa final 1111');
  expect(server.requestsTo('POST', '/bff/ecommerce/recurrence/update-and-charge')).toHaveLength(1);
  expect(server.requestsTo('POST', '/bff/ecommerce/recurrence/update-and-charge')[0]?.json).toEqual({
    recurrence_id: 501,
    card_id: SAVED_CARD.id,
  });
});

it('explains a refused charge and keeps the chosen card', async () => {
  captureConsoleErrors();
  const u = userEvent.setup();
  await renderArea('/recorrencia/501', {
    'GET /bff/ecommerce/recurrence/501': { data: overdue },
    'GET /bff/ecommerce/customer/cards': { data: [SAVED_CARD] },
    'POST /bff/ecommerce/recurrence/update-and-charge': {
      status: 422,
      json: { error: { message: 'Cartão recusado pela operadora.', tag: 'CARD.REFUSED' } },
    },
  });
  const radio = await screen.findByRole('radio', { name: /Visa final 1111/ });
  await u.click(radio);
  await u.click(screen.getByRole('button', { name: 'Atualizar cartão e cobrar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Cartão recusado pela operadora.');
  expect(radio).toBeChecked();
  expect(window.location.pathname).toBe('/recorrencia/501');
});

it('shows the area not-found page for an unknown recurrence', async () => {
  await renderArea('/recorrencia/999', {
    'GET /bff/ecommerce/recurrence/999': {
      status: 404,
      json: { error: { message: 'x', tag: 'RECURRENCE.NOT_FOUND' } },
    },
  });
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ops... Essa página não está mais aqui',
    ),
  );
  expect(
    within(document.body).queryByRole('button', { name: 'Atualizar cartão e cobrar' }),
  ).not.toBeInTheDocument();
});

describe('without a recurrence (spec 3 §2: /recorrencia/{id?}, /cursos/sucesso/recorrencia/{recurrence?})', () => {
  it('/recorrencia is the area not-found page, asking for no recurrence', async () => {
    const { server } = await renderArea('/recorrencia', {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ops... Essa página não está mais aqui',
    );
    expect(server.requests.filter((r) => r.path.startsWith('/bff/ecommerce/recurrence'))).toHaveLength(0);
  });

  it('/cursos/sucesso/recorrencia is the recurrence success page, not an order named recorrencia', async () => {
    const { server } = await renderArea('/cursos/sucesso/recorrencia', {});
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pagamento da assinatura realizado!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas compras' })).toHaveAttribute(
      'href',
      '/minhas-compras',
    );
    expect(screen.queryByText(/Pedido/)).not.toBeInTheDocument();
    expect(
      server.requests.filter((r) => /^\/bff\/ecommerce\/(recurrence|catalog\/order)/.test(r.path)),
    ).toHaveLength(0);
  });
});
