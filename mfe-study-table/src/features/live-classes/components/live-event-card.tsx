import { Link } from 'react-router-dom';
import type { LiveEvent } from 'shared-contracts';
import { Button, Card } from 'shared-design-system';
import { LIVE_EVENT_STATUS_LABEL, liveEventStatus } from '../live-event-status';
import { formatEventPeriod } from 'shared-design-system/area';

/** Path of a live class page on the study table. */
export function liveEventPath(event: Pick<LiveEvent, 'link_id'>): string {
  return `/mesa-de-estudo/live/${encodeURIComponent(event.link_id)}`;
}

/** One live class: title, teacher, São Paulo date and time, status and where to watch it. */
export function LiveEventCard({ event, headingLevel = 3 }: { event: LiveEvent; headingLevel?: 2 | 3 }) {
  const status = liveEventStatus(event);
  return (
    <li>
      <Card
        headingLevel={headingLevel}
        title={
          <Link to={liveEventPath(event)} css={(theme) => ({ color: theme.colors.primary })}>
            {event.title}
          </Link>
        }
        actions={
          status !== 'ended' ? (
            <Button
              href={event.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`Assistir ${event.title} (abre em nova aba)`}
            >
              Assistir
            </Button>
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
