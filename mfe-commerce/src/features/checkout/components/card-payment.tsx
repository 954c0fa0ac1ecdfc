import { useState, type FormEvent } from 'react';
import type { CustomerCard } from 'shared-contracts';
import { Button, Input } from 'shared-design-system';
import { ContentSkeleton, formatBrl, LoadError, readApiErrorMessage } from 'shared-design-system/area';
import { CHECKOUT_MESSAGES } from '../../../constants';
import {
  digitsOf,
  INSTALLMENT_CHOICES,
  installmentValue,
  isValidCardNumber,
  isValidCvv,
  isValidExpiration,
} from '../../../lib/payment-rules';
import { useAddCustomerCard, useCustomerCards, useDeleteCustomerCard } from '../api/customer-cards';

const cardLabel = (card: Pick<CustomerCard, 'brand' | 'last_digits'>) =>
  `${card.brand} final ${card.last_digits}`;

interface CardFormErrors {
  number?: string;
  holder?: string;
  expiration?: string;
  cvv?: string;
  form?: string;
}

/**
 * A new card: number (Luhn), printed name, validity, CVV, with the browser's card autocomplete. What is
 * typed lives only in this component's memory: never in storage, logs or the query cache; it is sent once
 * and cleared.
 */
function NewCardForm({ onSaved }: { onSaved: (card: CustomerCard) => void }) {
  const add = useAddCustomerCard();
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [expiration, setExpiration] = useState('');
  const [cvv, setCvv] = useState('');
  const [errors, setErrors] = useState<CardFormErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: CardFormErrors = {};
    if (!isValidCardNumber(number)) found.number = CHECKOUT_MESSAGES.invalidCardNumber;
    if (!holder.trim()) found.holder = CHECKOUT_MESSAGES.holderRequired;
    if (!isValidExpiration(expiration)) found.expiration = CHECKOUT_MESSAGES.invalidExpiration;
    if (!isValidCvv(cvv)) found.cvv = CHECKOUT_MESSAGES.invalidCvv;
    setErrors(found);
    if (Object.keys(found).length > 0 || add.isPending) return;
    try {
      const card = await add.mutateAsync({
        number: digitsOf(number),
        holder_name: holder.trim(),
        expiration: expiration.trim(),
        cvv: cvv.trim(),
      });
      setNumber('');
      setCvv('');
      setExpiration('');
      setHolder('');
      onSaved(card);
    } catch (error) {
      setErrors({ form: await readApiErrorMessage(error, CHECKOUT_MESSAGES.cardSaveFailed) });
    } finally {
      // forget the variables (the card number) the mutation observer still holds
      add.reset();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Novo cartão" autoComplete="on">
      <Input
        label="Número do cartão"
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={number}
        onChange={(event) => setNumber(event.target.value.replace(/[^\d ]/g, '').slice(0, 23))}
        error={errors.number}
      />
      <Input
        label="Nome impresso no cartão"
        name="cc-name"
        autoComplete="cc-name"
        value={holder}
        onChange={(event) => setHolder(event.target.value)}
        error={errors.holder}
      />
      <Input
        label="Validade (MM/AA)"
        name="cc-exp"
        autoComplete="cc-exp"
        inputMode="numeric"
        value={expiration}
        onChange={(event) => setExpiration(event.target.value.slice(0, 5))}
        error={errors.expiration}
      />
      <Input
        label="Código de segurança (CVV)"
        name="cc-csc"
        autoComplete="cc-csc"
        inputMode="numeric"
        value={cvv}
        onChange={(event) => setCvv(event.target.value.slice(0, 4))}
        error={errors.cvv}
      />
      {errors.form && <p role="alert">{errors.form}</p>}
      <Button type="submit" variant="secondary" loading={add.isPending}>
        Salvar cartão
      </Button>
    </form>
  );
}

export interface CardPaymentProps {
  total: number;
  cardId: string | null;
  installments: number;
  error?: string;
  onCard: (cardId: string | null) => void;
  onInstallments: (count: number) => void;
  /** the installments choice (default shown; a recurrence is charged once) */
  showInstallments?: boolean;
}

/** Card payment: the saved cards (choose, delete), a new card, and 1 to 12 installments. */
export function CardPayment({
  total,
  cardId,
  installments,
  error,
  onCard,
  onInstallments,
  showInstallments = true,
}: CardPaymentProps) {
  const cards = useCustomerCards();
  const remove = useDeleteCustomerCard();
  const [removeError, setRemoveError] = useState<string | null>(null);

  const deleteCard = async (card: CustomerCard) => {
    setRemoveError(null);
    try {
      await remove.mutateAsync(card.id);
      if (cardId === card.id) onCard(null);
    } catch {
      setRemoveError(CHECKOUT_MESSAGES.cardDeleteFailed);
    }
  };

  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
      <fieldset aria-describedby={error ? 'checkout-card-error' : undefined}>
        <legend>Cartões salvos</legend>
        {cards.isPending && <ContentSkeleton shape="text" count={2} label="Carregando cartões" />}
        {cards.isError && (
          <LoadError message="Não foi possível carregar seus cartões." onRetry={() => void cards.refetch()} />
        )}
        {cards.data?.length === 0 && <p>Nenhum cartão salvo.</p>}
        {cards.data?.map((card) => (
          <div
            key={card.id}
            css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'center' })}
          >
            <label css={(theme) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'center' })}>
              <input
                type="radio"
                name="saved-card"
                value={card.id}
                checked={cardId === card.id}
                onChange={() => onCard(card.id)}
              />
              {cardLabel(card)} · {card.holder_name} · {card.expiration}
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void deleteCard(card)}
              aria-label={`Excluir cartão ${cardLabel(card)}`}
            >
              Excluir
            </Button>
          </div>
        ))}
        {removeError && <p role="alert">{removeError}</p>}
        {error && (
          <p id="checkout-card-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <details>
        <summary>Adicionar cartão</summary>
        <NewCardForm onSaved={(card) => onCard(card.id)} />
      </details>
      {showInstallments && (
        <label css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          Parcelas
          <select value={installments} onChange={(event) => onInstallments(Number(event.target.value))}>
            {INSTALLMENT_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}x de {formatBrl(installmentValue(total, count))} sem juros
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
