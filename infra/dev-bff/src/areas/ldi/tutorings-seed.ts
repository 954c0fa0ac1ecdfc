import { verticalWording, type Tutoring, type VerticalId } from 'shared-contracts';
import { seededClassifications, type MarkedState } from './marked-catalog-routes';

/**
 * Tutorings (monitorias) beyond the catalogue entry of shared-contracts: classes with done marks, the student's
 * list, classifications, shelves and event logs. Field names as the front end (mfe-ldi
 * features/tutorings/api/tutoring-types.ts) reads them.
 */

/** A seeded tutoring as the ldi area keeps it (catalog-seed.ts TUTORINGS_BY_VERTICAL, ids from 3001). */
export type SeededTutoring = Tutoring & { vertical: VerticalId };

/** A catalogue entry: the shared `Tutoring` plus its classification (the catalogue's filter). */
export type TutoringEntry = Tutoring & { classification: string };

/** One class of a tutoring, as listed on the tutoring's page. */
export interface TutoringClass {
  id: number;
  title: string;
  position: number;
  done: boolean;
  /** ISO date-time of the live meeting */
  scheduled_at: string | null;
}

/** GET /v3/tutorings/slug/{slug} and every change: the tutoring with its classes and the student's marks. */
export interface TutoringDetail extends TutoringEntry {
  in_my_tutorings: boolean;
  classes: TutoringClass[];
}

/** GET /v3/tutorings/class/{id}: one class with what it is about and its recording. */
export interface TutoringClassDetail extends TutoringClass {
  tutoring_id: number;
  description: string;
  /** the recording of a class already held; null before it happens */
  recording_url: string | null;
}

/** What each student did in the tutorings (done marks, the list, event logs), by e-mail. */
export type TutoringsState = MarkedState<'tutoring_id'>;

/** The id of the n-th class of a tutoring. */
export function tutoringClassId(tutoringId: number, position: number): number {
  return tutoringId * 1000 + position;
}

/**
 * Ana finished the tutorings the catalogue seed marks done and the first two classes of every other one; her
 * list holds the first tutoring of each vertical.
 */
export function seedTutoringsState(email: string, tutorings: readonly SeededTutoring[]): TutoringsState {
  const firstOfVertical = tutorings.filter(
    (tutoring, index) => tutorings.findIndex((other) => other.vertical === tutoring.vertical) === index,
  );
  return {
    done: { [email]: tutorings.filter((tutoring) => tutoring.done).map((tutoring) => tutoring.id) },
    doneClasses: {
      [email]: tutorings.flatMap((tutoring) =>
        tutoring.done ? [] : [tutoringClassId(tutoring.id, 1), tutoringClassId(tutoring.id, 2)],
      ),
    },
    mine: { [email]: firstOfVertical.map((tutoring) => tutoring.id) },
    eventLogs: {},
  };
}

/** The topics of the weekly meetings, in turn, and what each one is about. */
const MEETINGS = [
  { topic: 'Plano de estudos e metas', about: 'Definição das metas da semana e do cronograma de revisões.' },
  { topic: 'Plantão de dúvidas', about: 'Dúvidas enviadas pelos alunos respondidas ao vivo.' },
  { topic: 'Questões comentadas', about: 'Questões recentes da banca resolvidas passo a passo.' },
  { topic: 'Revisão da semana', about: 'Revisão dos pontos mais cobrados, com mapa mental.' },
] as const;

/** The first meeting of every tutoring; one a week after it. */
const FIRST_MEETING = Date.UTC(2025, 7, 4, 22, 0, 0);
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Classes up to this position were already held and have a recording. */
const RECORDED_UP_TO = 4;

function meetingOf(position: number) {
  return MEETINGS[(position - 1) % MEETINGS.length]!;
}

/** A tutoring's classes: one meeting a week, in the order of MEETINGS. */
export function tutoringClasses(tutoring: SeededTutoring, done: readonly number[]): TutoringClass[] {
  return Array.from({ length: tutoring.classes_count }, (_, index) => {
    const position = index + 1;
    const id = tutoringClassId(tutoring.id, position);
    return {
      id,
      title: `Aula ${position} - ${meetingOf(position).topic}`,
      position,
      done: done.includes(id),
      scheduled_at: new Date(FIRST_MEETING + index * WEEK_MS).toISOString(),
    };
  });
}

/** One class of a tutoring with its description and, once held, its recording. */
export function tutoringClassDetail(
  tutoring: SeededTutoring,
  position: number,
  done: readonly number[],
): TutoringClassDetail | undefined {
  const entry = tutoringClasses(tutoring, done)[position - 1];
  if (!entry) return undefined;
  const teacher = tutoring.teachers[0]?.name;
  return {
    ...entry,
    tutoring_id: tutoring.id,
    description: `${meetingOf(position).about}${teacher ? ` Com ${teacher}.` : ''}`,
    recording_url:
      position <= RECORDED_UP_TO
        ? `https://videos.exemplo.com.br/monitorias/${tutoring.slug}/aula-${position}`
        : null,
  };
}

/** The classification (catalogue filter) of each seeded tutoring, by slug. */
const CLASSIFICATION_BY_SLUG: Readonly<Record<string, string>> = {
  'monitoria-policia-federal': 'Policial',
  'monitoria-receita-federal': 'Fiscal',
  'monitoria-bancarios': 'Bancária',
  'monitoria-residencia-sp': 'Residência Médica',
  'monitoria-revalida': 'Revalida',
  'monitoria-espcex': 'Escolas Militares',
  'monitoria-ime-ita': 'Engenharia',
  'curso-especial-oab-1-fase': '1ª Fase',
  'curso-especial-oab-2-fase-penal': '2ª Fase',
  'monitoria-enem': 'ENEM',
  'monitoria-medicina': 'Medicina',
  'curso-especial-magistratura': 'Magistratura',
  'curso-especial-delegado': 'Delegado de Polícia',
};
const OTHER_CLASSIFICATION = 'Geral';

export function tutoringClassification(tutoring: Pick<SeededTutoring, 'slug'>): string {
  return CLASSIFICATION_BY_SLUG[tutoring.slug] ?? OTHER_CLASSIFICATION;
}

/** The classifications of a vertical's tutorings, ids from 8001 in the order of the whole seed. */
export function tutoringClassifications(tutorings: readonly SeededTutoring[], vertical: VerticalId) {
  return seededClassifications(tutorings, vertical, 8001, tutoringClassification);
}

/** The title of a shelf of tutorings (named with the vertical's word): the featured ones and the newest. */
export function tutoringShelfTitle(type: string, vertical: VerticalId): string | undefined {
  const { tutorings } = verticalWording(vertical);
  if (type === 'destaques') return `${tutorings} em destaque`;
  if (type === 'novidades') return `Novidades em ${tutorings}`;
  return undefined;
}
