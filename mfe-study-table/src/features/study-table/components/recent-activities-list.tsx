import type { ReactNode } from 'react';
import { usePlatform, type RecentActivityFilters } from 'shared-contracts';
import { EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getRecentActivities } from '../api/get-recent-activities';
import { RecentActivityCard } from './recent-activity-card';
import { CardGrid, LoadError } from 'shared-design-system/area';

export interface RecentActivitiesListProps {
  filters?: RecentActivityFilters;
  /** what the list shows when there is nothing */
  empty: { title: string; description: string; action?: ReactNode };
  /** heading level of the empty state (fits the page outline) */
  emptyHeadingLevel?: 2 | 3;
}

/** Recent activities with loading, empty and error (retry) states. */
export function RecentActivitiesList({
  filters = {},
  empty,
  emptyHeadingLevel = 3,
}: RecentActivitiesListProps) {
  const platform = usePlatform();
  const activities = useRemoteData(
    (signal) => getRecentActivities(platform, filters, signal),
    [platform, filters.progress, filters.favorite, filters.complete],
  );

  if (activities.status === 'loading') {
    return (
      <SkeletonGroup label="Carregando atividades recentes">
        <Skeleton height={96} shape="rect" />
        <Skeleton height={96} shape="rect" />
      </SkeletonGroup>
    );
  }
  if (activities.status === 'error') {
    return (
      <LoadError message="Não foi possível carregar suas atividades recentes." onRetry={activities.retry} />
    );
  }
  if (activities.data.length === 0) {
    return (
      <EmptyState
        headingLevel={emptyHeadingLevel}
        title={empty.title}
        description={empty.description}
        action={empty.action}
      />
    );
  }
  return (
    <CardGrid label="Atividades recentes">
      {activities.data.map((activity) => (
        <RecentActivityCard key={`${activity.type}-${activity.id}`} activity={activity} />
      ))}
    </CardGrid>
  );
}
