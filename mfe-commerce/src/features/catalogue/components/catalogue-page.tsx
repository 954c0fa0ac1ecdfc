import { Link, useLocation } from 'react-router-dom';
import { Skeleton } from 'shared-design-system';
import { AreaPage, safeHref } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { pageFromSearch } from '../../../lib/page-from-search';
import { useCatalog } from '../api/get-catalog';
import { CatalogueCategories } from './catalogue-categories';
import { CatalogueResults } from './catalogue-results';
import { CatalogueSearchForm } from './catalogue-search-form';

export const CATALOGUE_ERROR = 'Não foi possível carregar o catálogo de cursos.';
/** The highlight banner's height (and its placeholder's): title, subtitle and link. */
const BANNER_HEIGHT = 140;

/** /cursos: the course catalogue (spec 3 §2), 16 cards per page, with the store's categories and highlights. */
export function CataloguePage() {
  const page = pageFromSearch(useLocation().search);
  const result = useCatalog({ page, banner: page === 1 });
  const banner = result.data?.banner ?? null;
  // the banner's link comes from the server: followed only when it is a safe address
  const bannerHref = safeHref(banner?.link);
  return (
    <AreaPage title="Cursos" intro="Escolha seu curso ou plano e comece a estudar hoje.">
      {/* the highlight's place while the first page loads (it comes with the catalogue): nothing moves under it */}
      {page === 1 && result.isPending && <Skeleton shape="rect" height={BANNER_HEIGHT} />}
      {banner && (
        <section
          aria-label="Destaque"
          css={(theme) => ({
            boxSizing: 'border-box',
            minHeight: BANNER_HEIGHT,
            padding: theme.space.lg,
            borderRadius: theme.radii.lg,
            background: theme.colors.primary,
            color: theme.colors.onPrimary,
          })}
        >
          <h2 css={{ margin: 0 }}>{banner.title}</h2>
          <p css={{ margin: 0 }}>{banner.subtitle}</p>
          {bannerHref && (
            <Link to={bannerHref} css={(theme) => ({ color: theme.colors.onPrimary, fontWeight: 700 })}>
              Ver ofertas
            </Link>
          )}
        </section>
      )}
      <CatalogueSearchForm />
      <CatalogueCategories />
      <CatalogueResults
        result={result}
        categoryId={null}
        label="Catálogo de cursos"
        errorMessage={CATALOGUE_ERROR}
        emptyTitle="Nenhum curso disponível no momento"
        hrefOfPage={(n) => `${ROUTES.catalogue}?page=${n}`}
      />
    </AreaPage>
  );
}
