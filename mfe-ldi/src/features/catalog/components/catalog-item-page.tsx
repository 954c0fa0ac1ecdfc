import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb } from 'shared-design-system';
import { AreaPage, ContentSkeleton, isNotFoundError, QueryView } from 'shared-design-system/area';
import type { CatalogApi } from '../api/catalog-api';
import type { CatalogEntry } from './catalog-list-page';

export interface CatalogItemPageProps<T extends CatalogEntry> {
  /** the area's list: breadcrumb root */
  list: { label: string; href: string };
  api: CatalogApi<T>;
  errorMessage: string;
  /** what a 404 shows (the area's not-found page) */
  notFound: ReactNode;
  children: (entry: T) => ReactNode;
}

/** One catalogue entry (/{area}/{slug}); an unknown slug shows the area's not-found page. */
export function CatalogItemPage<T extends CatalogEntry>({
  list,
  api,
  errorMessage,
  notFound,
  children,
}: CatalogItemPageProps<T>) {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const entry = useQuery(api.bySlugQuery(platform, slug));
  if (entry.data === undefined && entry.isError && isNotFoundError(entry.error)) return <>{notFound}</>;

  const title = entry.data?.title ?? list.label;
  return (
    <AreaPage title={title} breadcrumb={<Breadcrumb segments={[list, { label: title }]} />}>
      <QueryView
        query={entry}
        errorMessage={errorMessage}
        skeleton={<ContentSkeleton shape="text" count={2} label="Carregando" />}
      >
        {(data) => (
          <>
            <p css={{ margin: 0 }}>{data.description}</p>
            {children(data)}
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
