import { inspect } from 'node:util';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedCart, storedCart } from '../../../testing/cart-storage';
import { checkoutRoutes, SAVED_CARD } from '../../../testing/commerce-routes';
import { aProduct, amounts } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

// the checkout is a long form typed key by key on a shared machine
jest.setTimeout(30_000);

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
});

const portugues = aProduct({ id: 2, name: 'Português para Concursos', amounts: amounts(29900) });
const logica = aProduct({ id: 3, name: 'Raciocínio Lógico', amounts: amounts(18000), voucher: 'LOGICA10' });

const cardOrder = {
  order_number: 'EC-2026-005000',
  created_at: '2026-05-02T15:00:00.000Z',
  status: 'paid',
  payment_method: 'credit_card',
  installments: 12,
  total: 47900,
  items: [
    { id: 2, name: 'Português para Concursos', slug: 'portugues', amount: 29900 },
    { id: 3, name: 'Raciocínio Lógico', slug: 'logica', amount: 18000 },
  ],
  expires_at: null,
  payment: {
    pix_code: null,
    pix_expires_at: null,
    boleto_line: null,
    boleto_expires_at: null,
    card: { brand: 'Visa', last_digits: '1111' },
  },
  post_sale_action_ids: [],
};

// no pause between keys: the form is long and the machine shared
const user = () => userEvent.setup({ delay: null });

async function fillBuyer(u: ReturnType<typeof userEvent.setup>, cpf = '52998224725') {
  await u.type(screen.getByRole('textbox', { name: 'CPF' }), cpf);
  await u.type(screen.getByRole('textbox', { name: 'CEP' }), '01310100');
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Endereço' })).toHaveValue('Avenida Paulista'),
  );
  await u.type(screen.getByRole('textbox', { name: 'Número' }), '1000');
}

it('pays by a saved card in 12 installments and reaches the success page with the order', async () => {
  seedCart([portugues, logica]);
  const u = user();
  const { server } = await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues, logica]),
    'POST /bff/ecommerce/orders': { status: 201, json: { data: cardOrder } },
    'GET /bff/ecommerce/catalog/order/EC-2026-005000': { data: cardOrder },
  });

  await fillBuyer(u);
  expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
  await u.click(await screen.findByRole('radio', { name: /Visa final 1111/ }));
  const installments = screen.getByRole('combobox', { name: 'Parcelas' });
  expect(within(installments).getAllByRole('option')).toHaveLength(12);
  await u.selectOptions(installments, '12');
  expect(installments).toHaveDisplayValue(/^12x de R\$\s39,92 sem juros$/);
  await u.click(screen.getByRole('button', { name: 'Confirmar compra' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Compra realizada!' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Detalhes do pedido' })).toHaveTextContent(
    'Pago · Cartão de crédito · Total R$ 479,00',
  );
  expect(screen.getByText('Cartão Visa final 1111 em 12x')).toBeInTheDocument();
  expect(server.requestsTo('PUT', '/bff/profile/complementary-data')[0]?.json).toEqual({
    cpf: '52998224725',
    address: {
      zip_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  });
  expect(server.requestsTo('POST', '/bff/ecommerce/orders')[0]?.json).toEqual({
    products: [
      { product_id: 2, lot_id: null, voucher: null },
      { product_id: 3, lot_id: null, voucher: 'LOGICA10' },
    ],
    payment_method: 'credit_card',
    installments: 12,
    card_id: SAVED_CARD.id,
    idempotency_key: expect.any(String),
  });
  expect(storedCart()).toEqual([]);
});

it('places one order on a double click', async () => {
  seedCart([portugues]);
  const u = user();
  const { server } = await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues]),
    'POST /bff/ecommerce/orders': {
      status: 201,
      json: { data: { ...cardOrder, payment_method: 'pix' } },
      delayMs: 150,
    },
    'GET /bff/ecommerce/catalog/order/EC-2026-005000': { data: cardOrder },
  });
  await fillBuyer(u);
  await u.click(await screen.findByRole('radio', { name: 'Pix' }));
  expect(
    screen.getByText('O código Pix copia e cola aparece depois de confirmar a compra.'),
  ).toBeInTheDocument();
  await u.dblClick(screen.getByRole('button', { name: 'Confirmar compra' }));
  await screen.findByRole('heading', { level: 1, name: 'Compra realizada!' });
  expect(server.requestsTo('POST', '/bff/ecommerce/orders')).toHaveLength(1);
});

