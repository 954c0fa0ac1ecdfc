import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatEventPeriod,
  PrefetchLink,
  QueryView,
} from 'shared-design-system/area';
import { LIVE_CLASSES_PATH, STUDY_TABLE_PATH } from '../../../constants';
import { liveEventsQuery } from '../api/get-live-events';
import { LIVE_EVENT_STATUS_LABEL, liveEventStatus } from '../live-event-status';
import { LiveEventRecording } from './live-event-recording';
import { WatchButton } from './watch-button';

/** /mesa-de-estudo/live/{linkID}: one live class opened from the study table. */
export function LiveEventPage() {
  const { http } = usePlatform();
  const { linkId = '' } = useParams();
  // the calendar has no endpoint for one class: the page picks it from the list (null: no such class)
  const event = useQuery({
    ...liveEventsQuery(http),
    select: (events) => events.find((candidate) => candidate.link_id === linkId) ?? null,
  });
  const title = event.data === null ? 'Aula não encontrada' : (event.data?.title ?? 'Aula ao vivo');
  const breadcrumb = (
    <Breadcrumb
      segments={[
        { label: 'Mesa de estudo', href: STUDY_TABLE_PATH },
        { label: 'Aulas ao vivo', href: LIVE_CLASSES_PATH },
        { label: event.data?.title ?? 'Aula' },
      ]}
    />
  );

  return (
    <AreaPage title={title} breadcrumb={breadcrumb}>
      <QueryView
        query={event}
        errorMessage="Não foi possível carregar esta aula."
        skeleton={<ContentSkeleton count={1} itemHeight={160} label="Carregando aula" />}
        isEmpty={(found) => found === null}
        empty={
          <EmptyState
            title="Esta aula não existe ou foi removida"
            description="Veja as próximas aulas ao vivo."
            action={
              <PrefetchLink
                to={LIVE_CLASSES_PATH}
                prefetchData={liveEventsQuery(http)}
                css={(theme) => ({ color: theme.colors.primary })}
              >
                Ver aulas ao vivo
              </PrefetchLink>
            }
          />
        }
      >
        {(found) =>
          found && (
            <>
              <p css={{ margin: 0 }}>{found.teacher}</p>
              <p css={{ margin: 0 }}>
                <time dateTime={found.start_at}>{formatEventPeriod(found.start_at, found.end_at)}</time> ·{' '}
                {LIVE_EVENT_STATUS_LABEL[liveEventStatus(found)]}
              </p>
              <p css={{ margin: 0 }}>{found.description}</p>
              {liveEventStatus(found) === 'ended' ? (
                // a recording exists only once the class is over
                <LiveEventRecording event={found} />
              ) : (
                <div>
                  <WatchButton event={found}>Assistir (abre em nova aba)</WatchButton>
                </div>
              )}
            </>
          )
        }
      </QueryView>
    </AreaPage>
  );
}
