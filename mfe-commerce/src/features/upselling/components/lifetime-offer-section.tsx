import { Button } from 'shared-design-system';
import { formatBrl, formatUntil, PageSection } from 'shared-design-system/area';
import { useBuyProduct } from '../../../lib/use-buy-product';
import { useLifetimeOffer } from '../api/get-lifetime-offer';

/**
 * The lifetime plan offered to the student (GET vitalicia/user-offer), bought into the cart. Left out while
 * it loads, when there is none or when it fails: the other offers do not depend on it.
 */
export function LifetimeOfferSection() {
  const offer = useLifetimeOffer();
  const buy = useBuyProduct();
  const data = offer.data;
  if (!data) return null;
  const from = data.price_info.from_price.credit_card;
  const to = data.price_info.to_price.credit_card;
  return (
    <PageSection title="Plano vitalício">
      <article aria-label={data.product.name}>
        <h3>{data.product.name}</h3>
        {data.ends_at && <p>{formatUntil(data.ends_at)}</p>}
        <p>
          {to < from && (
            <>
              De <s>{formatBrl(from)}</s> por{' '}
            </>
          )}
          <strong>{formatBrl(to)}</strong>
        </p>
        <Button onClick={() => buy({ ...data.product, amounts: data.price_info.to_price })}>
          Quero o plano vitalício
        </Button>
      </article>
    </PageSection>
  );
}