it("shows a free product's line and the total as 'Grátis', whatever the payment method", async () => {
  const free = aProduct({
    id: 31,
    name: 'Aula Inaugural',
    amounts: { credit_card: 0, credit_card_installments: 0, boleto: 0, pix: 0 },
  });
  seedCart([free]);
  const u = user();
  const { server } = await renderArea('/cursos/checkout', checkoutRoutes([free]));

  await waitFor(() => expect(server.requestsTo('POST', '/bff/public/ecommerce/cart/price')).toHaveLength(1));
  // spec 3 §2: a free amount is shown as 'Grátis'
  expect(
    within(screen.getByRole('list', { name: 'Produtos do pedido' })).getByRole('listitem'),
  ).toHaveTextContent('Aula Inaugural: Grátis');
  const total = screen.getByRole('region', { name: 'Total a pagar' });
  expect(total).toHaveTextContent('Total: Grátis');

  await u.click(await screen.findByRole('radio', { name: 'Pix' }));
  expect(total).toHaveTextContent('Total: Grátis');
  expect(total).not.toHaveTextContent('R$');
});

it('offers only the payment methods the server enables, and says so when they fail', async () => {
  seedCart([portugues]);
  await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues]),
    'GET /bff/public/ecommerce/payment-methods-enabled': { data: ['pix', 'boleto'] },
  });
  const group = await screen.findByRole('radiogroup', { name: 'Forma de pagamento' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['pix', 'boleto']);
});

it('says where the boleto line appears when boleto is chosen', async () => {
  seedCart([portugues]);
  const u = user();
  await renderArea('/cursos/checkout', checkoutRoutes([portugues]));
  await u.click(await screen.findByRole('radio', { name: 'Boleto' }));
  expect(
    screen.getByText('A linha digitável do boleto aparece depois de confirmar a compra.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Parcelas' })).not.toBeInTheDocument();
});

it('asks a visitor to sign in, asking nothing of the customer', async () => {
  window.localStorage.setItem('cart-products', JSON.stringify([portugues]));
  const { server } = await renderArea('/cursos/checkout', checkoutRoutes([portugues]), { user: null });
  expect(screen.getByRole('alert')).toHaveTextContent('Entre na sua conta para finalizar a compra.');
  expect(screen.queryByRole('button', { name: 'Confirmar compra' })).not.toBeInTheDocument();
  expect(server.requests.filter((r) => r.path.startsWith('/bff/ecommerce/customer'))).toHaveLength(0);
});

it('explains payment methods that cannot be loaded', async () => {
  captureConsoleErrors();
  seedCart([portugues]);
  await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues]),
    'GET /bff/public/ecommerce/payment-methods-enabled': { status: 422, json: {} },
  });
  expect(await screen.findByText('Não foi possível carregar as formas de pagamento.')).toBeInTheDocument();
});

it("says 'CEP inválido' for an unknown zip code", async () => {
  captureConsoleErrors();
  seedCart([portugues]);
  const u = user();
  await renderArea('/cursos/checkout', checkoutRoutes([portugues]));
  const zip = screen.getByRole('textbox', { name: 'CEP' });
  await u.type(zip, '00000000');
  await waitFor(() => expect(zip).toHaveAccessibleDescription('CEP inválido'));
  expect(zip).toHaveAttribute('autocomplete', 'postal-code');
});

it('asks for the address by hand when the zip lookup fails', async () => {
  captureConsoleErrors();
  seedCart([portugues]);
  const u = user();
  await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues]),
    'GET /bff/address/01310100': { status: 500, json: {} },
  });
  const zip = screen.getByRole('textbox', { name: 'CEP' });
  await u.type(zip, '01310100');
  await waitFor(() =>
    expect(zip).toHaveAccessibleDescription('Não foi possível buscar o CEP agora. Preencha o endereço.'),
  );
  expect(screen.getByRole('textbox', { name: 'Endereço' })).toHaveValue('');
});

