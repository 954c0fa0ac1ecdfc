import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type HttpClients, type Recurrence, type UpdateAndChargeBody } from 'shared-contracts';
import { expectData, itemOrNullEndpoint, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isRecurrence } from '../../../lib/checkout-guards';

const recurrence = itemOrNullEndpoint(AREA_NAME, 'getRecurrence', {
  client: (http) => http.ecommerce,
  path: (id: string) => `bff/ecommerce/recurrence/${encodeURIComponent(id)}`,
  guard: isRecurrence,
  what: 'recorrência',
  key: [AREA_NAME, 'recurrence'],
  staleTime: STALE_TIME.live,
});

/** GET /bff/ecommerce/recurrence/{id} (signed in); null when unknown (404). */
export const getRecurrence = recurrence.get;
/** A recurrence by its id (live: revalidated on each return). */
export const recurrenceQuery = recurrence.query;

export function useRecurrence(id: string) {
  const { http } = usePlatform();
  return useQuery(recurrenceQuery(http, id));
}

/** POST /bff/ecommerce/recurrence/update-and-charge (signed in): the new card, charged at once. */
export function updateAndCharge(http: HttpClients, body: UpdateAndChargeBody): Promise<Recurrence> {
  return serviceCall(AREA_NAME, 'updateAndCharge', async () => {
    const answer = await http.ecommerce
      .post('bff/ecommerce/recurrence/update-and-charge', { json: body })
      .json<unknown>();
    return expectData(answer, isRecurrence, 'recorrência');
  });
}

export function useUpdateAndCharge() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAndChargeBody) => updateAndCharge(http, body),
    onSuccess: (recurrence) =>
      queryClient.setQueryData(recurrenceQuery(http, String(recurrence.id)).queryKey, recurrence),
  });
}
