import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  pageParam,
  Pager,
  QueryView,
  usePageHref,
  usePagePastEnd,
  useUrlParams,
} from 'shared-design-system/area';
import type { MarkedEntry } from './create-marked-catalog-api';
import type { EntryListProps } from './entry-cards';
import { PAGE_PARAM } from './page-param';
import type { searchShelfQuery } from './search-shelf-query';

/**
 * {catalogue}/estante/{tipo}?pagina=: one shelf of search v2 (only what the student has access to), under its
 * catalogue in the breadcrumb (`root`). `notFoundOn404`: a shelf the server does not know is the area's not-found
 * page (else the shelf's load error). A page past the last one goes back to the first.
 */
export function SearchShelfPage<E extends MarkedEntry>({
  shelf: shelfQuery,
  root,
  empty,
  List,
  notFoundOn404 = false,
}: {
  shelf: ReturnType<typeof searchShelfQuery<E>>;
  root: { label: string; href: string };
  /** what an empty shelf says */
  empty: { title: string; description: string };
  /** the catalogue's list of entries */
  List: ComponentType<EntryListProps<E>>;
  notFoundOn404?: boolean;
}) {
  const platform = usePlatform();
  const { tipo = '' } = useParams();
  const [params] = useUrlParams();
  const page = pageParam(params.get(PAGE_PARAM));
  const hrefOf = usePageHref(PAGE_PARAM);
  const shelf = useQuery(shelfQuery(platform, tipo, page));
  const pastEnd = usePagePastEnd(page, shelf.data?.pagination.last_page, PAGE_PARAM);
  if (notFoundOn404 && shelf.data === undefined && shelf.isError && isNotFoundError(shelf.error))
    return <AreaNotFoundPage />;

  const title = shelf.data?.data.title ?? 'Estante';
  const skeleton = <ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando estante" />;
  return (
    <AreaPage
      title={title}
      breadcrumb={<Breadcrumb segments={[{ label: root.label, href: root.href }, { label: title }]} />}
    >
      {pastEnd ? (
        skeleton
      ) : (
        <QueryView
          query={shelf}
          errorMessage="Não foi possível carregar esta estante."
          skeleton={skeleton}
          isEmpty={(data) => data.data.items.length === 0}
          empty={<EmptyState title={empty.title} description={empty.description} />}
        >
          {(data) => (
            <>
              <List entries={data.data.items} label={data.data.title} platform={platform} headingLevel={2} />
              <Pager
                page={page}
                lastPage={data.pagination.last_page}
                label="Páginas da estante"
                hrefOf={hrefOf}
              />
            </>
          )}
        </QueryView>
      )}
    </AreaPage>
  );
}
