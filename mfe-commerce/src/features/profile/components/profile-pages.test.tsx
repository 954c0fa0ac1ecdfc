import { act, screen, waitFor, within } from '@testing-library/react';
import { closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(closeTestServers);

describe('/meu-perfil', () => {
  it("shows the session user's data and follows sign-out", async () => {
    const { platform } = await renderArea(
      '/meu-perfil',
      { 'GET /bff/ecommerce/notifications/subscriptions': { data: [] } },
      {
        user: {
          id: 1,
          email: 'aluno@exemplo.com.br',
          fullName: 'Ana Paula Souza',
          mobile: '(11) 98765-4321',
          birthday: '1996-04-12',
          address: { city: 'São Paulo', state: 'SP', zipCode: '01310-100' },
          betaTester: 'aceito_ativo',
          avatarUrl: null,
          createdAt: '2023-02-10T13:00:00.000Z',
          permissions: [],
          questionsAccessExpiration: null,
          has_questions_access: true,
          terms_accepted: true,
          terms_accepted_at: null,
        },
      },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    const data = screen.getByRole('region', { name: 'Dados pessoais' });
    expect(data).toHaveTextContent('Ana Paula Souza');
    expect(data).toHaveTextContent('aluno@exemplo.com.br');
    expect(data).toHaveTextContent('12/04/1996');
    expect(data).toHaveTextContent('São Paulo – SP, CEP 01310-100');
    expect(data).toHaveTextContent('10/02/2023');

    act(() => platform.setUser(null));
    expect(screen.getByText('Entre na sua conta para ver seus dados.')).toBeInTheDocument();
  });
  it('lists the subscription notices, each with what to do (update the card, renew)', async () => {
    await renderArea('/meu-perfil', {
      'GET /bff/ecommerce/notifications/subscriptions': {
        data: [
          {
            id: 'recurrence-501',
            kind: 'recurrence-overdue',
            message:
              'A cobrança de Assinatura Anual não foi aprovada. Atualize o cartão para manter seu acesso.',
            product: { id: 1001, name: 'Assinatura Anual', slug: 'assinatura-anual' },
            recurrence_id: 501,
            expires_at: null,
          },
          {
            id: 'order-EC-1-1002',
            kind: 'plan-expiring',
            message: 'Seu plano Assinatura Bianual termina em 10 dias. Renove para não perder o acesso.',
            product: { id: 1002, name: 'Assinatura Bianual', slug: 'assinatura-bianual' },
            recurrence_id: null,
            expires_at: '2026-06-01T00:00:00.000Z',
          },
          { id: 'x', kind: 'plan-expiring' },
        ],
      },
    });
    const notices = await screen.findByRole('region', { name: 'Avisos da sua assinatura' });
    const items = within(notices).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('A cobrança de Assinatura Anual não foi aprovada.');
    expect(within(items[0]!).getByRole('link', { name: 'Atualizar cartão' })).toHaveAttribute(
      'href',
      '/recorrencia/501',
    );
    expect(items[1]).toHaveTextContent('Seu plano Assinatura Bianual termina em 10 dias.');
    expect(within(items[1]!).getByRole('link', { name: 'Renovar agora' })).toHaveAttribute(
      'href',
      '/garanta-acesso-completo',
    );
  });

  it('shows no notice section when there is none', async () => {
    const { server } = await renderArea('/meu-perfil', {
      'GET /bff/ecommerce/notifications/subscriptions': { data: [] },
    });
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/ecommerce/notifications/subscriptions')).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Avisos da sua assinatura' })).not.toBeInTheDocument();
  });
});

describe('/minhas-compras', () => {
  it('lists the purchases with status, payment and totals', async () => {
    await renderArea('/minhas-compras', {
      'GET /bff/ecommerce/orders/subscription': {
        data: [
          {
            order_number: 'EC-2024-019204',
            created_at: '2024-07-01T15:00:00.000Z',
            status: 'paid',
            payment_method: 'credit_card',
            installments: 12,
            total: 47880,
            items: [{ id: 1001, name: 'Assinatura Anual – Sistema de Questões', slug: 'a', amount: 47880 }],
            expires_at: '2025-07-01T15:00:00.000Z',
          },
          {
            order_number: 'EC-2025-004812',
            created_at: '2025-01-10T15:00:00.000Z',
            status: 'pending',
            payment_method: 'boleto',
            installments: 1,
            total: 28405,
            items: [{ id: 1012, name: 'Raciocínio Lógico', slug: 'r', amount: 28405 }],
            expires_at: null,
          },
        ],
      },
    });

    const first = await screen.findByRole('article', { name: 'Pedido EC-2024-019204' });
    expect(first).toHaveTextContent('01/07/2024 · Pago · Cartão de crédito em 12x');
    expect(first).toHaveTextContent('Total: R$ 478,80 · Acesso até 01/07/2025');
    expect(screen.getByRole('article', { name: 'Pedido EC-2025-004812' })).toHaveTextContent(
      'Aguardando pagamento · Boleto',
    );
  });

  it('shows an empty state and, on failure, an error with retry', async () => {
    const first = await renderArea('/minhas-compras', {
      'GET /bff/ecommerce/orders/subscription': { data: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Você ainda não fez compras' })).toBeInTheDocument();
    first.unmount();

    await renderArea('/minhas-compras', {
      'GET /bff/ecommerce/orders/subscription': {
        status: 401,
        json: { error: { message: 'Sessão expirada.' } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar suas compras.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('/cancelar-compras', () => {
  it('explains cancellation by e-mail only and the 30-day refund guarantee', async () => {
    await renderArea('/cancelar-compras');

    expect(screen.getByRole('heading', { level: 1, name: 'Cancelar compras' })).toBeInTheDocument();
    expect(screen.getByText(/somente por e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cancelamento@exemplo.com.br' })).toHaveAttribute(
      'href',
      'mailto:cancelamento@exemplo.com.br',
    );
    expect(
      screen.getByText(/garantia de reembolso de 30 dias após a primeira compra do Sistema de Questões/),
    ).toBeInTheDocument();
    expect(screen.getByText(/até 20 dias úteis/)).toBeInTheDocument();
  });
});

it("shows spec 1 §2's not-found page for an unknown commerce path", async () => {
  await renderArea('/curso/assinatura-anual/aulas');

  expect(
    screen.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir para a seleção de questões' })).toHaveAttribute(
    'href',
    '/questoes/buscar',
  );
});
