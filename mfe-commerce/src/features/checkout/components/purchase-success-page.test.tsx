import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

// several round trips per test on a loaded machine
jest.setTimeout(30_000);

afterEach(async () => {
  await closeTestServers();
});

const base = {
  order_number: 'EC-2026-005001',
  created_at: '2026-05-02T15:00:00.000Z',
  status: 'pending',
  installments: 1,
  total: 26910,
  items: [{ id: 2, name: 'Português para Concursos', slug: 'portugues', amount: 26910 }],
  expires_at: null,
  post_sale_action_ids: [],
};
const noPayment = {
  pix_code: null,
  pix_expires_at: null,
  boleto_line: null,
  boleto_expires_at: null,
  card: null,
};

it('shows the Pix copy-and-paste code and its expiry of a pending Pix order', async () => {
  await renderArea('/cursos/sucesso/EC-2026-005001', {
    'GET /bff/ecommerce/catalog/order/EC-2026-005001': {
      data: {
        ...base,
        payment_method: 'pix',
        payment: {
          ...noPayment,
          pix_code: '00020126580014BR.GOV.BCB.PIX0136chave',
          pix_expires_at: '2026-05-02T18:00:00.000Z',
        },
      },
    },
  });
  expect(await screen.findByRole('region', { name: 'Detalhes do pedido' })).toHaveTextContent(
    'Aguardando pagamento · Pix · Total R$ 269,10',
  );
  const pix = screen.getByRole('region', { name: 'Pague com Pix' });
  expect(within(pix).getByRole('textbox', { name: 'Código Pix copia e cola' })).toHaveValue(
    '00020126580014BR.GOV.BCB.PIX0136chave',
  );
  expect(pix).toHaveTextContent('Válido até 02/05/2026');
  expect(within(pix).getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
});

it('shows the typeable line of a boleto order', async () => {
  await renderArea('/cursos/sucesso/EC-2026-005001', {
    'GET /bff/ecommerce/catalog/order/EC-2026-005001': {
      data: {
        ...base,
        payment_method: 'boleto',
        payment: { ...noPayment, boleto_line: '23793.38128 60000.000003 00000.000400 1 84340000026910' },
      },
    },
  });
  const boleto = await screen.findByRole('region', { name: 'Pague o boleto' });
  expect(within(boleto).getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(
    '23793.38128 60000.000003 00000.000400 1 84340000026910',
  );
});

it('loads each post-sale action; a choose-mentor action asks for a mentor (GET choose-mentor) and completes with it', async () => {
  let chosen: number | null = null;
  const action = (id: number, title: string, kind: string, completed: boolean) => ({
    id,
    details: { title, description: 'Selecione quem vai acompanhar seus estudos.', kind },
    completion: { completed, completed_at: completed ? '2026-05-02T15:10:00.000Z' : null },
  });
  const u = userEvent.setup();
  let noticeDone = false;
  const { server } = await renderArea('/cursos/sucesso/EC-2026-005001', {
    'GET /bff/ecommerce/catalog/order/EC-2026-005001': {
      data: {
        ...base,
        status: 'paid',
        payment_method: 'credit_card',
        payment: null,
        post_sale_action_ids: [7, 8],
      },
    },
    'GET /bff/ecommerce/redirect-url': { data: { url: '/questoes', label: 'Começar a resolver questões' } },
    'GET /bff/ecommerce/post-sale-actions/7/details': () => ({
      json: { data: action(7, 'Escolha seu mentor', 'choose-mentor', chosen !== null) },
    }),
    'GET /bff/ecommerce/choose-mentor': () => ({
      json: {
        data: {
          mentors: [
            { id: 1, name: 'Carla Mendes', specialty: 'Carreiras policiais' },
            { id: 2, name: 'Rafael Souza', specialty: 'Carreiras fiscais' },
          ],
          chosen_mentor_id: chosen,
        },
      },
    }),
    'PUT /bff/ecommerce/post-sale-actions/7/complete': (request) => {
      chosen = (request.json as { mentor_id: number }).mentor_id;
      return { json: { data: action(7, 'Escolha seu mentor', 'choose-mentor', true) } };
    },
    'GET /bff/ecommerce/post-sale-actions/8/details': () => ({
      json: { data: action(8, 'Confirme seu e-mail', 'notice', noticeDone) },
    }),
    'PUT /bff/ecommerce/post-sale-actions/8/complete': () => {
      noticeDone = true;
      return { json: { data: action(8, 'Confirme seu e-mail', 'notice', true) } };
    },
  });
  expect(await screen.findByRole('link', { name: 'Começar a resolver questões' })).toHaveAttribute(
    'href',
    '/questoes',
  );
  expect(server.requestsTo('GET', '/bff/ecommerce/redirect-url')[0]?.query.get('order')).toBe(
    'EC-2026-005001',
  );
  const steps = await screen.findByRole('region', { name: 'Próximos passos' });
  const item = await within(steps).findByRole('article', { name: 'Escolha seu mentor' });
  const mentors = await within(item).findByRole('group', { name: 'Mentores disponíveis' });
  await u.click(within(item).getByRole('button', { name: 'Concluir etapa' }));
  expect(within(item).getByRole('alert')).toHaveTextContent('Escolha um mentor para concluir esta etapa.');
  expect(server.requestsTo('PUT', '/bff/ecommerce/post-sale-actions/7/complete')).toHaveLength(0);
  await u.click(within(mentors).getByRole('radio', { name: 'Rafael Souza – Carreiras fiscais' }));
  await u.click(within(item).getByRole('button', { name: 'Concluir etapa' }));
  expect(
    await within(item).findByText('Etapa concluída · Mentor escolhido: Rafael Souza'),
  ).toBeInTheDocument();
  expect(server.requestsTo('PUT', '/bff/ecommerce/post-sale-actions/7/complete')).toHaveLength(1);
  expect(server.requestsTo('GET', '/bff/ecommerce/choose-mentor')[0]?.query.get('post_sale_action_id')).toBe(
    '7',
  );

  const notice = within(steps).getByRole('article', { name: 'Confirme seu e-mail' });
  await u.click(within(notice).getByRole('button', { name: 'Concluir etapa' }));
  expect(await within(notice).findByText('Etapa concluída')).toBeInTheDocument();
});

it('says why access waits while the order is not paid', async () => {
  await renderArea('/cursos/sucesso/EC-2026-005001', {
    'GET /bff/ecommerce/catalog/order/EC-2026-005001': {
      data: { ...base, payment_method: 'pix', payment: null },
    },
    'GET /bff/ecommerce/redirect-url': {
      data: { url: null, label: 'Seu acesso é liberado quando o pagamento for confirmado.' },
    },
  });
  expect(
    await screen.findByText('Seu acesso é liberado quando o pagamento for confirmado.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Seu acesso/ })).not.toBeInTheDocument();
});

it('says when the order cannot be loaded', async () => {
  captureConsoleErrors();
  await renderArea('/cursos/sucesso/EC-X', {
    'GET /bff/ecommerce/catalog/order/EC-X': { status: 422, json: {} },
  });
  await waitFor(() =>
    expect(screen.getByText('Não foi possível carregar os dados do pedido.')).toBeInTheDocument(),
  );
});

it('/cursos/sucesso without an order is the success page, not a category named sucesso (spec 3 §2)', async () => {
  const { server } = await renderArea('/cursos/sucesso', {});
  expect(screen.getByRole('heading', { level: 1, name: 'Compra realizada!' })).toBeInTheDocument();
  expect(screen.getByText('Os detalhes do seu pedido estão em Minhas compras.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver minhas compras' })).toHaveAttribute('href', '/minhas-compras');
  expect(
    server.requests.filter((r) => /catalog\/(metadata|order)|ecommerce\/catalog/.test(r.path)),
  ).toHaveLength(0);
});
