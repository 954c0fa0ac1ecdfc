import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readApiErrorMessage } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { useUpdateAndCharge } from '../api/recurrence';

/**
 * The recurrence page's card update: the card chosen, the message shown, and the charge, sent once at a time;
 * a charged card goes on to the success page, a refused one says why (the server's message when it has one).
 */
export function useCardCharge() {
  const navigate = useNavigate();
  const charge = useUpdateAndCharge();
  const [cardId, setCardId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  const chooseCard = (next: string | null) => {
    setCardId(next);
    setError(null);
  };

  const submit = async (recurrenceId: number) => {
    if (sending.current) return;
    if (!cardId) {
      setError('Escolha um cartão salvo ou adicione um novo.');
      return;
    }
    sending.current = true;
    setError(null);
    try {
      await charge.mutateAsync({ recurrence_id: recurrenceId, card_id: cardId });
      navigate(ROUTES.recurrenceSuccess(recurrenceId));
    } catch (failure) {
      setError(
        await readApiErrorMessage(
          failure,
          'Não foi possível cobrar no cartão escolhido. Tente outro cartão.',
        ),
      );
    } finally {
      sending.current = false;
    }
  };

  return { cardId, chooseCard, error, pending: charge.isPending, submit };
}
