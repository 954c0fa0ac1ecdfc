import type { HttpClients, Question, StudentExam } from 'shared-contracts';
import { NOTEBOOK_QUESTIONS_PAGE_SIZE } from '../../../constants';
import { readApiErrorMessage } from '../../../lib/api-error';
import { isQuestion } from '../../../lib/question-guards';
import { expectShape, isNumber, isRecord, isString } from '../../../lib/response-guards';

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
export async function getStudentExam(
  http: HttpClients,
  id: number,
  signal?: AbortSignal,
): Promise<StudentExam> {
  const body = await http.api.get(base(id), { signal }).json<unknown>();
  const data =
    isRecord(body) && isRecord(body.data) && isRecord(body.data.data)
      ? body.data.data
      : isRecord(body)
        ? body.data
        : null;
  return expectShape(data, isExam, 'simulado');
}

/** GET /bff/questions/student-exams/{id}/questions: the exam's questions, in order. */
export async function getExamQuestions(
  http: HttpClients,
  id: number,
  signal?: AbortSignal,
): Promise<Question[]> {
  const searchParams = new URLSearchParams({ page: '1', per_page: String(NOTEBOOK_QUESTIONS_PAGE_SIZE) });
  const body = await http.api.get(`${base(id)}/questions`, { searchParams, signal }).json<unknown>();
  return expectShape(
    body,
    (value): value is { data: Question[] } =>
      isRecord(value) && Array.isArray(value.data) && value.data.every(isQuestion),
    'questões do simulado',
  ).data;
}

async function post(http: HttpClients, path: string, fallback: string, json?: unknown): Promise<void> {
  try {
    await http.api.post(path, json === undefined ? {} : { json });
  } catch (error) {
    throw new Error(await readApiErrorMessage(error, fallback));
  }
}

/** POST /bff/questions/student-exams/{id}/start. */
export function startExam(http: HttpClients, id: number): Promise<void> {
  return post(http, `${base(id)}/start`, 'Não foi possível iniciar o simulado.');
}

/** POST /bff/questions/student-exams/{id}/answers {question_id, alternative_id, check}. */
export function answerExamQuestion(http: HttpClients, id: number, answer: StudentExamAnswer): Promise<void> {
  return post(http, `${base(id)}/answers`, 'Não foi possível salvar sua resposta.', answer);
}

/** POST /bff/questions/student-exams/{id}/end. */
export function endExam(http: HttpClients, id: number): Promise<void> {
  return post(http, `${base(id)}/end`, 'Não foi possível finalizar o simulado.');
}
