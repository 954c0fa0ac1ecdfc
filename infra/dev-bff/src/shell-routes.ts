import type { FastifyInstance } from 'fastify';
import {
  CONTENT_KEY_NOTEBOOKS,
  ECOMMERCE_AREAS,
  SEARCH_MIN_CHARS,
  SEARCH_PREVIEW_ROWS,
  validateTrackedEvent,
  type BetaTesterStatus,
  type LoggedUser,
} from 'shared-contracts';
import type { BffContext, BffStudent } from './area';
import type { BffStore } from './bff-store';
import { resolveFeatures } from './feature-flags';
import { badRequest, notFound } from './http-error';
import { notificationsFor } from './notifications';
import { searchPreview, SEARCH_TYPES } from './search-preview';
import { MAX_KEPT_EVENTS } from './shell-state';
import { requireObjectBody, requireKnownKeys, requireString } from './validation';

/** The LoggedUser of GET /bff/profile/me: exactly the contract's fields, none of the BFF's extras. */
export function toLoggedUser(student: BffStudent): LoggedUser {
  return {
    id: student.id,
    email: student.email,
    fullName: student.fullName,
    mobile: student.mobile,
    birthday: student.birthday,
    address: student.address,
    betaTester: student.betaTester,
    avatarUrl: student.avatarUrl,
    createdAt: student.createdAt,
    permissions: [...student.permissions],
    questionsAccessExpiration: student.questionsAccessExpiration,
    has_questions_access: student.has_questions_access,
    terms_accepted: student.terms_accepted,
    terms_accepted_at: student.terms_accepted_at,
  };
}

/** Values PUT /bff/profile/beta-tester accepts (spec 1 §7); pendente and ativo_obrigatorio are not choices. */
export const SETTABLE_BETA_STATUSES: readonly BetaTesterStatus[] = [
  'aceito_ativo',
  'aceito_inativo',
  'recusado',
];

const HELP_LINK = 'https://ajuda.exemplo.com.br/central-de-ajuda';

/** Remote texts of GET /bff/contents/get/{name}; {{quantity}} is substituted by the clients. */
const CONTENTS: Readonly<Record<string, string>> = {
  [CONTENT_KEY_NOTEBOOKS]: 'Você tem {{quantity}} cadernos e simulados nesta pasta.',
  monitorias: '{{quantity}} monitorias disponíveis para você.',
  objetivos: 'Você acompanha {{quantity}} objetivos.',
  cast: '{{quantity}} álbuns de áudio para ouvir onde quiser.',
};

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const SURVEY_SCORE_MAX = 10;
const SEARCH_ROWS_MAX = 50;

function parseNonNegativeInteger(value: unknown, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) > max) {
    throw badRequest(`O parâmetro ${field} deve ser um número inteiro entre 0 e ${max}.`);
  }
  return Number(value);
}

