import type { FastifyInstance } from 'fastify';
import type { WebcastAccess, WebcastSchedule } from 'shared-contracts';
import { badRequest, notFound } from '../../http-error';
import type { StudyTableRouteKit } from './route-kit';
import { STUDY_TABLE_SEEDED_EMAIL } from './seed-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A seeded webcast: its schedule, and who may watch it (everyone signed in, or only these e-mails). */
interface SeededWebcast {
  schedule: WebcastSchedule;
  url: string;
  allowed: 'everyone' | readonly string[];
}

/** Sessions at 19:00 São Paulo (22:00 UTC), two hours each, starting `firstDay` days from today. */
function sessions(now: number, firstId: number, firstDay: number, titles: readonly string[]) {
  const midnight = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  return titles.map((title, index) => {
    const start = midnight + (firstDay + index) * DAY_MS + 22 * HOUR_MS;
    return {
      id: firstId + index,
      title,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 2 * HOUR_MS).toISOString(),
    };
  });
}

/** The webcasts: one the seeded student may watch, one only for another plan (access refused). */
export function seedWebcasts(now: number): SeededWebcast[] {
  return [
    {
      schedule: {
        id: 7,
        slug: 'semana-da-pf',
        title: 'Semana da Polícia Federal',
        description: 'Cinco noites de aulões para Agente e Escrivão da Polícia Federal.',
        sessions: sessions(now, 71, -1, [
          'Direito Constitucional',
          'Direito Administrativo',
          'Direito Penal',
          'Informática',
          'Contabilidade',
        ]),
      },
      url: 'https://webcast.exemplo.com.br/semana-da-pf',
      allowed: [STUDY_TABLE_SEEDED_EMAIL],
    },
    {
      schedule: {
        id: 8,
        slug: 'maratona-oab',
        title: 'Maratona OAB',
        description: 'Revisão de véspera da 1ª fase.',
        sessions: sessions(now, 81, 5, ['Ética profissional', 'Direito Civil']),
      },
      url: 'https://webcast.exemplo.com.br/maratona-oab',
      allowed: ['outro.plano@exemplo.com.br'],
    },
  ];
}

/** GET /v3/webcast/schedules/slug/{slug} and /v3/webcast/validate_access/{id} (spec 3 §7 Webcast). */
export function registerWebcastRoutes(app: FastifyInstance, kit: StudyTableRouteKit): void {
  const { signedIn } = kit;

  app.get(
    '/v3/webcast/schedules/slug/:slug',
    signedIn((_student, request) => {
      const slug = (request.params as { slug: string }).slug;
      const found = seedWebcasts(Date.now()).find((webcast) => webcast.schedule.slug === slug);
      if (!found) throw notFound(`Webcast ${slug} não encontrado.`, 'WEBCAST_NOT_FOUND');
      return { data: found.schedule };
    }),
  );

  app.get(
    '/v3/webcast/validate_access/:id',
    signedIn((student, request) => {
      const raw = (request.params as { id: string }).id;
      const id = Number(raw);
      if (!Number.isInteger(id) || id <= 0) throw badRequest(`Identificador inválido de webcast: ${raw}.`);
      const found = seedWebcasts(Date.now()).find((webcast) => webcast.schedule.id === id);
      if (!found) throw notFound(`Webcast ${id} não encontrado.`, 'WEBCAST_NOT_FOUND');
      const hasAccess = found.allowed === 'everyone' || found.allowed.includes(student.email);
      const access: WebcastAccess = { has_access: hasAccess, url: hasAccess ? found.url : null };
      return { data: access };
    }),
  );
}
