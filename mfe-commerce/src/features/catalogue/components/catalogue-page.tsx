import { Link, useLocation } from 'react-router-dom';
import { Skeleton } from 'shared-design-system';
import { FIRST_FRAMES } from 'shared-contracts/first-frames';
import { AreaPage, pageParam, safeHref } from 'shared-design-system/area';
import { CATEGORY_FETCH_ERROR, ROUTES } from '../../../constants';
import { useCatalog } from '../api/get-catalog';
import { CatalogueCategories } from './catalogue-categories';
import { CatalogueResults } from './catalogue-results';
import { CatalogueSearchForm } from './catalogue-search-form';

/**
 * The room the highlight banner takes (title, subtitle and link), by the screen's width, and so its
 * placeholder's while the first page loads: the text wraps on narrower screens (measured with the
 * verticals' banners: 140 px from 700 px up, up to 156 px from 480 px, up to 216 px on a 360–480 px phone),
 * so the search form and the highlights under it stay where the placeholder had them (issue 12).
 */
const bannerRoom = (property: 'height' | 'minHeight') => ({
  [property]: 140,
  '@media (max-width: 699px)': { [property]: 160 },
  '@media (max-width: 479px)': { [property]: 220 },
});

/** /cursos: the course catalogue (spec 3 §2), 16 cards per page, with the store's categories and highlights. */
export function CataloguePage() {
  const page = pageParam(new URLSearchParams(useLocation().search).get('page'));
  const result = useCatalog({ page, banner: page === 1 });
  const banner = result.data?.banner ?? null;
  // the banner's link comes from the server: followed only when it is a safe address
  const bannerHref = safeHref(banner?.link);
  return (
    <AreaPage title={FIRST_FRAMES['/cursos'].title} intro={FIRST_FRAMES['/cursos'].intro}>
      {/* the highlight's place while the first page loads (it comes with the catalogue): nothing moves under it */}
      {page === 1 && result.isPending && (
        <div css={bannerRoom('height')}>
          <Skeleton shape="rect" height="100%" />
        </div>
      )}
      {banner && (
        <section
          aria-label="Destaque"
          css={(theme) => ({
            boxSizing: 'border-box',
            ...bannerRoom('minHeight'),
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
        // spec 3 §8: a catalogue fetch failure reads 'Falha ao buscar pelo category ID'
        errorMessage={CATEGORY_FETCH_ERROR}
        emptyTitle="Nenhum curso disponível no momento"
        hrefOfPage={(n) => `${ROUTES.catalogue}?page=${n}`}
      />
    </AreaPage>
  );
}
