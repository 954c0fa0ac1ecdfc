import type { FastifyInstance } from 'fastify';
import type {
  RankingEntry,
  RankingExam,
  RankingExamPage,
  RankingResult,
  RankingSubmission,
  RankingSubmitForm,
  RankingUserPosition,
  RankingVacancy,
} from 'shared-contracts';
import type { BffStudent } from '../../area';
import { badRequest, notFound } from '../../http-error';
import { requireBoolean, requireInteger, requireKnownKeys, requireObjectBody } from '../../validation';
import type { StudyTableRouteKit } from './route-kit';
import { RANKING_EXAMS } from './seed-data';

type Query = Record<string, unknown>;

/** Ranking page size (spec 2 §9), and the most a page may ask for. */
export const RANKING_PER_PAGE = 15;
const MAX_PER_PAGE = 100;
/** Questions of every ranked exam. */
export const RANKING_QUESTIONS = 120;

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Henrique', 'Isabela', 'João'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Lima', 'Costa', 'Pereira', 'Almeida', 'Rocha', 'Dias'];

/** The vacancies (cargos) an exam ranks separately. */
export function vacanciesOf(examId: number): RankingVacancy[] {
  return [
    { id: examId * 10 + 1, name: 'Ampla concorrência', places: 120 },
    { id: examId * 10 + 2, name: 'Cotas raciais', places: 24 },
    { id: examId * 10 + 3, name: 'Pessoas com deficiência', places: 6 },
  ];
}

function findExam(id: number): RankingExam {
  const exam = Object.values(RANKING_EXAMS)
    .flat()
    .find((item) => item.id === id);
  if (!exam) throw notFound(`Prova ${id} não encontrada no ranking.`);
  return exam;
}

/** Correct answers of the kth other participant (0-based, best first): the field thins out downwards. */
function correctOf(k: number, participants: number): number {
  return Math.round(RANKING_QUESTIONS * (0.95 - (0.7 * k) / Math.max(1, participants)));
}

/** The kth other participant's line (its position is set by the caller). */
function otherEntry(examId: number, k: number, participants: number): Omit<RankingEntry, 'position'> {
  const correct = correctOf(k, participants);
  return {
    user_id: 100_000 + examId * 100_000 + k,
    name: `${FIRST[k % FIRST.length]} ${LAST[Math.floor(k / FIRST.length) % LAST.length]}`,
    score: correct,
    correct,
    is_current_user: false,
  };
}

/** A ranking's lines, computed on demand (thousands of participants), with the student's own placed. */
class Ranking {
  /** indexes (k) of the other participants in this ranking, best first */
  private readonly others: number[];
  /** 1-based position of the student, or null when not ranked here */
  readonly own: number | null;

  constructor(
    private readonly exam: RankingExam,
    private readonly student: BffStudent,
    private readonly submission: RankingSubmission | undefined,
    vacancyId: number | null,
  ) {
    const vacancies = vacanciesOf(exam.id);
    const all = Array.from({ length: exam.participants }, (_, k) => k);
    this.others =
      vacancyId === null ? all : all.filter((k) => vacancies[k % vacancies.length]?.id === vacancyId);
    const ranked = submission && (vacancyId === null || submission.vacancy_id === vacancyId);
    if (!ranked) {
      this.own = null;
      return;
    }
    // ahead of the student: every other with more correct answers
    let low = 0;
    let high = this.others.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (correctOf(this.others[mid] as number, exam.participants) > submission.correct) low = mid + 1;
      else high = mid;
    }
    this.own = low + 1;
  }

  get size(): number {
    return this.others.length + (this.own === null ? 0 : 1);
  }

  entry(position: number): RankingEntry {
    if (this.own !== null && position === this.own && this.submission) {
      return {
        position,
        user_id: this.student.id,
        name: this.submission.name_visible ? this.student.fullName : 'Participante anônimo',
        score: this.submission.correct,
        correct: this.submission.correct,
        is_current_user: true,
      };
    }
    const index = this.own !== null && position > this.own ? position - 2 : position - 1;
    return { position, ...otherEntry(this.exam.id, this.others[index] as number, this.exam.participants) };
  }

  page(page: number, perPage: number): RankingEntry[] {
    const first = (page - 1) * perPage + 1;
    const last = Math.min(this.size, page * perPage);
    const entries: RankingEntry[] = [];
    for (let position = first; position <= last; position += 1) entries.push(this.entry(position));
    return entries;
  }
}