/** The shell's calls of spec 1 §7 (session, features, toggles, contents, tracking, notifications, search). */
export function registerShellRoutes(app: FastifyInstance, store: BffStore, ctx: BffContext): void {
  // ── accounts ────────────────────────────────────────────────────────────────────────────────────
  app.get('/bff/profile/me', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    return toLoggedUser(student);
  });

  app.get<{ Params: { id: string } }>('/bff/accounts/students/:id', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    if (!/^\d{1,12}$/.test(request.params.id))
      throw badRequest(`Id de aluno inválido: ${request.params.id}.`);
    const student = store.studentById(Number(request.params.id));
    if (!student) throw notFound(`Aluno ${request.params.id} não encontrado.`);
    return { id: student.id, fullName: student.fullName, avatarUrl: student.avatarUrl };
  });

  app.post('/bff/questions/accept-terms-of-use', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    student.terms_accepted = true;
    student.terms_accepted_at = new Date().toISOString();
    return { terms_accepted_at: student.terms_accepted_at };
  });

  app.put('/bff/profile/beta-tester', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body = requireObjectBody(request.body);
    const value = body.beta_tester;
    if (typeof value !== 'string' || !(SETTABLE_BETA_STATUSES as readonly string[]).includes(value)) {
      throw badRequest(
        `Valor de beta_tester inválido: ${JSON.stringify(value) ?? 'ausente'}. Aceitos: ${SETTABLE_BETA_STATUSES.join(', ')}.`,
      );
    }
    student.betaTester = value as BetaTesterStatus;
    return { beta_tester: student.betaTester };
  });

  // ── global alert, features, maintenance, toggles ───────────────────────────────────────────────
  app.get('/v3/contents/get/global_alert', async () => ({ ...store.shell.globalAlert }));

  // Public on purpose: the shell may ask before the session is known; anonymous gets the default flags.
  app.get('/bff/features', async (request) => {
    const student = ctx.currentStudent(request);
    return resolveFeatures(student?.features ?? {}, store.shell.maintenance.ecommerce);
  });

  app.get('/bff/features/ab', async () => ({ ...store.shell.featuresAb }));

  app.get('/bff/ecommerce', async (request) => {
    const student = ctx.currentStudent(request);
    const status: Record<string, { active: boolean }> = {};
    for (const area of ECOMMERCE_AREAS) status[area] = { active: student?.ecommerce[area] ?? false };
    return { data: { status } };
  });

  app.get('/bff/manutencao', async () => ({ ...store.shell.maintenance }));

  app.get<{ Params: { key: string } }>('/bff/toggler/key/:key', async (request) => {
    const value = store.shell.togglers[request.params.key];
    // An unknown key is simply off, as the shell treats a toggler failure.
    return { data: value === undefined ? false : value };
  });

  // ── remote contents ───────────────────────────────────────────────────────────────────────────────
  const profileMenu = async () => ({ helpLink: HELP_LINK });
  app.get('/get/profile_menu', profileMenu);
  app.get('/bff/contents/get/profile_menu', profileMenu);

  app.get<{ Params: { name: string } }>('/bff/contents/get/:name', async (request) => {
    const text = CONTENTS[request.params.name];
    if (text === undefined) {
      throw notFound(
        `Conteúdo não encontrado: ${request.params.name}. Disponíveis: ${[...Object.keys(CONTENTS), 'profile_menu'].join(', ')}.`,
      );
    }
    return { data: { text } };
  });

  // ── tracking, UTM, survey ────────────────────────────────────────────────────────────────────────
  app.post('/bff/event-tracker/tracks', async (request, reply) => {
    const body: unknown = request.body;
    if (!Array.isArray(body) || body.length === 0) {
      throw badRequest(
        'O corpo deve ser uma lista não vazia de eventos ({type, target, context}).',
        'INVALID_EVENT',
      );
    }
    const events = body.map((event: unknown, index) => {
      const result = validateTrackedEvent(event);
      if (!result.valid) {
        throw badRequest(
          `Evento ${index} inválido: todo evento precisa de type, target não vazio (texto ou lista de {type, id}) e context (${result.reason}).`,
          'INVALID_EVENT',
        );
      }
      return result.event;
    });
    const studentId = ctx.currentStudent(request)?.id ?? null;
    const receivedAt = new Date().toISOString();
    store.shell.trackedEvents.push(...events.map((event) => ({ studentId, receivedAt, event })));
    store.shell.trackedEvents.splice(0, Math.max(0, store.shell.trackedEvents.length - MAX_KEPT_EVENTS));
    return reply.code(202).send({ data: { received: events.length } });
  });

  app.post('/bff/ecommerce/utm', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, UTM_KEYS);
    const utm: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) utm[key] = requireString(value, key);
    store.shell.utm[student.id] = utm;
    return reply.code(204).send();
  });

  app.post<{ Querystring: Record<string, string | undefined> }>(
    '/bff/wootric/send-response',
    async (request, reply) => {
      const { score, ...extras } = request.query;
      if (score === undefined || !/^\d+$/.test(score) || Number(score) > SURVEY_SCORE_MAX) {
        throw badRequest(`O parâmetro score deve ser um número inteiro de 0 a ${SURVEY_SCORE_MAX}.`);
      }
      const response: Record<string, string> = { score };
      for (const [key, value] of Object.entries(extras)) if (typeof value === 'string') response[key] = value;
      store.shell.surveyResponses.push(response);
      return reply.code(204).send();
    },
  );

  // ── notifications and search ─────────────────────────────────────────────────────────────────────
  app.get('/bff/notifications', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    return notificationsFor(student.notifications_unread);
  });

  app.get<{ Querystring: Record<string, unknown> }>('/v3/search/preview', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const { q, rows, start, type } = request.query;
    if (typeof q !== 'string' || q.trim().length < SEARCH_MIN_CHARS) {
      throw badRequest(
        `A busca precisa de pelo menos ${SEARCH_MIN_CHARS} caracteres no parâmetro q.`,
        'SEARCH_TOO_SHORT',
      );
    }
    if (type !== undefined && (typeof type !== 'string' || !SEARCH_TYPES.includes(type))) {
      throw badRequest(`Tipo de busca inválido: ${String(type)}. Aceitos: ${SEARCH_TYPES.join(', ')}.`);
    }
    const sections = searchPreview(q, {
      rows: parseNonNegativeInteger(rows, 'rows', SEARCH_PREVIEW_ROWS, SEARCH_ROWS_MAX),
      start: parseNonNegativeInteger(start, 'start', 0, Number.MAX_SAFE_INTEGER),
      ...(typeof type === 'string' ? { type } : {}),
    });
    return { data: sections };
  });
}
