import type { FastifyInstance } from 'fastify';
import type { CalendarEvent, StudyCalendar } from 'shared-contracts';
import { badRequest } from '../../http-error';
import type { StudyTableRouteKit } from './route-kit';

type Query = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const CALENDAR_FILTERS = ['all', 'live', 'exam', 'deadline'] as const;

/** The calendars a student can follow (each belongs to a project). */
export const CALENDARS: readonly StudyCalendar[] = [
  { id: 1, name: 'Aulas ao vivo', project_id: 10 },
  { id: 2, name: 'Provas e simulados', project_id: 20 },
  { id: 3, name: 'Prazos de inscrição', project_id: 30 },
];

const KIND_OF_PROJECT: Record<number, CalendarEvent['kind']> = { 10: 'live', 20: 'exam', 30: 'deadline' };
const TITLES: Record<CalendarEvent['kind'], string[]> = {
  live: ['Aulão de Direito Constitucional', 'Revisão de Português', 'Correção de simulado'],
  exam: ['Simulado Polícia Federal', 'Simulado INSS', 'Simulado Receita Federal'],
  deadline: ['Inscrições Polícia Federal', 'Inscrições INSS', 'Pagamento da taxa'],
};

/** Events from 4 weeks ago to 8 weeks ahead: every project has one every few days, at 19:00 São Paulo. */
export function seedCalendarEvents(now: number): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const today = new Date(now).toISOString().slice(0, 10);
  const midnight = Date.parse(`${today}T00:00:00Z`);
  let id = 1;
  for (let day = -28; day <= 56; day += 1) {
    CALENDARS.forEach((calendar, index) => {
      if ((day + index * 2) % (3 + index) !== 0) return;
      const kind = KIND_OF_PROJECT[calendar.project_id] ?? 'live';
      const start = midnight + day * DAY_MS + 22 * 60 * 60 * 1000; // 19:00 in São Paulo (UTC-3)
      const titles = TITLES[kind];
      events.push({
        id,
        title: titles[id % titles.length] ?? kind,
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + (kind === 'deadline' ? 0 : 2 * 60 * 60 * 1000)).toISOString(),
        kind,
        project_id: calendar.project_id,
        link_id: kind === 'live' ? `calendario-${id}` : null,
      });
      id += 1;
    });
  }
  return events;
}

function requireInstant(value: unknown, field: string): number {
  const text = typeof value === 'string' ? value : '';
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T03:00:00Z`) : Date.parse(text);
  if (!text || Number.isNaN(instant))
    throw badRequest(`O parâmetro ${field} é obrigatório: uma data (AAAA-MM-DD) ou data-hora ISO 8601.`);
  return instant;
}

/** Calendars and their events in a date range, by kind (filter) and by project (projectIds). */
export function registerCalendarRoutes(app: FastifyInstance, kit: StudyTableRouteKit): void {
  const { signedIn } = kit;
  let seeded: { at: number; events: CalendarEvent[] } | null = null;
  const events = () => {
    // the events move with the days: seeded again after a day
    if (!seeded || Date.now() - seeded.at > DAY_MS)
      seeded = { at: Date.now(), events: seedCalendarEvents(Date.now()) };
    return seeded.events;
  };

  app.get(
    '/v3/calendars',
    signedIn(() => ({ data: CALENDARS })),
  );

  const list = (query: Query, withProjects: boolean) => {
    const min = requireInstant(query.minDate, 'minDate');
    // a bare day as maxDate includes that whole day
    const max =
      typeof query.maxDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(query.maxDate)
        ? requireInstant(query.maxDate, 'maxDate') + DAY_MS - 1
        : requireInstant(query.maxDate, 'maxDate');
    if (min > max) throw badRequest('minDate deve ser anterior a maxDate.');
    const filter = query.filter === undefined || query.filter === '' ? 'all' : String(query.filter);
    if (!(CALENDAR_FILTERS as readonly string[]).includes(filter))
      throw badRequest(`Filtro desconhecido: ${filter}. Aceitos: ${CALENDAR_FILTERS.join(', ')}.`);
    const projects =
      withProjects && query.projectIds !== undefined && query.projectIds !== ''
        ? String(query.projectIds)
            .split(',')
            .map((id) => Number(id))
        : null;
    if (projects?.some((id) => !Number.isInteger(id) || id <= 0))
      throw badRequest('projectIds deve ser uma lista de ids separados por vírgula.');
    return events().filter((event) => {
      const start = Date.parse(event.start_at);
      return (
        start >= min &&
        start <= max &&
        (filter === 'all' || event.kind === filter) &&
        (projects === null || projects.includes(event.project_id))
      );
    });
  };

  app.get(
    '/v3/calendars/events',
    signedIn((_student, request) => ({ data: list(request.query as Query, false) })),
  );
  app.get(
    '/v3/calendars-v2/',
    signedIn((_student, request) => ({ data: list(request.query as Query, true) })),
  );
}
