import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform, type HttpClients, type PostSaleAction } from 'shared-contracts';
import { type CompleteChooseMentorBody } from 'shared-contracts/commerce';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isPostSaleAction } from '../../../lib/checkout-guards';
import { chooseMentorQuery } from './after-sale';

/** GET /bff/ecommerce/post-sale-actions/{id}/details (signed in). */
export function getPostSaleAction(
  http: HttpClients,
  id: number,
  signal?: AbortSignal,
): Promise<PostSaleAction> {
  return serviceCall(AREA_NAME, 'getPostSaleAction', async () => {
    const body = await http.ecommerce
      .get(`bff/ecommerce/post-sale-actions/${id}/details`, { signal })
      .json<unknown>();
    return expectData(body, isPostSaleAction, 'ação pós-venda');
  });
}

export function postSaleActionQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'post-sale-action', id],
    queryFn: ({ signal }) => getPostSaleAction(http, id, signal),
    staleTime: STALE_TIME.live,
  });
}

export function usePostSaleAction(id: number) {
  const { http } = usePlatform();
  return useQuery(postSaleActionQuery(http, id));
}

/**
 * PUT /bff/ecommerce/post-sale-actions/{id}/complete (signed in); a 'choose-mentor' action sends the mentor
 * chosen ({ mentor_id }).
 */
export function completePostSaleAction(
  http: HttpClients,
  id: number,
  choice?: CompleteChooseMentorBody,
): Promise<PostSaleAction> {
  return serviceCall(AREA_NAME, 'completePostSaleAction', async () => {
    const body = await http.ecommerce
      .put(`bff/ecommerce/post-sale-actions/${id}/complete`, choice ? { json: choice } : undefined)
      .json<unknown>();
    return expectData(body, isPostSaleAction, 'ação pós-venda');
  });
}

export function useCompletePostSaleAction(id: number) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice?: CompleteChooseMentorBody) => completePostSaleAction(http, id, choice),
    onSuccess: (action, choice) => {
      queryClient.setQueryData(postSaleActionQuery(http, id).queryKey, action);
      if (choice) void queryClient.invalidateQueries({ queryKey: chooseMentorQuery(http, id).queryKey });
    },
  });
}
