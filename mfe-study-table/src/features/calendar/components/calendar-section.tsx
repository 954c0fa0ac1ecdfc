import { useQuery } from '@tanstack/react-query';
import { usePlatform, type CalendarEvent } from 'shared-contracts';
import { Button, Checkbox, Input } from 'shared-design-system';
import {
  ContentSkeleton,
  formatSaoPaulo,
  formatTime,
  PageSection,
  QueryView,
  saoPauloDay,
  useUrlParams,
} from 'shared-design-system/area';
import { calendarEventsQuery, calendarsQuery, type CalendarFilter } from '../api/get-calendar';
import { addDays, weekDays, weekStart } from '../week';
import { isCalendarDay } from '../../../lib/is-calendar-day';
import { LabelledSelect } from '../../../lib/labelled-select';

export const EVENT_KIND_LABELS: Record<CalendarEvent['kind'], string> = {
  live: 'Aula ao vivo',
  exam: 'Prova',
  deadline: 'Prazo',
};

const FILTERS: { value: CalendarFilter; label: string }[] = [
  { value: 'all', label: 'Todos os eventos' },
  { value: 'live', label: 'Aulas ao vivo' },
  { value: 'exam', label: 'Provas' },
  { value: 'deadline', label: 'Prazos' },
];

/** The calendar's parameters in the address (/aulas-ao-vivo?semana=2025-03-03&evento=exam&projeto=10). */
export const CALENDAR_PARAMS = { week: 'semana', kind: 'evento', project: 'projeto' } as const;

/** The Monday of the address's week; this week when there is none or it is no day. */
function mondayOf(value: string | null, thisMonday: string): string {
  return value && isCalendarDay(value) ? weekStart(value) : thisMonday;
}

/** The address's kind of event; every kind when there is none or it is unknown. */
function filterOf(value: string | null): CalendarFilter {
  return FILTERS.find((option) => option.value === value)?.value ?? 'all';
}

/** The address's chosen calendars (their projects): positive integers, each once. */
function projectsOf(values: string[]): number[] {
  return [...new Set(values.map(Number).filter((id) => Number.isInteger(id) && id > 0))];
}

/**
 * 'Calendário': one week of events (live classes, exams, deadlines), by kind and calendar. The week and the
 * filters are in the address, so a reload or a shared link shows the same week, filtered the same way.
 */
export function CalendarSection() {
  const { http } = usePlatform();
  const [params, updateParams] = useUrlParams();
  const thisMonday = weekStart(saoPauloDay(0));
  const monday = mondayOf(params.get(CALENDAR_PARAMS.week), thisMonday);
  const filter = filterOf(params.get(CALENDAR_PARAMS.kind));
  const projectIds = projectsOf(params.getAll(CALENDAR_PARAMS.project));
  // this week and every kind are what the page opens with: no parameter for them
  const setMonday = (next: string) =>
    updateParams({ [CALENDAR_PARAMS.week]: next === thisMonday ? null : next });
  const setFilter = (next: CalendarFilter) =>
    updateParams({ [CALENDAR_PARAMS.kind]: next === 'all' ? null : next });
  const setProjectIds = (next: number[]) => updateParams({ [CALENDAR_PARAMS.project]: next.map(String) });
  const calendars = useQuery(calendarsQuery(http));
  const sunday = addDays(monday, 6);
  const events = useQuery(
    calendarEventsQuery(http, { minDate: monday, maxDate: sunday, filter, projectIds }),
  );
  const week = `${formatSaoPaulo(monday, 'DD/MM')} a ${formatSaoPaulo(sunday, 'DD/MM/YYYY')}`;

  return (
    <PageSection title="Calendário">
      <div
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'flex-end' })}
      >
        <Button variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>
          Semana anterior
        </Button>
        <Input
          label="Escolher semana"
          type="date"
          value={monday}
          onChange={(event) => event.target.value && setMonday(weekStart(event.target.value))}
        />
        <Button variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>
          Próxima semana
        </Button>
        <LabelledSelect
          label="Tipo de evento"
          value={filter}
          onChange={(event) => setFilter(event.target.value as CalendarFilter)}
          options={FILTERS}
        />
      </div>
      {calendars.data && calendars.data.length > 0 && (
        <fieldset
          css={{ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }}
        >
          <legend css={{ padding: 0, fontWeight: 600, marginBottom: 4 }}>Calendários</legend>
          {calendars.data.map((calendar) => (
            <Checkbox
              key={calendar.id}
              label={calendar.name}
              checked={projectIds.includes(calendar.project_id)}
              onChange={(event) =>
                setProjectIds(
                  event.target.checked
                    ? [...projectIds, calendar.project_id]
                    : projectIds.filter((id) => id !== calendar.project_id),
                )
              }
            />
          ))}
        </fieldset>
      )}
      <p aria-live="polite" css={{ margin: 0, fontWeight: 600 }}>{`Semana de ${week}`}</p>
      <QueryView
        query={events}
        errorMessage="Não foi possível carregar o calendário."
        skeleton={<ContentSkeleton count={3} itemHeight={40} label="Carregando calendário" />}
        isEmpty={(data) => data.length === 0}
        empty={<p css={{ margin: 0 }}>Nenhum evento nesta semana.</p>}
      >
        {(data) => (
          <ol aria-label={`Eventos da semana de ${week}`} css={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {weekDays(monday).map((day) => {
              const own = data.filter((event) => formatSaoPaulo(event.start_at, 'YYYY-MM-DD') === day);
              if (own.length === 0) return null;
              return (
                <li key={day} css={(theme) => ({ marginBottom: theme.space.sm })}>
                  <h3
                    css={(theme) => ({
                      margin: 0,
                      fontSize: theme.fontSizes.md,
                      textTransform: 'capitalize',
                    })}
                  >
                    {formatSaoPaulo(day, 'dddd, DD/MM')}
                  </h3>
                  <ul css={{ margin: 0, paddingLeft: 20 }}>
                    {own.map((event) => (
                      <li key={event.id}>
                        <time dateTime={event.start_at}>{formatTime(event.start_at)}</time>
                        {` · ${EVENT_KIND_LABELS[event.kind]}: `}
                        {event.title}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        )}
      </QueryView>
    </PageSection>
  );
}
