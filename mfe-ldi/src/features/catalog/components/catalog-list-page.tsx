import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatform } from 'shared-contracts';
import { Card, EmptyState } from 'shared-design-system';
import { AreaPage, CardGrid, ContentSkeleton, PrefetchLink, QueryView } from 'shared-design-system/area';
import type { CatalogApi } from '../api/catalog-api';

export interface CatalogEntry {
  id: number;
  slug: string;
  title: string;
  description: string;
}

export interface CatalogListPageProps<T extends CatalogEntry> {
  title: string;
  /** path of the area; an entry opens at {basePath}/{slug} */
  basePath: string;
  api: CatalogApi<T>;
  /** 'Carregando trilhas' */
  loadingLabel: string;
  errorMessage: string;
  empty: { title: string; description: string };
  /** a line of facts under the description */
  meta: (entry: T) => ReactNode;
}

/**
 * A catalogue page (trails, tutorings, VIP rooms): cards opening each entry inside the area; an entry's data
 * is fetched as soon as the student points at or focuses its link.
 */
export function CatalogListPage<T extends CatalogEntry>({
  title,
  basePath,
  api,
  loadingLabel,
  errorMessage,
  empty,
  meta,
}: CatalogListPageProps<T>) {
  const platform = usePlatform();
  const entries = useQuery(api.listQuery(platform));
  return (
    <AreaPage title={title}>
      <QueryView
        query={entries}
        errorMessage={errorMessage}
        skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label={loadingLabel} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={empty.title} description={empty.description} />}
      >
        {(list) => (
          <CardGrid label={title}>
            {list.map((entry) => (
              <li key={entry.id}>
                <Card
                  headingLevel={2}
                  title={
                    <PrefetchLink
                      to={`${basePath}/${entry.slug}`}
                      prefetchData={api.bySlugQuery(platform, entry.slug)}
                      css={(theme) => ({ color: theme.colors.primary })}
                    >
                      {entry.title}
                    </PrefetchLink>
                  }
                >
                  <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{entry.description}</p>
                  <p
                    css={(theme) => ({
                      margin: 0,
                      fontSize: theme.fontSizes.sm,
                      color: theme.colors.textMuted,
                    })}
                  >
                    {meta(entry)}
                  </p>
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
    </AreaPage>
  );
}
