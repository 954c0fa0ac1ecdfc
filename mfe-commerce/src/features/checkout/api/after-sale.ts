import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePlatform, type HttpClients } from 'shared-contracts';
import {
  type ChooseMentorResponse,
  type Mentor,
  type RedirectUrlResponse,
  type SubscriptionNotification,
} from 'shared-contracts/commerce';
import {
  expectData,
  isArrayOf,
  isRecord,
  serviceCall,
  shapeGuard,
  STALE_TIME,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isMentor = shapeGuard<Mentor>({ id: 'number', name: 'string', specialty: 'string' });

const isChooseMentor = (value: unknown): value is ChooseMentorResponse['data'] =>
  isRecord(value) &&
  isArrayOf(value.mentors, isMentor) &&
  (value.chosen_mentor_id === null || typeof value.chosen_mentor_id === 'number');

const isRedirect = shapeGuard<RedirectUrlResponse['data']>({ url: 'string?', label: 'string' });

const isNotification = shapeGuard<SubscriptionNotification>({
  id: 'string',
  kind: 'string',
  message: 'string',
  product: shapeGuard({ id: 'number', name: 'string', slug: 'string' }),
  recurrence_id: 'number?',
  expires_at: 'string?',
});

/** GET /bff/ecommerce/choose-mentor?post_sale_action_id= (signed in): the mentors and the one chosen. */
export function getChooseMentor(
  http: HttpClients,
  actionId: number,
  signal?: AbortSignal,
): Promise<ChooseMentorResponse['data']> {
  return serviceCall(AREA_NAME, 'getChooseMentor', async () => {
    const body = await http.ecommerce
      .get('bff/ecommerce/choose-mentor', { searchParams: { post_sale_action_id: actionId }, signal })
      .json<unknown>();
    return expectData(body, isChooseMentor, 'mentores');
  });
}

export function chooseMentorQuery(http: HttpClients, actionId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'choose-mentor', actionId],
    queryFn: ({ signal }) => getChooseMentor(http, actionId, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useChooseMentor(actionId: number) {
  const { http } = usePlatform();
  return useQuery(chooseMentorQuery(http, actionId));
}

/** GET /bff/ecommerce/redirect-url?order= (signed in): where the buyer starts once the order is paid. */
export function getRedirectUrl(
  http: HttpClients,
  orderNumber: string,
  signal?: AbortSignal,
): Promise<RedirectUrlResponse['data']> {
  return serviceCall(AREA_NAME, 'getRedirectUrl', async () => {
    const body = await http.ecommerce
      .get('bff/ecommerce/redirect-url', { searchParams: { order: orderNumber }, signal })
      .json<unknown>();
    return expectData(body, isRedirect, 'endereço de início');
  });
}

export function redirectUrlQuery(http: HttpClients, orderNumber: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'redirect-url', orderNumber],
    queryFn: ({ signal }) => getRedirectUrl(http, orderNumber, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useRedirectUrl(orderNumber: string) {
  const { http } = usePlatform();
  return useQuery(redirectUrlQuery(http, orderNumber));
}

/** GET /bff/ecommerce/notifications/subscriptions (signed in): notices about the student's subscriptions. */
export function getSubscriptionNotifications(
  http: HttpClients,
  signal?: AbortSignal,
): Promise<SubscriptionNotification[]> {
  return serviceCall(AREA_NAME, 'getSubscriptionNotifications', async () => {
    const body = await http.ecommerce
      .get('bff/ecommerce/notifications/subscriptions', { signal })
      .json<unknown>();
    return expectData(body, (value): value is unknown[] => Array.isArray(value), 'avisos').filter(
      isNotification,
    );
  });
}

export function subscriptionNotificationsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'subscription-notifications'],
    queryFn: ({ signal }) => getSubscriptionNotifications(http, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useSubscriptionNotifications() {
  const { http } = usePlatform();
  return useQuery(subscriptionNotificationsQuery(http));
}
