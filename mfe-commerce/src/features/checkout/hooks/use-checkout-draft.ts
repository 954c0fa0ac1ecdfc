import { useState } from 'react';
import type { PaymentMethod, PostalAddress } from 'shared-contracts';
import { isRecord, isString, useStudentDraft } from 'shared-design-system/area';

/**
 * What the buyer filled in on the checkout, kept per student across reloads (never any card data: the
 * number, name, validity and CVV live only in the card form's memory).
 */
export interface CheckoutDraft {
  method: PaymentMethod | null;
  installments: number;
  cardId: string | null;
  cpf: string;
  address: PostalAddress;
  /** one key per purchase: a retried or double-clicked order is created once */
  attemptKey: string;
}

export const EMPTY_ADDRESS: PostalAddress = {
  zip_code: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
};

function newAttemptKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export const emptyCheckoutDraft = (): CheckoutDraft => ({
  method: null,
  installments: 1,
  cardId: null,
  cpf: '',
  address: EMPTY_ADDRESS,
  attemptKey: newAttemptKey(),
});

function isAddress(value: unknown): value is PostalAddress {
  return isRecord(value) && Object.keys(EMPTY_ADDRESS).every((key) => isString(value[key]));
}

function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  return (
    isRecord(value) &&
    (value.method === null || isString(value.method)) &&
    typeof value.installments === 'number' &&
    (value.cardId === null || isString(value.cardId)) &&
    isString(value.cpf) &&
    isAddress(value.address) &&
    isString(value.attemptKey)
  );
}

const DRAFT_KEY = 'mfe-commerce:checkout';

export function useCheckoutDraft() {
  const [empty] = useState(emptyCheckoutDraft);
  return useStudentDraft<CheckoutDraft>(DRAFT_KEY, empty, isCheckoutDraft);
}
