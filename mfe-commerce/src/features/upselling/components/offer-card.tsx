import { useId } from 'react';
import type { UpsellingBonus } from 'shared-contracts';
import { Button, Card } from 'shared-design-system';
import { formatBrl } from 'shared-design-system/area';
import { installmentsLabel, priceLabel } from '../../../lib/product-rules';
import { useBuyProduct } from '../../../lib/use-buy-product';
import { offerAsProduct, offerDiscount } from '../logic/upselling-offers';

/**
 * An upgrade or early-renewal offer of the carousel. The carousel sits in a tab panel right under the page's h1
 * (the early renewal banner's h2 names only the banner), so the offer's name is an h2.
 */
export function OfferCard({ bonus }: { bonus: UpsellingBonus }) {
  const nameId = useId();
  const buy = useBuyProduct();
  const { from_price: from, to_price: to } = bonus.price_info;
  const discount = offerDiscount(bonus);
  const installments = installmentsLabel(to);
  const kind = bonus.product_relationship_type === 'upgrade' ? 'Upgrade' : 'Renovação';
  return (
    <Card aria-labelledby={nameId} css={{ height: '100%' }}>
      <span
        css={(theme) => ({
          alignSelf: 'flex-start',
          padding: '2px 8px',
          borderRadius: theme.radii.pill,
          background: theme.colors.surfaceAlt,
          fontWeight: 700,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {kind}
      </span>
      <h2 id={nameId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {bonus.product.name}
      </h2>
      {bonus.product.description && (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{bonus.product.description}</p>
      )}
      {bonus.earned_items.length > 0 && (
        <ul aria-label="Bônus" css={(theme) => ({ margin: 0, paddingLeft: theme.space.md })}>
          {bonus.earned_items.map((item) => (
            <li key={item.id}>{item.display_name || item.name}</li>
          ))}
        </ul>
      )}
      <div
        css={(theme) => ({
          marginTop: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.xxs,
        })}
      >
        {from.credit_card > to.credit_card && (
          <span>
            De <s>{formatBrl(from.credit_card)}</s> por
          </span>
        )}
        <strong css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{priceLabel(to)}</strong>
        {installments && <span>{installments}</span>}
        {discount > 0 && (
          <span css={(theme) => ({ color: theme.colors.success, fontWeight: 700 })}>
            {discount}% de desconto
          </span>
        )}
      </div>
      <Button onClick={() => buy(offerAsProduct(bonus))} aria-describedby={nameId} fullWidth>
        Quero esta oferta
      </Button>
    </Card>
  );
}
