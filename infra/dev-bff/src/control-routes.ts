import type { FastifyInstance } from 'fastify';
import { ECOMMERCE_AREAS, isEcommerceArea, type BetaTesterStatus } from 'shared-contracts';
import type { BffStudent } from './area';
import type { BffStore } from './bff-store';
import { CONTROL_PREFIX } from './control-prefix';
import { isBffFeatureFlag } from './feature-flags';
import { parseFault } from './faults';
import { badRequest, notFound } from './http-error';
import type { GlobalAlert, MaintenanceFlags } from './shell-state';
import {
  isPlainObject,
  jsonTypeName,
  requireBoolean,
  requireInteger,
  requireKnownKeys,
  requireObjectBody,
  requireString,
} from './validation';

/** A Record so the compiler checks the list is complete. */
const BETA_TESTER_STATUS_SET: Record<BetaTesterStatus, true> = {
  pendente: true,
  aceito_ativo: true,
  aceito_inativo: true,
  ativo_obrigatorio: true,
  recusado: true,
};
const BETA_TESTER_STATUSES = Object.keys(BETA_TESTER_STATUS_SET) as BetaTesterStatus[];

const STUDENT_PATCH_KEYS = [
  'features',
  'ecommerce',
  'betaTester',
  'has_questions_access',
  'terms_accepted',
  'notifications_unread',
] as const;
const GLOBAL_ALERT_KEYS = ['is_active', 'repeat', 'text'] as const;
const MAINTENANCE_KEYS = ['default', 'ldi', 'cursos', 'ecommerce'] as const;
const NOTIFICATIONS_MAX = 9999;

type StudentPatch = Partial<
  Pick<
    BffStudent,
    | 'features'
    | 'ecommerce'
    | 'betaTester'
    | 'has_questions_access'
    | 'terms_accepted'
    | 'notifications_unread'
  >
>;

function parseBooleanMap(
  value: unknown,
  field: string,
  isKnown: (key: string) => boolean,
  known: string,
): Record<string, boolean> {
  if (!isPlainObject(value))
    throw badRequest(
      `O campo ${field} deve ser um objeto { "<nome>": true|false }, recebido: ${jsonTypeName(value)}.`,
    );
  const map: Record<string, boolean> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isKnown(key)) throw badRequest(`Nome desconhecido em ${field}: ${key}. Aceitos: ${known}.`);
    map[key] = requireBoolean(entry, `${field}.${key}`);
  }
  return map;
}

/** Validates the whole PATCH before anything changes, so a bad field leaves the student untouched. */
function parseStudentPatch(body: unknown): StudentPatch {
  const input = requireObjectBody(body);
  requireKnownKeys(input, STUDENT_PATCH_KEYS);
  const patch: StudentPatch = {};
  if (input.features !== undefined) {
    patch.features = parseBooleanMap(
      input.features,
      'features',
      isBffFeatureFlag,
      'as flags de GET /bff/features (e home_plan_*)',
    );
  }
  if (input.ecommerce !== undefined) {
    patch.ecommerce = parseBooleanMap(
      input.ecommerce,
      'ecommerce',
      isEcommerceArea,
      ECOMMERCE_AREAS.join(', '),
    );
  }
  if (input.betaTester !== undefined) {
    const status = requireString(input.betaTester, 'betaTester');
    if (!(BETA_TESTER_STATUSES as string[]).includes(status)) {
      throw badRequest(
        `Status de betaTester inválido: ${status}. Aceitos: ${BETA_TESTER_STATUSES.join(', ')}.`,
      );
    }
    patch.betaTester = status as BetaTesterStatus;
  }
  if (input.has_questions_access !== undefined)
    patch.has_questions_access = requireBoolean(input.has_questions_access, 'has_questions_access');
  if (input.terms_accepted !== undefined)
    patch.terms_accepted = requireBoolean(input.terms_accepted, 'terms_accepted');
  if (input.notifications_unread !== undefined) {
    patch.notifications_unread = requireInteger(
      input.notifications_unread,
      'notifications_unread',
      0,
      NOTIFICATIONS_MAX,
    );
  }
  return patch;
}

