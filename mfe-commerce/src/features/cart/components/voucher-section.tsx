import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { usePlatform, type Voucher } from 'shared-contracts';
import { isVoucherExpired } from 'shared-contracts/commerce';
import { Button, Input } from 'shared-design-system';
import { isString, readApiError, useStudentDraft } from 'shared-design-system/area';
import { VOUCHER_MESSAGES, VOUCHER_TAGS } from '../../../constants';
import { applyVoucherAtom, cartProductsAtom, removeVoucherAtom } from '../../../lib/cart-products-atom';
import { cardOffer } from '../../../lib/product-rules';
import { cartVoucherCodes } from '../../../lib/voucher-rules';
import {
  useAutomaticVoucher,
  useLinkAutomaticVoucher,
  useLinkedAutomaticVoucher,
} from '../api/automatic-voucher';
import { voucherQuery } from '../api/get-voucher';

type Feedback = { kind: 'ok' | 'error'; text: string } | null;

/** Why a voucher lookup failed, as the student reads it. */
async function voucherFailureMessage(error: unknown): Promise<string> {
  const { status, tag } = await readApiError(error);
  if (tag === VOUCHER_TAGS.notFound || status === 404) return VOUCHER_MESSAGES.notFound;
  if (tag === VOUCHER_TAGS.expired) return VOUCHER_MESSAGES.expired;
  return VOUCHER_MESSAGES.failed;
}

/** Where a typed code is kept until it is applied (useStudentDraft). */
const VOUCHER_DRAFT_KEY = 'mfe-commerce:voucher-code';

/** Codes the student took off in this tab: the automatic voucher is not put back. */
const DISMISSED_KEY = 'mfe-commerce:dismissed-automatic-voucher';

function dismissedAutomatic(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The cart's vouchers (spec 3 §4): apply a code (GET voucher by code and user, then the rules of spec 3 §5),
 * remove it, and the automatic voucher (the student's linked one put back; else found, then linked with the
 * amount spent once the cart reaches it). The typed code is the student's draft until it is applied: a reload
 * or a sign-in round trip keeps it, and a refused code stays in the field with the reason.
 */
export function VoucherSection() {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const products = useAtomValue(cartProductsAtom);
  const applyVoucher = useSetAtom(applyVoucherAtom);
  const removeVoucher = useSetAtom(removeVoucherAtom);
  const [code, setCode, clearCode] = useStudentDraft(VOUCHER_DRAFT_KEY, '', isString);
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const applied = cartVoucherCodes(products);
  const userId = platform.session.getUser()?.id ?? null;

  const give = (voucher: Voucher, automatic: boolean): boolean => {
    if (isVoucherExpired(voucher)) {
      setFeedback({ kind: 'error', text: VOUCHER_MESSAGES.expired });
      return false;
    }
    const count = applyVoucher(voucher);
    if (count === 0) {
      if (!automatic) setFeedback({ kind: 'error', text: VOUCHER_MESSAGES.inapplicable });
      return false;
    }
    setFeedback({
      kind: 'ok',
      text: automatic
        ? VOUCHER_MESSAGES.automatic(voucher.code)
        : VOUCHER_MESSAGES.applied(voucher.code, count),
    });
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!typed) {
      setFeedback({ kind: 'error', text: VOUCHER_MESSAGES.empty });
      return;
    }
    if (applied.includes(typed)) {
      setFeedback({ kind: 'error', text: VOUCHER_MESSAGES.alreadyApplied });
      return;
    }
    setChecking(true);
    setFeedback(null);
    try {
      const voucher = await queryClient.fetchQuery(voucherQuery(platform.http, typed, userId));
      if (give(voucher, false)) clearCode();
    } catch (error) {
      setFeedback({ kind: 'error', text: await voucherFailureMessage(error) });
    } finally {
      setChecking(false);
    }
  };

  // the automatic voucher, unless the student took it off: the one already linked to the student (GET
  // voucher/automatic) goes back on the cart as it is (another device, a cart emptied since) without a
  // second link; with none linked, the one on offer is linked once the cart reaches its amount
  const automatic = useAutomaticVoucher();
  const linked = useLinkedAutomaticVoucher(userId);
  const link = useLinkAutomaticVoucher(userId);
  const linkTried = useRef<string | null>(null);
  const linkedTried = useRef<string | null>(null);
  const amountSpent = products.reduce((sum, p) => sum + (cardOffer(p)?.amounts.credit_card ?? 0), 0);
  const offer = automatic.data ?? null;
  const mine = linked.data ?? null;
  const cartKey = products.map((p) => p.id).join(',');
  useEffect(() => {
    if (!mine || applied.includes(mine.code) || dismissedAutomatic() === mine.code) return;
    if (linkedTried.current === `${mine.code}:${cartKey}`) return;
    linkedTried.current = `${mine.code}:${cartKey}`;
    give(mine, true);
    // `give` changes every render; the key above decides when to apply
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mine, cartKey, applied.join(',')]);
  useEffect(() => {
    // linking waits for GET voucher/automatic: a student holding one is not linked again (a failed answer
    // does not stop the link, which the server accepts again)
    if (!offer || userId === null || link.isPending || linked.isPending || mine) return;
    if (amountSpent < offer.min_amount_spent || applied.includes(offer.code)) return;
    if (dismissedAutomatic() === offer.code || linkTried.current === `${offer.code}:${amountSpent}`) return;
    linkTried.current = `${offer.code}:${amountSpent}`;
    // once linked, the voucher is the student's (the query above) and the first effect applies it
    link.mutate(amountSpent);
    // `link` changes every render; the key above decides when to link
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer, userId, amountSpent, applied.join(','), linked.isPending, mine]);

  const remove = (voucherCode: string) => {
    removeVoucher(voucherCode);
    if (offer?.code === voucherCode || mine?.code === voucherCode) {
      try {
        window.sessionStorage.setItem(DISMISSED_KEY, voucherCode);
      } catch {
        // blocked storage: the automatic voucher may come back on the next visit
      }
    }
    setFeedback({ kind: 'ok', text: VOUCHER_MESSAGES.removed(voucherCode) });
  };

  return (
    <section aria-labelledby="cart-voucher-title">
      <h2 id="cart-voucher-title">Cupom de desconto</h2>
      <form
        onSubmit={submit}
        noValidate
        css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' })}
      >
        <Input
          label="Código do cupom"
          name="voucher"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={feedback?.kind === 'error' ? feedback.text : undefined}
        />
        <Button type="submit" loading={checking}>
          Aplicar cupom
        </Button>
      </form>
      <p role="status" css={{ margin: 0 }}>
        {feedback?.kind === 'ok' ? feedback.text : ''}
      </p>
      {applied.length > 0 && (
        <ul aria-label="Cupons aplicados" css={{ listStyle: 'none', padding: 0 }}>
          {applied.map((voucherCode) => (
            <li
              key={voucherCode}
              css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'center' })}
            >
              <strong>{voucherCode}</strong>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(voucherCode)}
                aria-label={`Remover cupom ${voucherCode}`}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
