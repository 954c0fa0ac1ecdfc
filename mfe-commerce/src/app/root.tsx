import { Provider } from 'jotai/react';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AreaRootProps } from 'shared-design-system';
import { AreaProviders } from 'shared-design-system/area';
import { AREA_NAME } from '../constants';
import { syncCart } from '../lib/cart-products-atom';
import { createCommerceStore } from '../lib/store';
import { areaQueryClient } from './query-client';
import { AreaRoutes } from './routes';

/**
 * The commerce area: platform, theme, error boundary and its data layer (AreaProviders), its own jotai
 * store (the cart), its router.
 */
export function AreaRoot({ platform, queryClient = areaQueryClient }: AreaRootProps) {
  // the cart is the signed-in student's from the first render, and follows sign-ins and the other tabs
  const [store] = useState(() => createCommerceStore(platform.session.getUser()?.id ?? null));
  useEffect(() => syncCart(store, platform.session), [store, platform]);
  return (
    <AreaProviders platform={platform} area={AREA_NAME} queryClient={queryClient}>
      <Provider store={store}>
        <BrowserRouter>
          <AreaRoutes />
        </BrowserRouter>
      </Provider>
    </AreaProviders>
  );
}
