import { Link, useParams } from 'react-router-dom';
import type { Product } from 'shared-contracts';
import { Button, Skeleton } from 'shared-design-system';
import { EmptyPage } from '../../../lib/empty-page';
import { ROUTES } from '../../../constants';
import { formatBrl, LoadError, AreaPage } from 'shared-design-system/area';
import {
  bonusEntries,
  bonusText,
  buyLabel,
  cardDiscountPercent,
  cardOffer,
  dateTag,
  installmentsLabel,
  priceLabel,
} from '../../../lib/product-rules';
import { useBuyProduct } from '../../../lib/use-buy-product';
import { useProductBySlug } from '../api/get-product-by-slug';

/** /curso/{slug}: course details with the same price rules as the card. */
export function CourseDetailsPage() {
  const { slug = '' } = useParams();
  const product = useProductBySlug(slug);

  if (product.data === undefined && product.isPending) {
    return (
      <AreaPage title={<Skeleton width={320} />}>
        <Skeleton shape="rect" height={240} />
      </AreaPage>
    );
  }
  if (product.data === undefined) {
    return (
      <AreaPage title="Curso">
        <LoadError
          message="Não foi possível carregar o curso."
          retrying={product.isFetching}
          onRetry={() => void product.refetch()}
        />
      </AreaPage>
    );
  }
  if (product.data === null) {
    return (
      <EmptyPage
        title="Curso não encontrado"
        message="Este curso não existe ou não está mais à venda."
        action={<Link to={ROUTES.catalogue}>Ver todos os cursos</Link>}
      />
    );
  }
  return <CourseDetails product={product.data} />;
}

function CourseDetails({ product }: { product: Product }) {
  const buy = useBuyProduct();
  const offer = cardOffer(product);
  if (!offer) {
    return (
      <EmptyPage
        title="Curso indisponível"
        message="Este curso não está à venda no momento."
        action={<Link to={ROUTES.catalogue}>Ver todos os cursos</Link>}
      />
    );
  }
  const bonus = bonusText(product);
  const entries = bonusEntries(product);
  const discount = cardDiscountPercent(product);
  const installments = installmentsLabel(offer.amounts);
  const date = dateTag(product);
  return (
    <AreaPage title={offer.name} intro={product.tag}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.lg,
          gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
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
          {product.external_url ? (
            <Button href={product.external_url} target="_blank" rel="noopener noreferrer">
              {buyLabel(offer.amounts)}
            </Button>
          ) : (
            <Button onClick={() => buy(product)}>{buyLabel(offer.amounts)}</Button>
          )}
          {product.external_url && (
            <p css={{ margin: 0 }}>Este curso é vendido no site parceiro e abre em uma nova aba.</p>
          )}
        </section>
      </div>
    </AreaPage>
  );
}