it("says 'CPF já cadastrado' and places no order when the CPF belongs to another account", async () => {
  captureConsoleErrors();
  seedCart([portugues]);
  const u = user();
  const { server } = await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues]),
    'PUT /bff/profile/complementary-data': {
      status: 422,
      json: { error: { message: 'CPF em uso', tag: 'USER.CPF_ALREADY_EXISTS' } },
    },
  });
  await fillBuyer(u, '11144477735');
  await u.click(await screen.findByRole('radio', { name: 'Boleto' }));
  await u.click(screen.getByRole('button', { name: 'Confirmar compra' }));

  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription('CPF já cadastrado'),
  );
  expect(server.requestsTo('POST', '/bff/ecommerce/orders')).toHaveLength(0);
  expect(storedCart()).toHaveLength(1);
});

it('checks the form before sending anything', async () => {
  seedCart([portugues]);
  const u = user();
  const { server } = await renderArea('/cursos/checkout', checkoutRoutes([portugues]));
  await u.type(screen.getByRole('textbox', { name: 'CPF' }), '12345678900');
  await u.click(screen.getByRole('button', { name: 'Confirmar compra' }));
  expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription('CPF inválido');
  expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription('CEP inválido');
  expect(screen.getByText('Preencha o endereço completo.')).toBeInTheDocument();
  expect(screen.getByText('Escolha a forma de pagamento.')).toBeInTheDocument();

  await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
  await u.click(screen.getByRole('button', { name: 'Confirmar compra' }));
  expect(screen.getByText('Escolha um cartão salvo ou adicione um novo.')).toBeInTheDocument();
  expect(server.requestsTo('PUT', '/bff/profile/complementary-data')).toHaveLength(0);
});

