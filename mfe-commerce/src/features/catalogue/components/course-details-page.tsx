import { Link, useParams } from 'react-router-dom';
import type { Product } from 'shared-contracts';
import { Button, EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, formatBrl, ItemQueryPage } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import {
  bonusEntries,
  bonusText,
  buyLabel,
  cardDiscountPercent,
  cardOffer,
  dateTag,
  externalAddress,
  hasExternalUrl,
  installmentsLabel,
  priceLabel,
} from '../../../lib/product-rules';
import { useBuyProduct } from '../../../lib/use-buy-product';
import { useProductBySlug } from '../api/get-product-by-slug';
import { ExternalBuyButton } from './external-buy-button';

/** /curso/{slug}: course details with the same price rules as the card. */
export function CourseDetailsPage() {
  const { slug = '' } = useParams();
  const product = useProductBySlug(slug);
  return (
    <ItemQueryPage
      query={product}
      skeleton={<ContentSkeleton shape="list" count={1} itemHeight={240} label="Carregando curso" />}
      errorTitle="Curso"
      errorMessage="Não foi possível carregar o curso."
      notFound={{
        title: 'Curso não encontrado',
        text: 'Este curso não existe ou não está mais à venda.',
        action: <Link to={ROUTES.catalogue}>Ver todos os cursos</Link>,
      }}
    >
      {(found) => <CourseDetails product={found} />}
    </ItemQueryPage>
  );
}

function CourseDetails({ product }: { product: Product }) {
  const buy = useBuyProduct();
  const offer = cardOffer(product);
  if (!offer) {
    return (
      <AreaPage title="Curso indisponível">
        <EmptyState
          title="Este curso não está à venda no momento."
          action={<Link to={ROUTES.catalogue}>Ver todos os cursos</Link>}
        />
      </AreaPage>
    );
  }
  const bonus = bonusText(product);
  const entries = bonusEntries(product);
  const discount = cardDiscountPercent(product);
  const installments = installmentsLabel(offer.amounts);
  const date = dateTag(product);
  const external = hasExternalUrl(product);
  return (
    <AreaPage title={offer.name} intro={product.tag}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.lg,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
        })}
      >
        <section
          aria-label="Sobre o curso"
          css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}
        >
          {product.description && <p css={{ margin: 0 }}>{product.description}</p>}
          {bonus && <p css={{ margin: 0, fontWeight: 600 }}>{bonus}</p>}
          {entries.length > 0 && (
            <>
              <h2 css={{ margin: 0 }}>Bônus</h2>
              <ul>
                {entries.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section
          aria-label="Preço"
          css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}
        >
          {date && <span>{date}</span>}
          {offer.originalAmounts && offer.originalAmounts.credit_card > offer.amounts.credit_card && (
            <span>
              De <s>{formatBrl(offer.originalAmounts.credit_card)}</s> por
            </span>
          )}
          <strong css={(theme) => ({ fontSize: theme.fontSizes.xxl })}>{priceLabel(offer.amounts)}</strong>
          {installments && <span>{installments}</span>}
          {discount > 0 && <span>{discount}% de desconto</span>}
          {external ? (
            <ExternalBuyButton address={externalAddress(product)} label={buyLabel(offer.amounts)} />
          ) : (
            <Button onClick={() => buy(product)}>{buyLabel(offer.amounts)}</Button>
          )}
          {external && (
            <p css={{ margin: 0 }}>Este curso é vendido no site parceiro e abre em uma nova aba.</p>
          )}
        </section>
      </div>
    </AreaPage>
  );
}
