import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type AddCustomerCardBody, type CustomerCard, type HttpClients } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCustomerCard } from '../../../lib/checkout-guards';
import { isList } from '../../../lib/product-guards';

/**
 * The failure of a card call without its request: ky's HTTPError carries the options (the JSON body with the
 * card number), which a log would print. Only the status and the answer are kept (readApiError reads them).
 */
class CardCallError extends Error {
  readonly response: Response | undefined;
  constructor(cause: unknown) {
    super('Falha ao salvar o cartão');
    this.name = 'CardCallError';
    const response = (cause as { response?: unknown } | null)?.response;
    this.response =
      response instanceof Response || (typeof response === 'object' && response !== null)
        ? (response as Response)
        : undefined;
  }
}

function withoutRequest(error: unknown): CardCallError {
  return new CardCallError(error);
}

export const CARDS_KEY = [AREA_NAME, 'customer-cards'] as const;

/** GET /bff/ecommerce/customer/cards (signed in): the student's saved cards (brand and last four digits). */
export function getCustomerCards(http: HttpClients, signal?: AbortSignal): Promise<CustomerCard[]> {
  return serviceCall(AREA_NAME, 'getCustomerCards', async () => {
    const body = await http.ecommerce.get('bff/ecommerce/customer/cards', { signal }).json<unknown>();
    return expectData(body, isList, 'cartões').filter(isCustomerCard);
  });
}

export function customerCardsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: CARDS_KEY,
    queryFn: ({ signal }) => getCustomerCards(http, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useCustomerCards(enabled = true) {
  const { http } = usePlatform();
  return useQuery({ ...customerCardsQuery(http), enabled });
}

/**
 * POST /bff/ecommerce/customer/{id}/cards (signed in). The number goes once to the server and is never
 * kept, logged or cached by the browser: a failure is logged without the request body.
 */
export function addCustomerCard(
  http: HttpClients,
  customerId: number,
  body: AddCustomerCardBody,
): Promise<CustomerCard> {
  return serviceCall(AREA_NAME, 'addCustomerCard', async () => {
    let answer: unknown;
    try {
      answer = await http.ecommerce
        .post(`bff/ecommerce/customer/${customerId}/cards`, { json: body })
        .json<unknown>();
    } catch (error) {
      throw withoutRequest(error);
    }
    return expectData(answer, isCustomerCard, 'cartão');
  });
}

/** DELETE /bff/ecommerce/customer/{id}/cards/{cardId} (signed in). */
export function deleteCustomerCard(http: HttpClients, customerId: number, cardId: string): Promise<void> {
  return serviceCall(AREA_NAME, 'deleteCustomerCard', async () => {
    await http.ecommerce.delete(`bff/ecommerce/customer/${customerId}/cards/${encodeURIComponent(cardId)}`);
  });
}

export function useAddCustomerCard() {
  const { http, session } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCustomerCardBody) => addCustomerCard(http, session.getUser()?.id ?? 0, body),
    // the mutation's variables hold the card number: the cache drops them as soon as it settles
    gcTime: 0,
    onSuccess: (card) => {
      queryClient.setQueryData(customerCardsQuery(http).queryKey, (list) =>
        list ? [...list.filter((c) => c.id !== card.id), card] : [card],
      );
      void queryClient.invalidateQueries({ queryKey: CARDS_KEY });
    },
  });
}

export function useDeleteCustomerCard() {
  const { http, session } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => deleteCustomerCard(http, session.getUser()?.id ?? 0, cardId),
    onSuccess: (_void, cardId) => {
      queryClient.setQueryData(customerCardsQuery(http).queryKey, (list) =>
        list?.filter((c) => c.id !== cardId),
      );
      void queryClient.invalidateQueries({ queryKey: CARDS_KEY });
    },
  });
}
