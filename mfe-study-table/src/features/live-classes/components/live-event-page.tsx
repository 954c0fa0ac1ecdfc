import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, Button, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { LIVE_CLASSES_PATH, STUDY_TABLE_PATH } from '../../../constants';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getLiveEvents } from '../api/get-live-events';
import { LIVE_EVENT_STATUS_LABEL, liveEventStatus } from '../live-event-status';
import { AreaPage, formatEventPeriod, LoadError } from 'shared-design-system/area';

/** /mesa-de-estudo/live/{linkID}: one live class opened from the study table. */
export function LiveEventPage() {
  const platform = usePlatform();
  const { linkId = '' } = useParams();
  const events = useRemoteData((signal) => getLiveEvents(platform, signal), [platform]);
  const event =
    events.status === 'success' ? events.data.find((candidate) => candidate.link_id === linkId) : undefined;
  const breadcrumb = (
    <Breadcrumb
      segments={[
        { label: 'Mesa de estudo', href: STUDY_TABLE_PATH },
        { label: 'Aulas ao vivo', href: LIVE_CLASSES_PATH },
        { label: event?.title ?? 'Aula' },
      ]}
    />
  );

  if (events.status === 'loading') {
    return (
      <AreaPage title="Aula ao vivo" breadcrumb={breadcrumb}>
        <SkeletonGroup label="Carregando aula">
          <Skeleton height={160} shape="rect" />
        </SkeletonGroup>
      </AreaPage>
    );
  }
  if (events.status === 'error') {
    return (
      <AreaPage title="Aula ao vivo" breadcrumb={breadcrumb}>
        <LoadError message="Não foi possível carregar esta aula." onRetry={events.retry} />
      </AreaPage>
    );
  }
  if (!event) {
    return (
      <AreaPage title="Aula não encontrada" breadcrumb={breadcrumb}>
        <EmptyState
          title="Esta aula não existe ou foi removida"
          description="Veja as próximas aulas ao vivo."
          action={
            <Link to={LIVE_CLASSES_PATH} css={(theme) => ({ color: theme.colors.primary })}>
              Ver aulas ao vivo
            </Link>
          }
        />
      </AreaPage>
    );
  }
  const status = liveEventStatus(event);
  return (
    <AreaPage title={event.title} breadcrumb={breadcrumb}>
      <p css={{ margin: 0 }}>{event.teacher}</p>
      <p css={{ margin: 0 }}>
        <time dateTime={event.start_at}>{formatEventPeriod(event.start_at, event.end_at)}</time> ·{' '}
        {LIVE_EVENT_STATUS_LABEL[status]}
      </p>
      <p css={{ margin: 0 }}>{event.description}</p>
      {status !== 'ended' && (
        <div>
          <Button href={event.url} target="_blank" rel="noopener noreferrer">
            Assistir (abre em nova aba)
          </Button>
        </div>
      )}
    </AreaPage>
  );
}
