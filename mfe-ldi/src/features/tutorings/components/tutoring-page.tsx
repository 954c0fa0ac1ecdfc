import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, Button, ProgressBar, Tabs } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  QueryView,
} from 'shared-design-system/area';
import { TUTORINGS_PATH } from '../../../constants';
import type { TutoringDetail } from '../api/tutoring-types';
import { tutoringBySlugQuery } from '../api/tutorings-api';
import { CLASS_PARAM } from '../constants';
import { isSaving, useTutoringChange } from '../hooks/use-tutoring-change';
import { useTutoringLog } from '../hooks/use-tutoring-log';
import { TutoringClassPanel } from './tutoring-class-panel';
import { TutoringClasses } from './tutoring-classes';
import { TutoringHistory } from './tutoring-history';
import { tutoringFacts } from './tutoring-list';

/** The tutoring's state, its two actions, its classes (and the open one) and the student's history. */
function TutoringContent({ tutoring }: { tutoring: TutoringDetail }) {
  const change = useTutoringChange(tutoring);
  const [params] = useSearchParams();
  const asked = Number(params.get(CLASS_PARAM));
  const openClass = tutoring.classes.find((entry) => entry.id === asked);
  const doneCount = tutoring.classes.filter((entry) => entry.done).length;
  const total = tutoring.classes.length;

  return (
    <>
      <p css={{ margin: 0 }}>{tutoring.description}</p>
      <p css={{ margin: 0 }}>{tutoringFacts(tutoring, { withDone: false })}</p>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        <Button
          loading={isSaving(change, (next) => next.kind === 'my-tutorings')}
          onClick={() => change.mutate({ kind: 'my-tutorings', add: !tutoring.in_my_tutorings })}
        >
          {tutoring.in_my_tutorings ? 'Remover da minha lista' : 'Adicionar à minha lista'}
        </Button>
        <Button
          variant="secondary"
          loading={isSaving(change, (next) => next.kind === 'tutoring')}
          onClick={() => change.mutate({ kind: 'tutoring', done: !tutoring.done })}
        >
          {tutoring.done ? 'Marcar como não concluído' : 'Marcar como concluído'}
        </Button>
      </div>
      {change.isError && (
        <p role="alert" css={{ margin: 0 }}>
          Não foi possível salvar a alteração. Tente novamente.
        </p>
      )}
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
        <p css={{ margin: 0 }}>
          {tutoring.done ? 'Concluído' : 'Não concluído'} · {doneCount} de {total} aulas concluídas
        </p>
        {total > 0 && <ProgressBar label="Aulas concluídas" value={doneCount} max={total} showValue />}
      </div>
      <Tabs
        label={`Seções de ${tutoring.title}`}
        tabs={[
          {
            id: 'aulas',
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
          { id: 'historico', label: 'Histórico', content: <TutoringHistory tutoring={tutoring} /> },
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
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const { slug = '' } = useParams();
  const tutoring = useQuery(tutoringBySlugQuery(platform, slug));
  const log = useTutoringLog();
  const tutoringId = tutoring.data?.id;
  useEffect(() => {
    if (tutoringId !== undefined) void log({ tutoring_id: tutoringId, event: 'tutoring_opened' });
  }, [log, tutoringId]);
  if (tutoring.data === undefined && tutoring.isError && isNotFoundError(tutoring.error))
    return <AreaNotFoundPage />;

  const title = tutoring.data?.title ?? wording.tutoring;
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb segments={[{ label: wording.tutoring, href: TUTORINGS_PATH }, { label: title }]} />
      }
    >
      <QueryView
        query={tutoring}
        errorMessage="Não foi possível carregar este conteúdo."
        skeleton={<ContentSkeleton shape="text" count={3} label="Carregando" />}
      >
        {(data) => <TutoringContent tutoring={data} />}
      </QueryView>
    </AreaPage>
  );
}
