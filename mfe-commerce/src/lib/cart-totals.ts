import type { CartProduct } from 'shared-contracts';
import { cardOffer } from './product-rules';

/** Totals of the cart in cents, each product at the price its card shows (its lot's when it has one). */
export interface CartTotals {
  creditCard: number;
  /** sum of the 12 installment values (0 when no product has installments) */
  installment: number;
  pix: number;
  boleto: number;
}

export function cartTotals(products: readonly CartProduct[]): CartTotals {
  const totals: CartTotals = { creditCard: 0, installment: 0, pix: 0, boleto: 0 };
  for (const product of products) {
    const offer = cardOffer(product);
    if (!offer) continue;
    totals.creditCard += offer.amounts.credit_card;
    totals.installment += offer.amounts.credit_card_installments ?? 0;
    totals.pix += offer.amounts.pix;
    totals.boleto += offer.amounts.boleto;
  }
  return totals;
}
