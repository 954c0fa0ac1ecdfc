import { queryOptions } from '@tanstack/react-query';
import type {
  HttpClients,
  Question,
  StudentExam,
  StudentExamRankingEntry,
  StudentExamStats,
} from 'shared-contracts';
import {
  STALE_TIME,
  UnexpectedResponseError,
  expectShape,
  isNumber,
  isRecord,
  isString,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME, NOTEBOOK_QUESTIONS_PAGE_SIZE } from '../../../constants';
import { examKey } from '../../../lib/query-keys';
import { isQuestion } from '../../../lib/question-guards';
import { rethrowReadable } from '../../../lib/readable-error';

function isExam(value: unknown): value is StudentExam {
  return isRecord(value) && isNumber(value.id) && isString(value.name) && isNumber(value.duration);
}

/** A student exam's answer body (spec 2 §3). */
export interface StudentExamAnswer {
  question_id: number;
  alternative_id: number;
  /** whether the answer is checked (corrected) now; false while the exam runs */
  check: boolean;
}

const base = (id: number) => `bff/questions/student-exams/${id}`;

/** GET /bff/questions/student-exams/{id}; the exam may come as data or as data.data (spec 1 §7). */
export function getStudentExam(http: HttpClients, id: number, signal?: AbortSignal): Promise<StudentExam> {
  return serviceCall(AREA_NAME, 'getStudentExam', async () => {
    const body = await http.api.get(base(id), { signal }).json<unknown>();
    const data =
      isRecord(body) && isRecord(body.data) && isRecord(body.data.data)
        ? body.data.data
        : isRecord(body)
          ? body.data
          : null;
    return expectShape(data, isExam, 'simulado');
  });
}

/** GET /bff/questions/student-exams/{id}/questions: the exam's questions, in order. */
export function getExamQuestions(http: HttpClients, id: number, signal?: AbortSignal): Promise<Question[]> {
  return serviceCall(AREA_NAME, 'getExamQuestions', async () => {
    const searchParams = new URLSearchParams({ page: '1', per_page: String(NOTEBOOK_QUESTIONS_PAGE_SIZE) });
    const body = await http.api.get(`${base(id)}/questions`, { searchParams, signal }).json<unknown>();
    return expectShape(
      body,
      (value): value is { data: Question[] } =>
        isRecord(value) && Array.isArray(value.data) && value.data.every(isQuestion),
      'questões do simulado',
    ).data;
  });
}

/** A write of the run: logged on failure and rethrown with the server's message (the student reads it). */
function post(http: HttpClients, service: string, path: string, fallback: string, json?: unknown) {
  return serviceCall(AREA_NAME, service, async () => {
    await http.api.post(path, json === undefined ? {} : { json });
  }).catch(rethrowReadable(fallback));
}

/** POST /bff/questions/student-exams/{id}/start. */
export function startExam(http: HttpClients, id: number): Promise<void> {
  return post(http, 'startExam', `${base(id)}/start`, 'Não foi possível iniciar o simulado.');
}

/** POST /bff/questions/student-exams/{id}/answers {question_id, alternative_id, check}. */
export function answerExamQuestion(http: HttpClients, id: number, answer: StudentExamAnswer): Promise<void> {
  return post(
    http,
    'answerExamQuestion',
    `${base(id)}/answers`,
    'Não foi possível salvar sua resposta.',
    answer,
  );
}

/** POST /bff/questions/student-exams/{id}/end. */
export function endExam(http: HttpClients, id: number): Promise<void> {
  return post(http, 'endExam', `${base(id)}/end`, 'Não foi possível finalizar o simulado.');
}

/** spec 2: the exam ranking is shown 15 per page */
export const EXAM_RANKING_PER_PAGE = 15;

export type ExamRankingRow = StudentExamRankingEntry;

export interface ExamRankingPage {
  rows: ExamRankingRow[];
  page: number;
  lastPage: number;
}

function isRankingRow(value: unknown): value is ExamRankingRow {
  return (
    isRecord(value) &&
    typeof value.position === 'number' &&
    typeof value.name === 'string' &&
    typeof value.correct === 'number'
  );
}

/** GET /bff/questions/student-exams/{id}/ranking?page&per_page=15. */
export function getExamRanking(
  http: HttpClients,
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ExamRankingPage> {
  return serviceCall(AREA_NAME, 'getExamRanking', async () => {
    const body = await http.api
      .get(`${base(id)}/ranking`, { searchParams: { page, per_page: EXAM_RANKING_PER_PAGE }, signal })
      .json<unknown>();
    const rows = isRecord(body) && Array.isArray(body.data) ? body.data.filter(isRankingRow) : null;
    const pagination = isRecord(body) && isRecord(body.pagination) ? body.pagination : null;
    if (!rows || !pagination) throw new UnexpectedResponseError('ranking do simulado');
    return {
      rows,
      page: typeof pagination.page === 'number' ? pagination.page : page,
      lastPage: typeof pagination.last_page === 'number' ? pagination.last_page : 1,
    };
  });
}

const RUN_STATUSES: readonly string[] = ['not_started', 'running', 'ended'];

function isExamStats(value: unknown): value is StudentExamStats {
  return (
    isRecord(value) &&
    typeof value.status === 'string' &&
    RUN_STATUSES.includes(value.status) &&
    isNumber(value.total_questions) &&
    isNumber(value.answered) &&
    isNumber(value.correct) &&
    isNumber(value.wrong) &&
    isNumber(value.not_answered)
  );
}

/** GET /bff/questions/student-exams/{id}/stats: where the student's last run stands and how it went. */
export function getExamStats(http: HttpClients, id: number, signal?: AbortSignal): Promise<StudentExamStats> {
  return serviceCall(AREA_NAME, 'getExamStats', async () => {
    const body = await http.api.get(`${base(id)}/stats`, { signal }).json<unknown>();
    return expectShape(
      body,
      (value): value is { data: StudentExamStats } => isRecord(value) && isExamStats(value.data),
      'estatísticas do simulado',
    ).data;
  });
}

/** A student exam (live: the drawers and the run change it). */
export function studentExamQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: examKey(id),
    queryFn: ({ signal }) => getStudentExam(http, id, signal),
    staleTime: STALE_TIME.live,
  });
}

/** The last run of an exam (live). */
export function examStatsQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [...examKey(id), 'stats'],
    queryFn: ({ signal }) => getExamStats(http, id, signal),
    staleTime: STALE_TIME.live,
  });
}

/** A page of an exam's ranking (default freshness; ending a run invalidates it). */
export function examRankingQuery(http: HttpClients, id: number, page: number) {
  return queryOptions({
    queryKey: [...examKey(id), 'ranking', page],
    queryFn: ({ signal }) => getExamRanking(http, id, page, signal),
    staleTime: STALE_TIME.default,
  });
}
