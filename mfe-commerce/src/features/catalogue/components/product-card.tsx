import { css } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { usePlatform, type Product } from 'shared-contracts';
import { Button, Card } from 'shared-design-system';
import { formatBrl, PrefetchLink } from 'shared-design-system/area';
import { CARD_BODY_MAX_HEIGHT, READ_MORE_LABEL, ROUTES } from '../../../constants';
import { useOverflow } from '../../../lib/use-overflow';
import { rememberProductCategory } from '../../../lib/category-cookie';
import {
  bonusText,
  buyLabel,
  cardBody,
  cardDiscountPercent,
  cardOffer,
  dateTag,
  externalAddress,
  hasExternalUrl,
  installmentsLabel,
  isFree,
  priceLabel,
} from '../../../lib/product-rules';
import { useBuyProduct } from '../../../lib/use-buy-product';
import { productQuery } from '../api/get-product-by-slug';
import { ExternalBuyButton } from './external-buy-button';

export interface ProductCardProps {
  product: Product;
  /** the category the card is shown in (remembered in a cookie on click); null outside a category */
  categoryId: number | null;
  /** its name's heading level: 2 right under the page's h1, 3 in a section under an h2 */
  headingLevel: 2 | 3;
}

/** A catalogue card (spec 3 §2). Renders nothing when the product fails the card rules. */
export function ProductCard({ product, categoryId, headingLevel }: ProductCardProps) {
  const { http } = usePlatform();
  const nameId = useId();
  const buy = useBuyProduct();
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const overflowing = useOverflow(bodyRef, !expanded);
  const offer = cardOffer(product);
  if (!offer) return null;

  // a product sold elsewhere opens there (spec 3 §4); its address is only used when it is a safe one
  const external = hasExternalUrl(product);
  const address = externalAddress(product);
  const body = cardBody(product);
  const discount = cardDiscountPercent(product);
  const date = dateTag(product);
  const bonus = bonusText(product);
  const installments = installmentsLabel(offer.amounts);
  const free = isFree(offer.amounts);
  const original =
    offer.originalAmounts && offer.originalAmounts.credit_card > offer.amounts.credit_card
      ? offer.originalAmounts
      : null;
  const Heading = `h${headingLevel}` as const;

  return (
    <Card
      aria-labelledby={nameId}
      // Any click in the card remembers (or forgets) the category the product was opened from (spec 3 §4).
      onClickCapture={() => rememberProductCategory(product.id, categoryId)}
      css={css`
        height: 100%;
      `}
    >
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, minHeight: 24 })}>
        {product.tag && (
          <span css={(theme) => tagStyle(theme.colors.secondary, theme.colors.onSecondary)}>
            {product.tag}
          </span>
        )}
        {date && <span css={(theme) => tagStyle(theme.colors.surfaceAlt, theme.colors.text)}>{date}</span>}
      </div>
      <Heading
        id={nameId}
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, lineHeight: theme.lineHeights.heading })}
      >
        {external ? (
          address ? (
            <a
              href={address}
              target="_blank"
              rel="noopener noreferrer"
              css={(theme) => ({ color: theme.colors.text })}
            >
              {offer.name}
            </a>
          ) : (
            offer.name
          )
        ) : (
          // the course page's product leaves on hover or focus
          <PrefetchLink
            to={ROUTES.course(product.slug)}
            prefetchData={productQuery(http, product.slug)}
            css={(theme) => ({ color: theme.colors.text })}
          >
            {offer.name}
          </PrefetchLink>
        )}
      </Heading>
      {bonus && <p css={(theme) => ({ margin: 0, color: theme.colors.success, fontWeight: 600 })}>{bonus}</p>}
      {body.kind !== 'none' && (
        <div>
          <div
            ref={bodyRef}
            id={bodyId}
            data-card-body=""
            css={(theme) => ({
              maxHeight: expanded ? 'none' : CARD_BODY_MAX_HEIGHT,
              overflow: 'hidden',
              color: body.kind === 'description' ? theme.colors.textMuted : undefined,
            })}
          >
            {body.kind === 'bonus' ? (
              <ul aria-label="Bônus" css={(theme) => ({ margin: 0, paddingLeft: theme.space.md })}>
                {body.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p css={{ margin: 0 }}>{body.text}</p>
            )}
          </div>
          {(overflowing || expanded) && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={bodyId}
              aria-describedby={nameId}
              onClick={() => setExpanded((open) => !open)}
              css={(theme) => ({
                background: 'none',
                border: 0,
                padding: 0,
                cursor: 'pointer',
                color: theme.colors.primary,
                fontWeight: 600,
              })}
            >
              {expanded ? 'Mostrar menos' : READ_MORE_LABEL}
            </button>
          )}
        </div>
      )}
      <div
        css={(theme) => ({
          marginTop: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.xxs,
        })}
      >
        {original && (
          <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
            De <s>{formatBrl(original.credit_card)}</s> por
          </span>
        )}
        <strong
          css={(theme) => ({
            fontSize: theme.fontSizes.xl,
            color: free ? theme.colors.success : theme.colors.text,
          })}
        >
          {priceLabel(offer.amounts)}
        </strong>
        {installments && <span>{installments}</span>}
        {discount > 0 && (
          <span css={(theme) => ({ color: theme.colors.success, fontWeight: 700 })}>
            {discount}% de desconto
          </span>
        )}
      </div>
      {external ? (
        <ExternalBuyButton address={address} label={buyLabel(offer.amounts)} describedBy={nameId} fullWidth />
      ) : (
        <Button onClick={() => buy(product)} aria-describedby={nameId} fullWidth>
          {buyLabel(offer.amounts)}
        </Button>
      )}
    </Card>
  );
}

function tagStyle(background: string, color: string) {
  return css`
    display: inline-block;
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 0.8em;
    font-weight: 700;
    background: ${background};
    color: ${color};
  `;
}
