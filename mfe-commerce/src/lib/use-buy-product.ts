import { useSetAtom } from 'jotai/react';
import { useNavigate } from 'react-router-dom';
import type { Product } from 'shared-contracts';
import { ROUTES } from '../constants';
import { addToCartAtom } from './cart-products-atom';

/**
 * The buy click of an internal product (spec 3 §4): add it to the cart unless present, then go to the
 * cart. Products with an external address are links to it and never reach this.
 */
export function useBuyProduct(): (product: Product) => void {
  const addToCart = useSetAtom(addToCartAtom);
  const navigate = useNavigate();
  return (product) => {
    addToCart(product);
    navigate(ROUTES.cart);
  };
}
