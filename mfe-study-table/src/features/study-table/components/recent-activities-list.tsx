import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatform, type RecentActivityFilters } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { CardListView } from '../../../lib/card-list-view';
import { ASKED_BY_THE_PAGE } from '../../../lib/asked-with-the-page';
import { recentActivitiesQuery } from '../api/get-recent-activities';
import { RecentActivityActions } from './recent-activity-actions';
import { RecentActivityCard } from './recent-activity-card';

export interface RecentActivitiesListProps {
  filters?: RecentActivityFilters;
  /** what the list shows when there is nothing */
  empty: { title: string; description: string; action?: ReactNode };
  /**
   * level of the cards' titles and of the empty state's heading, both where the list stands in the page
   * outline: 2 when the list is the page's content, 3 inside a section (the list cannot tell)
   */
  headingLevel: 2 | 3;
  /** the list's page asked for it as the list mounts (the dashboard): take that answer, do not ask again */
  askedByThePage?: boolean;
}

/** Recent activities with loading, empty and error (retry) states. */
export function RecentActivitiesList({
  filters,
  empty,
  headingLevel,
  askedByThePage = false,
}: RecentActivitiesListProps) {
  const { http } = usePlatform();
  const activities = useQuery({
    ...recentActivitiesQuery(http, filters),
    ...(askedByThePage ? ASKED_BY_THE_PAGE : {}),
  });
  return (
    <CardListView
      query={activities}
      errorMessage="Não foi possível carregar suas atividades recentes."
      label="Atividades recentes"
      loadingLabel="Carregando atividades recentes"
      itemHeight={150}
      empty={
        <EmptyState
          headingLevel={headingLevel}
          title={empty.title}
          description={empty.description}
          action={empty.action}
        />
      }
      itemKey={(activity) => `${activity.type}-${activity.id}`}
    >
      {(activity) => (
        <RecentActivityCard
          activity={activity}
          headingLevel={headingLevel}
          actions={<RecentActivityActions activity={activity} />}
        />
      )}
    </CardListView>
  );
}
