import { FIRST_FRAMES } from 'shared-contracts/first-frames';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { Tabs } from 'shared-design-system';
import { AreaPage, useUrlParams } from 'shared-design-system/area';
import { LOAD_FAILURE_MESSAGE, TAB_PARAM } from '../../../constants';
import { essaysQuery } from '../api/get-essays';
import { EssayForm } from './essay-form';
import { EssayList } from './essay-list';
import { EssayTemplates } from './essay-templates';

const LIST_TAB = 'minhas-redacoes';
const FORM_TAB = 'enviar-redacao';

/**
 * /redacoes: the student's essays and the essay submission form. The tab lives in the address
 * (?aba=enviar-redacao), so a reload or a sign-in round trip in the middle of an essay comes back to the form
 * (whose fields are kept as a draft).
 */
export function EssaysPage() {
  const platform = usePlatform();
  const [params, update] = useUrlParams();
  const tab = params.get(TAB_PARAM) === FORM_TAB ? FORM_TAB : LIST_TAB;
  const setTab = (id: string) => update({ [TAB_PARAM]: id === LIST_TAB ? null : id });
  const essays = useQuery(essaysQuery(platform.http));
  const failed = essays.isError && essays.data === undefined;

  useEffect(() => {
    // a list load failure is also announced as a toast (spec 3 §8)
    if (failed) platform.toast({ kind: 'error', message: LOAD_FAILURE_MESSAGE });
  }, [failed, platform]);

  return (
    <AreaPage title={FIRST_FRAMES['/redacoes'].title} intro={FIRST_FRAMES['/redacoes'].intro}>
      <Tabs
        label="Redações"
        selectedId={tab}
        onChange={setTab}
        tabs={[
          {
            id: LIST_TAB,
            label: 'Minhas redações',
            content: <EssayList query={essays} onWrite={() => setTab(FORM_TAB)} />,
          },
          {
            id: FORM_TAB,
            label: 'Enviar redação',
            // the form's mutation refreshes the list; the page shows it
            content: (
              <>
                <EssayForm onSent={() => setTab(LIST_TAB)} />
                <EssayTemplates />
              </>
            ),
          },
        ]}
      />
    </AreaPage>
  );
}
