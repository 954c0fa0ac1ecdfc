import { usePlatform } from 'shared-contracts';
import { ProgressBar, Tabs } from 'shared-design-system';
import { useUrlParams } from 'shared-design-system/area';
import { TUTORINGS_PATH } from '../../../constants';
import { MarkActions } from '../../../lib/marked-catalog/mark-actions';
import { classesDoneSummary } from '../../../lib/marked-catalog/marked-class-list';
import { MarkedEntryPage } from '../../../lib/marked-catalog/marked-entry-page';
import { useMarkedChange } from '../../../lib/marked-catalog/use-marked-change';
import type { TutoringDetail } from '../api/tutoring-types';
import { tutoringsApi } from '../api/tutorings-api';
import { CLASS_PARAM, CLASSES_TAB, HISTORY_TAB, TAB_PARAM } from '../constants';
import { TutoringClassPanel } from './tutoring-class-panel';
import { TutoringClasses } from './tutoring-classes';
import { TutoringHistory } from './tutoring-history';
import { tutoringFacts } from './tutoring-list';

/**
 * The tutoring's state, its two actions, its classes (and the open one) and the student's history; the open tab
 * and class are in the address.
 */
function TutoringContent({ tutoring }: { tutoring: TutoringDetail }) {
  const platform = usePlatform();
  // the change's answer replaces the tutoring itself: slug/{slug} gives its classes and marks
  const change = useMarkedChange(
    tutoringsApi,
    tutoring.id,
    tutoringsApi.bySlug(platform, tutoring.slug).queryKey,
  );
  const [params, update] = useUrlParams();
  const asked = Number(params.get(CLASS_PARAM));
  const tab = params.get(TAB_PARAM) === HISTORY_TAB ? HISTORY_TAB : CLASSES_TAB;
  const openClass = tutoring.classes.find((entry) => entry.id === asked);
  const doneCount = tutoring.classes.filter((entry) => entry.done).length;
  const total = tutoring.classes.length;

  return (
    <>
      <p css={{ margin: 0 }}>{tutoring.description}</p>
      <p css={{ margin: 0 }}>{tutoringFacts(tutoring, { withDone: false })}</p>
      <MarkActions
        change={change}
        done={tutoring.done}
        inList={tutoring.in_my_tutorings}
        words={{
          add: 'Adicionar à minha lista',
          remove: 'Remover da minha lista',
          markDone: 'Marcar como concluído',
          markNotDone: 'Marcar como não concluído',
        }}
      />
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
        <p css={{ margin: 0 }}>
          {classesDoneSummary(tutoring.done ? 'Concluído' : 'Não concluído', tutoring.classes)}
        </p>
        {total > 0 && <ProgressBar label="Aulas concluídas" value={doneCount} max={total} showValue />}
      </div>
      <Tabs
        label={`Seções de ${tutoring.title}`}
        selectedId={tab}
        onChange={(id) => update({ [TAB_PARAM]: id === CLASSES_TAB ? null : id })}
        tabs={[
          {
            id: CLASSES_TAB,
            label: 'Aulas',
            content: (
              <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg })}>
                {openClass && (
                  <TutoringClassPanel
                    key={openClass.id}
                    tutoringId={tutoring.id}
                    entry={openClass}
                    change={change}
                  />
                )}
                <TutoringClasses classes={tutoring.classes} openId={openClass?.id} change={change} />
              </div>
            ),
          },
          { id: HISTORY_TAB, label: 'Histórico', content: <TutoringHistory tutoring={tutoring} /> },
        ]}
      />
    </>
  );
}

/**
 * /monitorias/{slug}: one tutoring with its classes, done marks, list and history; breadcrumb root named with
 * the vertical's word. An unknown slug is the area's not-found page (spec 1 §2).
 */
export function TutoringPage() {
  const { wording } = usePlatform().vertical;
  return (
    <MarkedEntryPage
      api={tutoringsApi}
      root={{ label: wording.tutoring, href: TUTORINGS_PATH }}
      errorMessage="Não foi possível carregar este conteúdo."
      skeleton={{ count: 3, label: 'Carregando' }}
    >
      {(tutoring) => <TutoringContent tutoring={tutoring} />}
    </MarkedEntryPage>
  );
}
