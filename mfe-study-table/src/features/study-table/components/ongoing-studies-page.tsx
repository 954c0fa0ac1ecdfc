import { usePlatform } from 'shared-contracts';
import { AreaPage } from 'shared-design-system/area';
import { SearchQuestionsButton } from '../../../lib/search-questions-button';
import { ONGOING_FILTERS } from '../ongoing-filters';
import { RecentActivitiesList } from './recent-activities-list';

/** 'Estudos em andamento': the recent activities started and not finished (progress=1). */
export function OngoingStudiesPage() {
  const { wording } = usePlatform().vertical;
  return (
    <AreaPage title="Estudos em andamento">
      <RecentActivitiesList
        filters={ONGOING_FILTERS}
        headingLevel={2}
        empty={{
          title: 'Nenhum estudo em andamento',
          description: `Aqui aparece o que você começou e ainda não terminou em ${wording.notebooksAndExams}.`,
          action: <SearchQuestionsButton />,
        }}
      />
    </AreaPage>
  );
}
