import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform, type PlatformApi } from 'shared-contracts';
import { Breadcrumb, Skeleton, SkeletonGroup } from 'shared-design-system';
import { useRemoteData } from '../../../lib/use-remote-data';
import type { CatalogEntry } from './catalog-list-page';
import { AreaPage, isNotFoundError, LoadError } from 'shared-design-system/area';

export interface CatalogItemPageProps<T extends CatalogEntry> {
  /** the area's list: breadcrumb root */
  list: { label: string; href: string };
  load: (platform: PlatformApi, slug: string, signal: AbortSignal) => Promise<T>;
  errorMessage: string;
  /** what a 404 shows (the area's not-found page) */
  notFound: ReactNode;
  children: (entry: T) => ReactNode;
}

/** One catalogue entry (/{area}/{slug}); an unknown slug shows the area's not-found page. */
export function CatalogItemPage<T extends CatalogEntry>({
  list,
  load,
  errorMessage,
  notFound,
  children,
}: CatalogItemPageProps<T>) {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const entry = useRemoteData((signal) => load(platform, slug, signal), [platform, load, slug]);
  if (entry.status === 'error' && isNotFoundError(entry.error)) return <>{notFound}</>;

  const title = entry.status === 'success' ? entry.data.title : list.label;
  return (
    <AreaPage title={title} breadcrumb={<Breadcrumb segments={[list, { label: title }]} />}>
      {entry.status === 'loading' && (
        <SkeletonGroup label="Carregando">
          <Skeleton height={120} shape="rect" />
        </SkeletonGroup>
      )}
      {entry.status === 'error' && <LoadError message={errorMessage} onRetry={entry.retry} />}
      {entry.status === 'success' && (
        <>
          <p css={{ margin: 0 }}>{entry.data.description}</p>
          {children(entry.data)}
        </>
      )}
    </AreaPage>
  );
}