function applyStudentPatch(student: BffStudent, patch: StudentPatch): void {
  if (patch.features) Object.assign(student.features, patch.features);
  if (patch.ecommerce) Object.assign(student.ecommerce, patch.ecommerce);
  if (patch.betaTester) student.betaTester = patch.betaTester;
  if (patch.has_questions_access !== undefined) student.has_questions_access = patch.has_questions_access;
  if (patch.terms_accepted !== undefined) {
    student.terms_accepted = patch.terms_accepted;
    // Keeps the pair consistent: the shell's terms modal reads both.
    if (!patch.terms_accepted) student.terms_accepted_at = null;
    else student.terms_accepted_at ??= new Date().toISOString();
  }
  if (patch.notifications_unread !== undefined) student.notifications_unread = patch.notifications_unread;
}

function parseGlobalAlert(body: unknown): Partial<GlobalAlert> {
  const input = requireObjectBody(body);
  requireKnownKeys(input, GLOBAL_ALERT_KEYS);
  const alert: Partial<GlobalAlert> = {};
  if (input.is_active !== undefined) alert.is_active = requireBoolean(input.is_active, 'is_active');
  if (input.repeat !== undefined) alert.repeat = requireBoolean(input.repeat, 'repeat');
  if (input.text !== undefined) alert.text = requireString(input.text, 'text');
  return alert;
}

function parseMaintenance(body: unknown): Partial<MaintenanceFlags> {
  const input = requireObjectBody(body);
  requireKnownKeys(input, MAINTENANCE_KEYS);
  const flags: Partial<MaintenanceFlags> = {};
  for (const key of MAINTENANCE_KEYS)
    if (input[key] !== undefined) flags[key] = requireBoolean(input[key], key);
  return flags;
}

/**
 * The control API for tests (ARCHITECTURE §7): reset, per-student flags and entitlements, global alert,
 * maintenance, faults, and what tracking/UTM/survey calls recorded. Registered only when the server is built with control on.
 */
export function registerControlRoutes(app: FastifyInstance, store: BffStore): void {
  app.post(`${CONTROL_PREFIX}/reset`, async (_request, reply) => {
    store.reset();
    return reply.code(204).send();
  });

  app.patch<{ Params: { email: string } }>(`${CONTROL_PREFIX}/students/:email`, async (request) => {
    const student = store.studentByEmail(request.params.email);
    if (!student) {
      throw notFound(
        `Aluno não encontrado: ${request.params.email}. Alunos: ${store
          .students()
          .map((s) => s.email)
          .join(', ')}.`,
        'UNKNOWN_STUDENT',
      );
    }
    applyStudentPatch(student, parseStudentPatch(request.body));
    return { data: student };
  });

  app.put(`${CONTROL_PREFIX}/global-alert`, async (request) => {
    Object.assign(store.shell.globalAlert, parseGlobalAlert(request.body));
    return { data: store.shell.globalAlert };
  });

  app.put(`${CONTROL_PREFIX}/maintenance`, async (request) => {
    Object.assign(store.shell.maintenance, parseMaintenance(request.body));
    return { data: store.shell.maintenance };
  });

  app.post(`${CONTROL_PREFIX}/faults`, async (request, reply) => {
    const fault = store.addFault(parseFault(request.body));
    return reply.code(201).send({ data: fault });
  });

  app.delete(`${CONTROL_PREFIX}/faults`, async (_request, reply) => {
    store.faults = [];
    return reply.code(204).send();
  });

  // what the front end sent that no page shows back: tracked events, UTM per student, survey answers
  app.get(`${CONTROL_PREFIX}/recorded`, async () => ({
    data: {
      trackedEvents: store.shell.trackedEvents,
      utm: store.shell.utm,
      surveyResponses: store.shell.surveyResponses,
    },
  }));

  // the CSP violation reports browsers sent since the last reset (csp-reports.ts)
  app.get(`${CONTROL_PREFIX}/csp-reports`, async () => ({ data: store.cspReports }));
}
