import { usePlatform } from 'shared-contracts';
import { AreaPage, PageSection, PrefetchLink } from 'shared-design-system/area';
import { ONGOING_PATH } from '../../../constants';
import { firstName } from '../../../lib/first-name';
import { SearchQuestionsButton } from '../../../lib/search-questions-button';
import { useSessionUser } from '../../../lib/use-session-user';
import { recentActivitiesQuery } from '../api/get-recent-activities';
import { ONGOING_FILTERS } from '../ongoing-filters';
import { ExclusiveCoursesSection } from './exclusive-courses-section';
import { LastUpdatesSection } from './last-updates-section';
import { RecentActivitiesList } from './recent-activities-list';

/** The study table (home): greeting, recent activities, last updates and exclusive courses. */
export function StudyTablePage() {
  const { vertical, http } = usePlatform();
  const user = useSessionUser();
  const name = firstName(user?.fullName);
  return (
    <AreaPage title="Mesa de estudo">
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {name ? `Olá, ${name}! Bons estudos.` : 'Olá! Bons estudos.'}
      </p>
      <PageSection
        title="Atividades recentes"
        actions={
          <PrefetchLink
            to={ONGOING_PATH}
            prefetchData={recentActivitiesQuery(http, ONGOING_FILTERS)}
            css={(theme) => ({ color: theme.colors.primary })}
          >
            Ver estudos em andamento
          </PrefetchLink>
        }
      >
        <RecentActivitiesList
          empty={{
            title: 'Você ainda não tem atividades recentes',
            description: `Quando você resolver questões em ${vertical.wording.notebooksAndExams}, suas atividades aparecem aqui.`,
            action: <SearchQuestionsButton />,
          }}
        />
      </PageSection>
      <LastUpdatesSection />
      <ExclusiveCoursesSection />
    </AreaPage>
  );
}
