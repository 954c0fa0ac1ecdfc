import type { FastifyInstance } from 'fastify';
import type { Order } from 'shared-contracts';
import type {
  ChooseMentorResponse,
  Mentor,
  RedirectUrlResponse,
  SubscriptionNotification,
  SubscriptionNotificationsResponse,
} from 'shared-contracts/commerce';
import type { BffContext } from '../../area';
import { sendError } from '../../http-error';
import type { CheckoutState } from './checkout-routes';
import type { SeedProduct } from './seed-products';

/** What the after-sale routes need from the commerce slice. */
export interface AfterSaleSlice {
  products: SeedProduct[];
  orders: Record<number, Order[]>;
  checkout: CheckoutState;
}

/** A plan ending within this many days gets a notice. */
const EXPIRING_WITHIN_DAYS = 90;
const DAY_MS = 24 * 3600_000;

/** The mentors a buyer of a plan chooses from (the 'choose-mentor' post-sale action). */
export const MENTORS: readonly Mentor[] = [
  { id: 1, name: 'Carla Mendes', specialty: 'Carreiras policiais e INSS' },
  { id: 2, name: 'Rafael Souza', specialty: 'Carreiras fiscais e controle' },
  { id: 3, name: 'Juliana Prado', specialty: 'Tribunais e carreiras jurídicas' },
];

/** GET notifications/subscriptions, choose-mentor and redirect-url (spec 3 §7; shapes are the dev BFF's). */
export function registerAfterSaleRoutes(
  app: FastifyInstance,
  ctx: BffContext,
  slice: () => AfterSaleSlice,
): void {
  app.get('/bff/ecommerce/notifications/subscriptions', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const overdue: SubscriptionNotification[] = slice()
      .checkout.recurrences.filter((r) => r.student_id === student.id && r.recurrence.status === 'overdue')
      .map(({ recurrence }) => ({
        id: `recurrence-${recurrence.id}`,
        kind: 'recurrence-overdue',
        message: `A cobrança de ${recurrence.product.name} não foi aprovada. Atualize o cartão para manter seu acesso.`,
        product: recurrence.product,
        recurrence_id: recurrence.id,
        expires_at: null,
      }));
    const now = Date.now();
    const expiring: SubscriptionNotification[] = (slice().orders[student.id] ?? []).flatMap((order) => {
      const ends = order.expires_at ? Date.parse(order.expires_at) : NaN;
      if (order.status !== 'paid' || !(ends > now && ends - now <= EXPIRING_WITHIN_DAYS * DAY_MS)) return [];
      return order.items.map((item) => ({
        id: `order-${order.order_number}-${item.id}`,
        kind: 'plan-expiring' as const,
        message: `Seu plano ${item.name} termina em ${Math.ceil((ends - now) / DAY_MS)} dias. Renove para não perder o acesso.`,
        product: { id: item.id, name: item.name, slug: item.slug },
        recurrence_id: null,
        expires_at: order.expires_at,
      }));
    });
    const body: SubscriptionNotificationsResponse = { data: [...overdue, ...expiring] };
    return body;
  });

  app.get('/bff/ecommerce/choose-mentor', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const actionId = Number((request.query as Record<string, unknown>).post_sale_action_id);
    const action = slice().checkout.postSale[actionId];
    if (!action || action.student_id !== student.id || action.details.kind !== 'choose-mentor')
      return sendError(reply, 404, 'Ação pós-venda não encontrada.', 'POST_SALE_ACTION.NOT_FOUND');
    const body: ChooseMentorResponse = {
      data: { mentors: [...MENTORS], chosen_mentor_id: slice().checkout.chosenMentor[actionId] ?? null },
    };
    return body;
  });

  app.get('/bff/ecommerce/redirect-url', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const number = String((request.query as Record<string, unknown>).order ?? '');
    const order = (slice().orders[student.id] ?? []).find((o) => o.order_number === number);
    if (!order) return sendError(reply, 404, 'Pedido não encontrado.', 'ORDER_NOT_FOUND');
    const plan = order.items.some(
      (item) => slice().products.find((s) => s.product.id === item.id)?.product.interval != null,
    );
    const body: RedirectUrlResponse = {
      data:
        order.status !== 'paid'
          ? { url: null, label: 'Seu acesso é liberado quando o pagamento for confirmado.' }
          : plan
            ? { url: '/questoes', label: 'Começar a resolver questões' }
            : { url: '/mesa-de-estudo', label: 'Ir para a mesa de estudo' },
    };
    return body;
  });
}
