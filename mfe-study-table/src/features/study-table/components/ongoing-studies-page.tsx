import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { RecentActivitiesList } from './recent-activities-list';
import { AreaPage } from 'shared-design-system/area';

const ONGOING_FILTERS = { progress: true } as const;

/** 'Estudos em andamento': the recent activities started and not finished (progress=1). */
export function OngoingStudiesPage() {
  const { wording } = usePlatform().vertical;
  return (
    <AreaPage title="Estudos em andamento">
      <RecentActivitiesList
        filters={ONGOING_FILTERS}
        emptyHeadingLevel={2}
        empty={{
          title: 'Nenhum estudo em andamento',
          description: `Aqui aparece o que você começou e ainda não terminou em ${wording.notebooksAndExams}.`,
          action: <Button href="/questoes/buscar">Buscar questões</Button>,
        }}
      />
    </AreaPage>
  );
}
