import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { Tabs } from 'shared-design-system';
import { LOAD_FAILURE_MESSAGE } from '../../../constants';
import { PageLayout } from '../../../lib/page-layout';
import { useEssays } from '../api/get-essays';
import { EssayForm } from './essay-form';
import { EssayList } from './essay-list';

const LIST_TAB = 'minhas-redacoes';
const FORM_TAB = 'enviar-redacao';

/** /redacoes: the student's essays and the essay submission form. */
export function EssaysPage() {
  const platform = usePlatform();
  const [version, setVersion] = useState(0);
  const [tab, setTab] = useState(LIST_TAB);
  const essays = useEssays(version);
  const failed = essays.state.status === 'error';

  useEffect(() => {
    // a list load failure is also announced as a toast (spec 3 §8)
    if (failed) platform.toast({ kind: 'error', message: LOAD_FAILURE_MESSAGE });
  }, [failed, platform]);

  return (
    <PageLayout title="Redações" intro="Envie suas redações para correção e acompanhe as notas.">
      <Tabs
        label="Redações"
        selectedId={tab}
        onChange={setTab}
        tabs={[
          {
            id: LIST_TAB,
            label: 'Minhas redações',
            content: <EssayList result={essays} onWrite={() => setTab(FORM_TAB)} />,
          },
          {
            id: FORM_TAB,
            label: 'Enviar redação',
            content: (
              <EssayForm
                onSent={() => {
                  setVersion((n) => n + 1);
                  setTab(LIST_TAB);
                }}
              />
            ),
          },
        ]}
      />
    </PageLayout>
  );
}
