import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform, type PlatformApi } from 'shared-contracts';
import { Card, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { useRemoteData } from '../../../lib/use-remote-data';
import { AreaPage, CardGrid, LoadError } from 'shared-design-system/area';

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
  load: (platform: PlatformApi, signal: AbortSignal) => Promise<T[]>;
  /** 'Carregando trilhas' */
  loadingLabel: string;
  errorMessage: string;
  empty: { title: string; description: string };
  /** a line of facts under the description */
  meta: (entry: T) => ReactNode;
}

/** A catalogue page (trails, tutorings, VIP rooms): cards opening each entry inside the area. */
export function CatalogListPage<T extends CatalogEntry>({
  title,
  basePath,
  load,
  loadingLabel,
  errorMessage,
  empty,
  meta,
}: CatalogListPageProps<T>) {
  const platform = usePlatform();
  const entries = useRemoteData((signal) => load(platform, signal), [platform, load]);
  return (
    <AreaPage title={title}>
      {entries.status === 'loading' && (
        <SkeletonGroup label={loadingLabel}>
          <Skeleton height={120} shape="rect" />
          <Skeleton height={120} shape="rect" />
        </SkeletonGroup>
      )}
      {entries.status === 'error' && <LoadError message={errorMessage} onRetry={entries.retry} />}
      {entries.status === 'success' && entries.data.length === 0 && (
        <EmptyState title={empty.title} description={empty.description} />
      )}
      {entries.status === 'success' && entries.data.length > 0 && (
        <CardGrid label={title}>
          {entries.data.map((entry) => (
            <li key={entry.id}>
              <Card
                headingLevel={2}
                title={
                  <Link to={`${basePath}/${entry.slug}`} css={(theme) => ({ color: theme.colors.primary })}>
                    {entry.title}
                  </Link>
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
    </AreaPage>
  );
}