describe('cards', () => {
  it('adds a card checked by Luhn, with card autocomplete, keeping its number nowhere', async () => {
    seedCart([portugues]);
    const u = user();
    const newCard = {
      id: 'card_2',
      brand: 'Mastercard',
      last_digits: '4444',
      holder_name: 'ANA SOUZA',
      expiration: '10/31',
    };
    const { server, queryClient } = await renderArea('/cursos/checkout', {
      ...checkoutRoutes([portugues]),
      'POST /bff/ecommerce/customer/1/cards': { status: 201, json: { data: newCard } },
    });
    await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
    await u.click(screen.getByText('Adicionar cartão'));
    const form = screen.getByRole('form', { name: 'Novo cartão' });
    const number = within(form).getByRole('textbox', { name: 'Número do cartão' });
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(within(form).getByRole('textbox', { name: 'Nome impresso no cartão' })).toHaveAttribute(
      'autocomplete',
      'cc-name',
    );
    expect(within(form).getByRole('textbox', { name: 'Validade (MM/AA)' })).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    );
    expect(within(form).getByRole('textbox', { name: 'Código de segurança (CVV)' })).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    );

    await u.type(number, '5555 5555 5555 4445');
    await u.type(within(form).getByRole('textbox', { name: 'Nome impresso no cartão' }), 'ANA SOUZA');
    await u.type(within(form).getByRole('textbox', { name: 'Validade (MM/AA)' }), '10/31');
    await u.type(within(form).getByRole('textbox', { name: 'Código de segurança (CVV)' }), '123');
    await u.click(within(form).getByRole('button', { name: 'Salvar cartão' }));
    expect(number).toHaveAccessibleDescription('Número do cartão inválido');
    expect(server.requestsTo('POST', '/bff/ecommerce/customer/1/cards')).toHaveLength(0);

    await u.clear(number);
    await u.type(number, '5555 5555 5555 4444');
    await u.click(within(form).getByRole('button', { name: 'Salvar cartão' }));

    expect(await screen.findByRole('radio', { name: /Mastercard final 4444/ })).toBeChecked();
    expect(number).toHaveValue('');
    expect(server.requestsTo('POST', '/bff/ecommerce/customer/1/cards')[0]?.json).toEqual({
      number: '5555555555554444',
      holder_name: 'ANA SOUZA',
      expiration: '10/31',
      cvv: '123',
    });
    // nor in the query client's mutations
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state.variables),
        ),
      ).not.toContain('5555555555554444'),
    );
    const everything =
      JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
    expect(everything).not.toContain('5555555555554444');
    expect(everything).not.toContain('5555 5555 5555 4444');
  });

  it('never logs the number of a card the server refuses', async () => {
    const errors = captureConsoleErrors();
    seedCart([portugues]);
    const u = user();
    await renderArea('/cursos/checkout', {
      ...checkoutRoutes([portugues]),
      'POST /bff/ecommerce/customer/1/cards': {
        status: 422,
        json: { error: { message: 'Cartão recusado pela operadora.', tag: 'CARD.REFUSED' } },
      },
    });
    await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
    await u.click(screen.getByText('Adicionar cartão'));
    await u.type(screen.getByRole('textbox', { name: 'Número do cartão' }), '4111111111111111');
    await u.type(screen.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'ANA');
    await u.type(screen.getByRole('textbox', { name: 'Validade (MM/AA)' }), '10/31');
    await u.type(screen.getByRole('textbox', { name: 'Código de segurança (CVV)' }), '123');
    await u.click(screen.getByRole('button', { name: 'Salvar cartão' }));

    expect(await screen.findByText('Cartão recusado pela operadora.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-commerce] addCustomerCard falhou', expect.anything());
    const logged = errors.mock.calls.map((args) => inspect(args, { depth: 8, showHidden: true })).join('\n');
    expect(logged).not.toContain('4111111111111111');
    expect(logged).not.toContain('"cvv"');
  });

  it('names each wrong field of a new card and sends nothing', async () => {
    seedCart([portugues]);
    const u = user();
    const { server } = await renderArea('/cursos/checkout', checkoutRoutes([portugues]));
    await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
    await u.click(screen.getByText('Adicionar cartão'));
    const form = screen.getByRole('form', { name: 'Novo cartão' });
    const number = within(form).getByRole('textbox', { name: 'Número do cartão' });
    await u.type(number, '4111 1111 1111 1111');
    await u.type(within(form).getByRole('textbox', { name: 'Validade (MM/AA)' }), '13/31');
    await u.type(within(form).getByRole('textbox', { name: 'Código de segurança (CVV)' }), '12');
    await u.click(within(form).getByRole('button', { name: 'Salvar cartão' }));

    expect(number).not.toHaveAccessibleDescription();
    expect(
      within(form).getByRole('textbox', { name: 'Nome impresso no cartão' }),
    ).toHaveAccessibleDescription('Informe o nome impresso no cartão');
    expect(within(form).getByRole('textbox', { name: 'Validade (MM/AA)' })).toHaveAccessibleDescription(
      'Validade inválida (use MM/AA)',
    );
    expect(
      within(form).getByRole('textbox', { name: 'Código de segurança (CVV)' }),
    ).toHaveAccessibleDescription('CVV inválido');
    expect(server.requestsTo('POST', '/bff/ecommerce/customer/1/cards')).toHaveLength(0);
  });

  it('says a card could not be saved when the server gives no reason', async () => {
    captureConsoleErrors();
    seedCart([portugues]);
    const u = user();
    await renderArea('/cursos/checkout', {
      ...checkoutRoutes([portugues]),
      'POST /bff/ecommerce/customer/1/cards': { status: 500, json: {} },
    });
    await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
    await u.click(screen.getByText('Adicionar cartão'));
    await u.type(screen.getByRole('textbox', { name: 'Número do cartão' }), '4111111111111111');
    await u.type(screen.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'ANA');
    await u.type(screen.getByRole('textbox', { name: 'Validade (MM/AA)' }), '10/31');
    await u.type(screen.getByRole('textbox', { name: 'Código de segurança (CVV)' }), '123');
    await u.click(screen.getByRole('button', { name: 'Salvar cartão' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar o cartão. Confira os dados e tente novamente.',
    );
  });

  it('says a card could not be deleted and keeps it', async () => {
    captureConsoleErrors();
    seedCart([portugues]);
    const u = user();
    await renderArea('/cursos/checkout', {
      ...checkoutRoutes([portugues]),
      'DELETE /bff/ecommerce/customer/1/cards/card_1': { status: 422, json: {} },
    });
    await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir cartão Visa final 1111' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível excluir o cartão. Tente novamente.',
    );
    expect(screen.getByRole('radio', { name: /Visa final 1111/ })).toBeInTheDocument();
  });

  it('deletes a saved card', async () => {
    seedCart([portugues]);
    const u = user();
    let cards = [SAVED_CARD];
    const { server } = await renderArea('/cursos/checkout', {
      ...checkoutRoutes([portugues]),
      'GET /bff/ecommerce/customer/cards': () => ({ json: { data: cards } }),
      'DELETE /bff/ecommerce/customer/1/cards/card_1': () => {
        cards = [];
        return { status: 204 };
      },
    });
    await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir cartão Visa final 1111' }));
    expect(await screen.findByText('Nenhum cartão salvo.')).toBeInTheDocument();
    expect(server.requestsTo('DELETE', '/bff/ecommerce/customer/1/cards/card_1')).toHaveLength(1);
  });
});