function paging(query: Query, size: number) {
  const page = query.page === undefined ? 1 : requireInteger(Number(query.page), 'page', 1, 1_000_000);
  const perPage =
    query.per_page === undefined
      ? RANKING_PER_PAGE
      : requireInteger(Number(query.per_page), 'per_page', 1, MAX_PER_PAGE);
  return {
    page,
    perPage,
    pagination: { page, per_page: perPage, total: size, last_page: Math.max(1, Math.ceil(size / perPage)) },
  };
}

const requireId = (value: unknown, what: string): number => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw badRequest(`Identificador inválido de ${what}: ${String(value)}.`);
  return id;
};

/** The etag of a ranking: changes whenever the student's entry (the only thing that moves) changes. */
function etagOf(examId: number, vacancyId: number, submission: RankingSubmission | undefined): string {
  const text = `${examId}:${vacancyId}:${submission ? `${submission.vacancy_id}-${submission.correct}-${submission.name_visible}` : '-'}`;
  let hash = 5381;
  for (const char of text) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `W/"${hash.toString(16)}"`;
}

/** Rankings: an exam's entries (15 a page), own position, vacancy ranking with etag, submit and result. */
export function registerRankingRoutes(app: FastifyInstance, kit: StudyTableRouteKit): void {
  const { signedIn, tableOf, ctx } = kit;
  const submissionOf = (student: BffStudent, examId: number) => tableOf(student).rankingSubmissions[examId];

  app.get(
    '/bff/ranking/exams',
    signedIn((student, request) => ({
      data: RANKING_EXAMS[ctx.vertical(request)].map((exam) => ({
        ...exam,
        submitted: Boolean(submissionOf(student, exam.id)),
      })),
    })),
  );

  // without `page`: the exam's facts; with it: a page of its ranking and its vacancies
  app.get(
    '/bff/ranking/exam/:id',
    signedIn((student, request) => {
      const exam = findExam(requireId((request.params as Query).id, 'prova'));
      const query = request.query as Query;
      const submission = submissionOf(student, exam.id);
      if (query.page === undefined && query.per_page === undefined)
        return { data: { ...exam, submitted: Boolean(submission) } };
      const ranking = new Ranking(exam, student, submission, null);
      const { page, perPage, pagination } = paging(query, ranking.size);
      const data: RankingExamPage = {
        exam_id: exam.id,
        vacancies: vacanciesOf(exam.id),
        entries: ranking.page(page, perPage),
      };
      return { data, pagination };
    }),
  );

  app.get(
    '/bff/ranking/exam/:id/user/:uid',
    signedIn((student, request) => {
      const params = request.params as Query;
      const exam = findExam(requireId(params.id, 'prova'));
      if (requireId(params.uid, 'usuário') !== student.id)
        throw notFound('Só a sua própria posição pode ser consultada.');
      const ranking = new Ranking(exam, student, submissionOf(student, exam.id), null);
      const submission = submissionOf(student, exam.id);
      const data: RankingUserPosition | null =
        ranking.own === null || !submission
          ? null
          : {
              position: ranking.own,
              page: Math.ceil(ranking.own / RANKING_PER_PAGE),
              score: submission.correct,
              correct: submission.correct,
              participants: ranking.size,
            };
      return { data };
    }),
  );

  const vacancyOf = (examId: number, value: unknown): RankingVacancy => {
    const id = requireId(value, 'cargo');
    const vacancy = vacanciesOf(examId).find((item) => item.id === id);
    if (!vacancy) throw notFound(`Cargo ${id} não encontrado na prova ${examId}.`);
    return vacancy;
  };

  app.get(
    '/bff/ranking/exam/:id/vacancy/:vid/etag',
    signedIn((student, request) => {
      const params = request.params as Query;
      const exam = findExam(requireId(params.id, 'prova'));
      const vacancy = vacancyOf(exam.id, params.vid);
      return { data: { etag: etagOf(exam.id, vacancy.id, submissionOf(student, exam.id)) } };
    }),
  );

  app.get(
    '/bff/ranking/exam/:id/vacancy/:vid',
    signedIn((student, request, reply) => {
      const params = request.params as Query;
      const query = request.query as Query;
      const exam = findExam(requireId(params.id, 'prova'));
      const vacancy = vacancyOf(exam.id, params.vid);
      const submission = submissionOf(student, exam.id);
      const etag = etagOf(exam.id, vacancy.id, submission);
      // an outdated etag means the ranking moved since the page asked for it
      if (query.etag !== undefined && query.etag !== etag)
        return reply.code(412).send({ error: 'O ranking mudou; peça o etag de novo.', etag });
      const ranking = new Ranking(exam, student, submission, vacancy.id);
      const { page, perPage, pagination } = paging(query, ranking.size);
      void reply.header('etag', etag);
      return { data: ranking.page(page, perPage), pagination, etag };
    }),
  );

  const form = (student: BffStudent, exam: RankingExam): RankingSubmitForm => ({
    exam_id: exam.id,
    exam_name: exam.name,
    vacancies: vacanciesOf(exam.id),
    questions: RANKING_QUESTIONS,
    current: submissionOf(student, exam.id) ?? null,
  });

  const result = (student: BffStudent, exam: RankingExam): RankingResult | null => {
    const submission = submissionOf(student, exam.id);
    if (!submission) return null;
    const general = new Ranking(exam, student, submission, null);
    const byVacancy = new Ranking(exam, student, submission, submission.vacancy_id);
    return {
      exam_id: exam.id,
      user_id: student.id,
      position: general.own ?? 0,
      vacancy_position: byVacancy.own ?? 0,
      participants: general.size,
      vacancy_participants: byVacancy.size,
      score: submission.correct,
    };
  };

  app.get(
    '/bff/ranking/submit/exam/:id',
    signedIn((student, request) => {
      const exam = findExam(requireId((request.params as Query).id, 'prova'));
      return { data: form(student, exam) };
    }),
  );

  app.post(
    '/bff/ranking/submit/exam/:id',
    signedIn((student, request) => {
      const exam = findExam(requireId((request.params as Query).id, 'prova'));
      if (exam.status !== 'open') throw badRequest('O envio de gabaritos desta prova está encerrado.');
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['vacancy_id', 'correct', 'name_visible']);
      const vacancy = vacancyOf(exam.id, body.vacancy_id);
      const submission: RankingSubmission = {
        vacancy_id: vacancy.id,
        correct: requireInteger(body.correct, 'correct', 0, RANKING_QUESTIONS),
        name_visible: requireBoolean(body.name_visible, 'name_visible'),
      };
      tableOf(student).rankingSubmissions[exam.id] = submission;
      return { data: result(student, exam) };
    }),
  );

  app.get(
    '/bff/ranking/result/exam/:id/user/:uid',
    signedIn((student, request) => {
      const params = request.params as Query;
      const exam = findExam(requireId(params.id, 'prova'));
      if (requireId(params.uid, 'usuário') !== student.id)
        throw notFound('Só o seu próprio resultado pode ser consultado.');
      const data = result(student, exam);
      if (!data) throw notFound(`Nenhum gabarito enviado para a prova ${exam.id}.`);
      return { data };
    }),
  );
}
