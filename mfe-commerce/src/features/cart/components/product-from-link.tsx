import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { ROUTES } from '../../../constants';
import { addToCartAtom } from '../../../lib/cart-products-atom';
import { hasExternalUrl, isCardVisible } from '../../../lib/product-rules';
import { linkedProductQuery } from '../../catalogue/api/get-linked-product';

/** The query parameter of a buy link made outside the store (an e-mail, a campaign): an id or a slug. */
export const PRODUCT_LINK_PARAM = 'produto';
export const PRODUCT_LINK_ERROR = 'Não encontramos o produto deste link. Veja o catálogo de cursos.';

/**
 * /cursos/carrinho?produto={id or slug}: the product of a buy link is fetched (GET
 * /bff/public/ecommerce/product/{id} for an id, GET /ws/product/catalog/{slug} for a slug), added to the
 * cart unless present (spec 3 §4), and the parameter leaves the address (a reload adds nothing again).
 */
export function ProductFromLink() {
  const { http } = usePlatform();
  const location = useLocation();
  const navigate = useNavigate();
  const addToCart = useSetAtom(addToCartAtom);
  const wanted = new URLSearchParams(location.search).get(PRODUCT_LINK_PARAM)?.trim() ?? '';
  const product = useQuery({ ...linkedProductQuery(http, wanted), enabled: wanted !== '' });
  // a product sold elsewhere (external address) or not on sale is not added
  const buyable = product.data && !hasExternalUrl(product.data) && isCardVisible(product.data);
  useEffect(() => {
    if (!buyable || !product.data) return;
    addToCart(product.data);
    navigate(ROUTES.cart, { replace: true });
  }, [buyable, product.data, addToCart, navigate]);
  if (!wanted) return null;
  if (product.isError || (product.data && !buyable)) return <p role="alert">{PRODUCT_LINK_ERROR}</p>;
  if (product.isPending) return <p role="status">Adicionando o produto ao carrinho…</p>;
  return null;
}
