import type { ReactNode } from 'react';
import { usePlatform } from 'shared-contracts';
import { PageSection, PrefetchLink } from 'shared-design-system/area';
import { ONGOING_PATH } from '../../../constants';
import { SearchQuestionsButton } from '../../../lib/search-questions-button';
import { recentActivitiesQuery } from '../api/get-recent-activities';
import { useRecentActivityFilters } from '../hooks/use-recent-activity-filters';
import { ONGOING_FILTERS } from '../ongoing-filters';
import { RecentActivitiesList } from './recent-activities-list';
import { RecentActivityFiltersBar } from './recent-activity-filters';

/**
 * 'Atividades recentes' on the dashboard: filters (kept in the address), the list with its actions, the way to
 * ongoing studies.
 */
export function RecentActivitiesWidget({ controls }: { controls?: ReactNode }) {
  const { vertical, http } = usePlatform();
  const [filters, setFilters] = useRecentActivityFilters();
  const filtered = Object.values(filters).some(Boolean);
  return (
    <PageSection title="Atividades recentes" actions={controls}>
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'end',
          gap: theme.space.sm,
        })}
      >
        <RecentActivityFiltersBar value={filters} onChange={setFilters} />
        <PrefetchLink
          to={ONGOING_PATH}
          prefetchData={recentActivitiesQuery(http, ONGOING_FILTERS)}
          css={(theme) => ({ color: theme.colors.primary })}
        >
          Ver estudos em andamento
        </PrefetchLink>
      </div>
      <RecentActivitiesList
        askedByThePage
        filters={filters}
        headingLevel={3}
        empty={
          filtered
            ? {
                title: 'Nenhuma atividade com esses filtros',
                description: 'Desmarque algum filtro para ver outras atividades.',
              }
            : {
                title: 'Você ainda não tem atividades recentes',
                description: `Quando você resolver questões em ${vertical.wording.notebooksAndExams}, suas atividades aparecem aqui.`,
                action: <SearchQuestionsButton />,
              }
        }
      />
    </PageSection>
  );
}
