import { usePlatform, type LiveEvent } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { formatEventPeriod, PrefetchLink } from 'shared-design-system/area';
import { liveEventsQuery } from '../api/get-live-events';
import { LIVE_EVENT_STATUS_LABEL, liveEventStatus } from '../live-event-status';
import { WatchButton } from './watch-button';

/** Path of a live class page on the study table. */
export function liveEventPath(event: Pick<LiveEvent, 'link_id'>): string {
  return `/mesa-de-estudo/live/${encodeURIComponent(event.link_id)}`;
}

/** One live class: title, teacher, São Paulo date and time, status and where to watch it. */
export function LiveEventCard({ event, headingLevel = 3 }: { event: LiveEvent; headingLevel?: 2 | 3 }) {
  const { http } = usePlatform();
  const status = liveEventStatus(event);
  return (
    <li>
      <Card
        headingLevel={headingLevel}
        title={
          <PrefetchLink
            to={liveEventPath(event)}
            prefetchData={liveEventsQuery(http)}
            css={(theme) => ({ color: theme.colors.primary })}
          >
            {event.title}
          </PrefetchLink>
        }
        actions={
          status !== 'ended' ? (
            <WatchButton event={event} size="sm" label={`Assistir ${event.title} (abre em nova aba)`}>
              Assistir
            </WatchButton>
          ) : undefined
        }
      >
        <p css={{ margin: 0 }}>{event.teacher}</p>
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
          <time dateTime={event.start_at}>{formatEventPeriod(event.start_at, event.end_at)}</time>
        </p>
        <p
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.sm,
            color: status === 'live' ? theme.colors.error : theme.colors.textMuted,
            fontWeight: status === 'live' ? 700 : 400,
          })}
        >
          {LIVE_EVENT_STATUS_LABEL[status]}
        </p>
      </Card>
    </li>
  );
}
