import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  QueryView,
} from 'shared-design-system/area';
import type { MarkedCatalogApi, MarkedDetail, MarkedEntry } from './create-marked-catalog-api';
import { useMarkedLog } from './use-marked-log';

/**
 * {catalogue}/{slug}: one entry under its catalogue in the breadcrumb (`root`), its opening logged; an unknown slug
 * is the area's not-found page (spec 1 §2). `skeleton`: how many lines and what the loading state says.
 */
export function MarkedEntryPage<E extends MarkedEntry, D extends MarkedDetail, S extends MarkedEntry>({
  api,
  root,
  errorMessage,
  skeleton,
  children,
}: {
  api: MarkedCatalogApi<E, D, S>;
  root: { label: string; href: string };
  errorMessage: string;
  skeleton: { count: number; label: string };
  children: (entry: S) => ReactNode;
}) {
  const platform = usePlatform();
  const { slug = '' } = useParams();
  const entry = useQuery(api.bySlug(platform, slug));
  const log = useMarkedLog(api);
  const entryId = entry.data?.id;
  useEffect(() => {
    if (entryId !== undefined) void log(entryId, api.openedEvent);
  }, [api, log, entryId]);
  if (entry.data === undefined && entry.isError && isNotFoundError(entry.error)) return <AreaNotFoundPage />;

  const title = entry.data?.title ?? root.label;
  return (
    <AreaPage
      title={title}
      breadcrumb={<Breadcrumb segments={[{ label: root.label, href: root.href }, { label: title }]} />}
    >
      <QueryView
        query={entry}
        errorMessage={errorMessage}
        skeleton={<ContentSkeleton shape="text" count={skeleton.count} label={skeleton.label} />}
      >
        {children}
      </QueryView>
    </AreaPage>
  );
}
