import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePlatform, type CartProduct, type HttpClients } from 'shared-contracts';
import { serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** POST /bff/ecommerce/checkout-access/{id} {product_slugs} (signed in): creates or updates the access. */
export function saveCheckoutAccess(http: HttpClients, userId: number, slugs: string[]): Promise<void> {
  return serviceCall(AREA_NAME, 'saveCheckoutAccess', async () => {
    await http.ecommerce.post(`bff/ecommerce/checkout-access/${userId}`, { json: { product_slugs: slugs } });
  });
}

/** DELETE /bff/ecommerce/checkout-access/{id} (signed in). */
export function deleteCheckoutAccess(http: HttpClients, userId: number): Promise<void> {
  return serviceCall(AREA_NAME, 'deleteCheckoutAccess', async () => {
    await http.ecommerce.delete(`bff/ecommerce/checkout-access/${userId}`);
  });
}

/**
 * Keeps the student's checkout access in step with the cart (spec 3 §3): created or updated with the
 * product slugs when a session exists, deleted when the cart empties. A failure is only logged.
 */
export function useCheckoutAccess(products: readonly CartProduct[]): void {
  const { http, session } = usePlatform();
  const userId = session.getUser()?.id ?? null;
  const slugs = products.map((p) => p.slug).join(',');
  const sent = useRef<string | null>(null);
  const save = useMutation({
    mutationFn: (next: string) =>
      next ? saveCheckoutAccess(http, userId ?? 0, next.split(',')) : deleteCheckoutAccess(http, userId ?? 0),
  });
  useEffect(() => {
    if (userId === null) return;
    const previous = sent.current;
    sent.current = slugs;
    if (previous === slugs) return;
    // an empty cart on arrival has no access to delete
    if (!slugs && previous === null) return;
    save.mutate(slugs);
    // `save` changes every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, slugs]);
}
