import type { FastifyInstance } from 'fastify';
import type { LiveEvent, LiveEventMedia, VerticalId } from 'shared-contracts';
import { badRequest, notFound } from '../../http-error';
import type { StudyTableRouteKit } from './route-kit';

/** Where the seeded recordings and their thumbnails live (never fetched by the dev BFF itself). */
const MEDIA_HOST = 'https://midia.exemplo.com.br';

/** The recordings of the live classes already over when seeded: one per class, as long as the class. */
export function seedLiveEventMedia(
  liveEvents: Record<VerticalId, LiveEvent[]>,
  now: number,
): LiveEventMedia[] {
  return Object.values(liveEvents)
    .flat()
    .filter((event) => Date.parse(event.end_at) < now)
    .map((event) => ({
      id: event.id,
      key: `gravacao-aula-${event.id}`,
      thumbnail: `${MEDIA_HOST}/gravacoes/aula-${event.id}.jpg`,
      duration_seconds: Math.round((Date.parse(event.end_at) - Date.parse(event.start_at)) / 1000),
    }));
}

/** GET /v3/calendars-v2/live_event_media/{id} (by the class's id) and …/video_url/{key}. */
export function registerLiveEventMediaRoutes(
  app: FastifyInstance,
  kit: StudyTableRouteKit,
  media: () => LiveEventMedia[],
): void {
  const { signedIn } = kit;

  app.get(
    '/v3/calendars-v2/live_event_media/:id',
    signedIn((_student, request) => {
      const raw = (request.params as { id: string }).id;
      const id = Number(raw);
      if (!Number.isInteger(id) || id <= 0) throw badRequest(`Identificador inválido de aula: ${raw}.`);
      const found = media().find((item) => item.id === id);
      if (!found)
        throw notFound(
          `A aula ${id} não tem gravação (ainda não terminou ou não foi publicada).`,
          'MEDIA_NOT_FOUND',
        );
      return { data: found };
    }),
  );

  app.get(
    '/v3/calendars-v2/live_event_media/video_url/:key',
    signedIn((_student, request) => {
      const key = (request.params as { key: string }).key;
      if (!media().some((item) => item.key === key))
        throw notFound(`Gravação desconhecida: ${key}.`, 'MEDIA_NOT_FOUND');
      return { data: { url: `${MEDIA_HOST}/videos/${key}.mp4` } };
    }),
  );
}