it('keeps what was filled in across a reload, except the card data', async () => {
  seedCart([portugues]);
  const u = user();
  const first = await renderArea('/cursos/checkout', checkoutRoutes([portugues]));
  await fillBuyer(u);
  await u.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
  await u.click(await screen.findByRole('radio', { name: /Visa final 1111/ }));
  await u.selectOptions(screen.getByRole('combobox', { name: 'Parcelas' }), '6');
  await u.click(screen.getByText('Adicionar cartão'));
  await u.type(screen.getByRole('textbox', { name: 'Número do cartão' }), '4111111111111111');
  first.unmount();

  await renderArea('/cursos/checkout', checkoutRoutes([portugues]));
  expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
  expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('1000');
  expect(screen.getByRole('textbox', { name: 'Endereço' })).toHaveValue('Avenida Paulista');
  expect(await screen.findByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
  expect(await screen.findByRole('radio', { name: /Visa final 1111/ })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Parcelas' })).toHaveValue('6');
  await u.click(screen.getByText('Adicionar cartão'));
  expect(screen.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('');
  expect(JSON.stringify({ ...window.localStorage })).not.toContain('4111111111111111');
});

it('keeps the cart and explains a refused order, which is logged and sent once', async () => {
  const errors = captureConsoleErrors();
  seedCart([portugues]);
  const u = user();
  const { server } = await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues]),
    'POST /bff/ecommerce/orders': {
      status: 422,
      json: { error: { message: 'O produto X é vendido em outro site.', tag: 'PRODUCT_EXTERNAL' } },
    },
  });
  await fillBuyer(u);
  await u.click(await screen.findByRole('radio', { name: 'Boleto' }));
  await u.click(screen.getByRole('button', { name: 'Confirmar compra' }));

  expect(await screen.findByText('O produto X é vendido em outro site.')).toBeInTheDocument();
  expect(storedCart()).toHaveLength(1);
  expect(errors).toHaveBeenCalledWith('[mfe-commerce] createOrder falhou', expect.anything());
  expect(server.requestsTo('POST', '/bff/ecommerce/orders')).toHaveLength(1);
});

it('says the purchase could not be completed when the server gives no reason, and keeps the cart', async () => {
  captureConsoleErrors();
  seedCart([portugues]);
  const u = user();
  await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues]),
    'POST /bff/ecommerce/orders': { status: 500, json: {} },
  });
  await fillBuyer(u);
  await u.click(await screen.findByRole('radio', { name: 'Pix' }));
  await u.click(screen.getByRole('button', { name: 'Confirmar compra' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível concluir a compra. Tente novamente.',
  );
  expect(storedCart()).toHaveLength(1);
});

it('fills the form from the buyer data on file', async () => {
  seedCart([portugues]);
  const { server } = await renderArea('/cursos/checkout', {
    ...checkoutRoutes([portugues]),
    'GET /bff/ecommerce/customer/:id': {
      data: {
        id: 1,
        name: 'Ana',
        email: 'a@b.c',
        cpf: '529.982.247-25',
        address: {
          zip_code: '01310-100',
          street: 'Avenida Paulista',
          number: '9',
          complement: '',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    },
  });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25'));
  expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('9');
  // the checkout's own write is answered before the server closes (no failure logged after the suite)
  await waitFor(() => expect(server.requestsTo('POST', '/bff/ecommerce/checkout-access/1')).toHaveLength(1));
});
