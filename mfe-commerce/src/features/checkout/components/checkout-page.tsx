import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlatform, type PaymentMethod, type ProductAmounts } from 'shared-contracts';
import { Button, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatBrl,
  LinkButton,
  PageSection,
  QueryView,
  readApiError,
  readApiErrorMessage,
  statusOf,
} from 'shared-design-system/area';
import { CHECKOUT_MESSAGES, CHECKOUT_TAGS, FREE_AMOUNT_LABEL, ROUTES } from '../../../constants';
import { cartProductsAtom, clearCartAtom } from '../../../lib/cart-products-atom';
import { cartTotals } from '../../../lib/cart-totals';
import { PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { digitsOf, isValidCpf } from '../../../lib/payment-rules';
import { cardOffer, isFree, priceLabel } from '../../../lib/product-rules';
import { useCartPrice } from '../../cart/api/get-cart-price';
import { useCheckoutAccess } from '../../cart/hooks/use-checkout-access';
import { useCustomer, useSaveComplementaryData } from '../api/buyer-data';
import { usePlaceOrder } from '../api/create-order';
import { usePaymentMethods } from '../api/get-payment-methods';
import { emptyCheckoutDraft, useCheckoutDraft, type CheckoutDraft } from '../hooks/use-checkout-draft';
import { BuyerDataFieldset, type BuyerErrors } from './buyer-data-fieldset';
import { CardPayment } from './card-payment';

const REQUIRED_ADDRESS_FIELDS = ['street', 'number', 'neighborhood', 'city', 'state'] as const;

/**
 * /cursos/checkout: the order summary priced by the server, the buyer's CPF and address (CEP lookup), the
 * payment methods the server enables (saved cards with 1 to 12 installments, Pix, boleto) and the order.
 * What the buyer filled in survives a reload, except card data; a double click places one order.
 */
export function CheckoutPage() {
  const platform = usePlatform();
  const user = platform.session.getUser();
  const products = useAtomValue(cartProductsAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const navigate = useNavigate();
  const price = useCartPrice(products);
  const methods = usePaymentMethods();
  const customer = useCustomer(user?.id ?? null);
  const saveBuyer = useSaveComplementaryData();
  const order = usePlaceOrder();
  const [draft, setDraft] = useCheckoutDraft();
  const [buyerErrors, setBuyerErrors] = useState<BuyerErrors>({});
  const [methodError, setMethodError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const submitting = useRef(false);
  const [sending, setSending] = useState(false);
  useCheckoutAccess(products);

  const update = (change: Partial<CheckoutDraft>) => setDraft({ ...draftRef.current, ...change });
  const draftRef = useRef(draft);
  draftRef.current = draft;

  // the buyer's CPF and address on file fill an untouched form
  const onFile = customer.data;
  useEffect(() => {
    if (!onFile || draftRef.current.cpf || draftRef.current.address.zip_code) return;
    setDraft({
      ...draftRef.current,
      cpf: onFile.cpf ?? '',
      address: onFile.address ?? draftRef.current.address,
    });
  }, [onFile, setDraft]);

  if (products.length === 0) {
    return (
      <AreaPage title="Finalizar compra">
        <EmptyState
          title="Seu carrinho está vazio"
          action={<LinkButton to={ROUTES.catalogue}>Ver cursos</LinkButton>}
        />
      </AreaPage>
    );
  }
  if (!user) {
    return (
      <AreaPage title="Finalizar compra">
        <p role="alert">{CHECKOUT_MESSAGES.signIn}</p>
      </AreaPage>
    );
  }

  const priced = price.data && !price.isPlaceholderData ? price.data : null;
  const client = cartTotals(products);
  const total: ProductAmounts = priced?.total ?? {
    credit_card: client.creditCard,
    credit_card_installments: client.installment,
    pix: client.pix,
    boleto: client.boleto,
  };
  const method = draft.method && methods.data?.includes(draft.method) ? draft.method : null;

  const validate = (): boolean => {
    const found: BuyerErrors = {
      zip: buyerErrors.zip === CHECKOUT_MESSAGES.invalidZip ? buyerErrors.zip : undefined,
    };
    if (!isValidCpf(draft.cpf)) found.cpf = CHECKOUT_MESSAGES.invalidCpf;
    if (digitsOf(draft.address.zip_code).length !== 8) found.zip = CHECKOUT_MESSAGES.invalidZip;
    if (REQUIRED_ADDRESS_FIELDS.some((key) => !draft.address[key].trim()))
      found.address = CHECKOUT_MESSAGES.addressIncomplete;
    setBuyerErrors(found);
    setMethodError(method ? null : CHECKOUT_MESSAGES.chooseMethod);
    const cardMissing = method === 'credit_card' && !draft.cardId;
    setCardError(cardMissing ? CHECKOUT_MESSAGES.chooseCard : undefined);
    return !found.cpf && !found.zip && !found.address && method !== null && !cardMissing;
  };

  const placeOrder = async () => {
    // a second click while the first is under way does nothing (the ref is set before React re-renders)
    if (submitting.current) return;
    setError(null);
    if (!validate() || !method) return;
    submitting.current = true;
    setSending(true);
    try {
      try {
        await saveBuyer.mutateAsync({ cpf: digitsOf(draft.cpf), address: draft.address });
      } catch (failure) {
        const { tag } = await readApiError(failure);
        if (tag === CHECKOUT_TAGS.cpfExists) {
          setBuyerErrors((current) => ({ ...current, cpf: CHECKOUT_MESSAGES.cpfExists }));
          return;
        }
        if (tag === CHECKOUT_TAGS.invalidZip) {
          setBuyerErrors((current) => ({ ...current, zip: CHECKOUT_MESSAGES.invalidZip }));
          return;
        }
        throw failure;
      }
      const placed = await order.mutateAsync({
        products: products.map((p) => ({
          product_id: p.id,
          lot_id: p.lot?.id ?? null,
          voucher: p.voucher ?? null,
        })),
        payment_method: method,
        installments: method === 'credit_card' ? draft.installments : 1,
        card_id: method === 'credit_card' ? draft.cardId : null,
        idempotency_key: draft.attemptKey,
      });
      clearCart();
      // the buyer data stays for the next purchase; the next purchase gets its own key
      setDraft({ ...emptyCheckoutDraft(), cpf: draft.cpf, address: draft.address });
      navigate(ROUTES.success(placed.order_number));
    } catch (failure) {
      setError(
        statusOf(failure) === 401
          ? CHECKOUT_MESSAGES.signIn
          : await readApiErrorMessage(failure, CHECKOUT_MESSAGES.orderFailed),
      );
    } finally {
      submitting.current = false;
      setSending(false);
    }
  };

  return (
    <AreaPage title="Finalizar compra">
      <PageSection title="Resumo do pedido">
        <ul aria-label="Produtos do pedido">
          {products.map((product) => {
            const line = priced?.items.find((item) => item.product_id === product.id);
            const amounts = line?.to ?? cardOffer(product)?.amounts;
            return (
              <li key={product.id}>
                {cardOffer(product)?.name ?? product.name}:{' '}
                {amounts === undefined ? 'Indisponível' : priceLabel(amounts)}
                {product.voucher ? ` (cupom ${product.voucher})` : ''}
              </li>
            );
          })}
        </ul>
      </PageSection>
      <BuyerDataFieldset
        cpf={draft.cpf}
        address={draft.address}
        errors={buyerErrors}
        onCpf={(cpf) => {
          update({ cpf });
          if (buyerErrors.cpf) setBuyerErrors({ ...buyerErrors, cpf: undefined });
        }}
        onAddress={(change) => update({ address: { ...draftRef.current.address, ...change } })}
        onErrors={(change) => setBuyerErrors((current) => ({ ...current, ...change }))}
      />
      <PageSection title="Forma de pagamento">
        <QueryView
          query={methods}
          errorMessage={CHECKOUT_MESSAGES.paymentMethodsFailed}
          skeleton={<ContentSkeleton shape="text" count={3} label="Carregando formas de pagamento" />}
        >
          {(enabled) => (
            <>
              <div role="radiogroup" aria-label="Forma de pagamento">
                {enabled.map((value: PaymentMethod) => (
                  <label
                    key={value}
                    css={(theme) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'center' })}
                  >
                    <input
                      type="radio"
                      name="payment_method"
                      value={value}
                      checked={method === value}
                      onChange={() => {
                        update({ method: value });
                        setMethodError(null);
                      }}
                    />
                    {PAYMENT_METHOD_LABELS[value]}
                  </label>
                ))}
              </div>
              {method === 'credit_card' && (
                <CardPayment
                  total={total.credit_card}
                  cardId={draft.cardId}
                  installments={draft.installments}
                  error={cardError}
                  onCard={(cardId) => {
                    update({ cardId });
                    setCardError(undefined);
                  }}
                  onInstallments={(installments) => update({ installments })}
                />
              )}
              {method === 'pix' && <p>{CHECKOUT_MESSAGES.pixNotice}</p>}
              {method === 'boleto' && <p>{CHECKOUT_MESSAGES.boletoNotice}</p>}
            </>
          )}
        </QueryView>
        {methodError && <p role="alert">{methodError}</p>}
      </PageSection>
      <section aria-label="Total a pagar">
        <p css={{ margin: 0, fontSize: '1.25em' }}>
          Total:{' '}
          <strong>
            {isFree(total) ? FREE_AMOUNT_LABEL : formatBrl(method ? total[method] : total.credit_card)}
          </strong>
        </p>
        {error && <p role="alert">{error}</p>}
        <Button onClick={() => void placeOrder()} loading={sending}>
          Confirmar compra
        </Button>
      </section>
    </AreaPage>
  );
}
