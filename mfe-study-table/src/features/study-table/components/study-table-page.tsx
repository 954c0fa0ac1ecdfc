import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { ONGOING_PATH } from '../../../constants';
import { firstName } from '../../../lib/first-name';
import { useSessionUser } from '../../../lib/use-session-user';
import { ExclusiveCoursesSection } from './exclusive-courses-section';
import { LastUpdatesSection } from './last-updates-section';
import { RecentActivitiesList } from './recent-activities-list';
import { AreaPage, PageSection } from 'shared-design-system/area';

/** The study table (home): greeting, recent activities, last updates and exclusive courses. */
export function StudyTablePage() {
  const { wording } = usePlatform().vertical;
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
          <Link to={ONGOING_PATH} css={(theme) => ({ color: theme.colors.primary })}>
            Ver estudos em andamento
          </Link>
        }
      >
        <RecentActivitiesList
          empty={{
            title: 'Você ainda não tem atividades recentes',
            description: `Quando você resolver questões em ${wording.notebooksAndExams}, suas atividades aparecem aqui.`,
            action: <Button href="/questoes/buscar">Buscar questões</Button>,
          }}
        />
      </PageSection>
      <LastUpdatesSection />
      <ExclusiveCoursesSection />
    </AreaPage>
  );
}
