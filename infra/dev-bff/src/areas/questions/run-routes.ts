import type { FastifyInstance, RouteOptions } from 'fastify';
import type {
  NotebookStatsResponse,
  QuestionSearchResponse,
  StudentExam,
  StudentExamRankingEntry,
  StudentExamRankingResponse,
  StudentExamRunStatus,
  StudentExamStatsResponse,
} from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { BffHttpError, badRequest, notFound } from '../../http-error';
import { requireBoolean, requireInteger, requireKnownKeys, requireObjectBody } from '../../validation';
import { paginate, parsePage, type PageQuery } from './pagination';
import { findBankQuestion, toQuestion } from './question-bank';
import type { NotebookRecord, QuestionsState, StudentExamRecord } from './questions-state';

const AREA = 'questions';
const NOT_FOUND_TAG = 'NOT_FOUND';

/** A run of a student exam: when it started and ended, and the chosen alternative per question. */
interface ExamRun {
  started_at: string;
  ended_at: string | null;
  answers: Record<number, { alternative_id: number; correct: boolean }>;
}

type StateWithRuns = QuestionsState & { exam_runs?: Record<number, ExamRun> };

function state(ctx: BffContext): StateWithRuns {
  return ctx.state<StateWithRuns>(AREA);
}

function parseId(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw badRequest(`Id de ${what} inválido: ${value}.`, 'INVALID_ID');
  return Number(value);
}

const visibleTo = (item: { student_id: number; shared_with: number[] }, student: BffStudent) =>
  item.student_id === student.id || item.shared_with.includes(student.id);

function notebookOf(ctx: BffContext, student: BffStudent, id: string): NotebookRecord {
  const notebookId = parseId(id, 'caderno');
  const notebook = state(ctx).notebooks.find((n) => n.id === notebookId && visibleTo(n, student));
  if (!notebook) throw notFound(`Caderno não encontrado: ${notebookId}.`, NOT_FOUND_TAG);
  return notebook;
}

function examOf(ctx: BffContext, student: BffStudent, id: string): StudentExamRecord {
  const examId = parseId(id, 'simulado');
  const exam = state(ctx).exams.find((e) => e.id === examId && visibleTo(e, student));
  if (!exam) throw notFound(`Simulado não encontrado: ${examId}.`, NOT_FOUND_TAG);
  return exam;
}

function questionsPage(ids: number[], query: PageQuery & { order?: string }): QuestionSearchResponse {
  const { page, perPage } = parsePage(query);
  const questions = ids.flatMap((id) => {
    const question = findBankQuestion(id);
    return question ? [toQuestion(question)] : [];
  });
  const ordered = query.order?.toUpperCase() === 'DESC' ? [...questions].reverse() : questions;
  const { items, pagination } = paginate(ordered, page, perPage);
  return { data: items, pagination };
}

function toExam(record: StudentExamRecord): StudentExam {
  const { question_ids: _ids, shared_with: _shared, ...exam } = record;
  return exam;
}

const RANKING_NAMES = [
  'Mariana Alves',
  'Rafael Costa',
  'Juliana Rocha',
  'Pedro Henrique Lima',
  'Camila Ferreira',
  'Lucas Martins',
  'Beatriz Souza',
  'Gabriel Oliveira',
  'Larissa Mendes',
  'Thiago Barbosa',
  'Fernanda Ribeiro',
  'Bruno Carvalho',
  'Amanda Gomes',
  'Diego Pereira',
  'Natália Castro',
  'Felipe Araújo',
  'Isabela Teixeira',
  'Rodrigo Nunes',
  'Carolina Moreira',
  'Vinícius Cardoso',
  'Letícia Freitas',
  'Gustavo Pinto',
  'Aline Correia',
  'Matheus Dias',
];

export type RankingEntry = StudentExamRankingEntry;

/**
 * Where the student's run of an exam stands: a run of this server, or — for a seeded exam that already
 * has answers and no run here — a run that ended before the seed was taken.
 */
function runStatus(exam: StudentExamRecord, run: ExamRun | undefined): StudentExamRunStatus {
  if (run) return run.ended_at ? 'ended' : 'running';
  return exam.total_questions_answered > 0 ? 'ended' : 'not_started';
}

/**
 * An exam's ranking (spec 2 §7 GET /student-exams/{id}/ranking): seeded competitors with scores derived
 * from the exam id, and the student once they ended it; best score first, ties by name.
 */
function examRanking(exam: StudentExamRecord, student: BffStudent | null): RankingEntry[] {
  const total = Math.max(exam.total_questions, 1);
  const rows = RANKING_NAMES.map((name, index) => ({
    name,
    correct: (exam.id * 7 + index * 13) % (total + 1),
    is_current_student: false,
  }));
  if (student)
    rows.push({ name: student.fullName, correct: exam.total_questions_correct, is_current_student: true });
  return rows
    .sort((a, b) => b.correct - a.correct || a.name.localeCompare(b.name, 'pt-BR'))
    .map((row, index) => ({ position: index + 1, total: exam.total_questions, ...row }));
}

/**
 * Solving notebooks and running exams (spec 2 §7): a notebook's questions and stats; an exam's questions,
 * start, answers {question_id, alternative_id, check} and end. Declared when the server is ready and
 * only where no other area declares the same route, so the drawers' area can take any of them over.
 */
export function registerRunRoutes(app: FastifyInstance, ctx: BffContext): void {
  const routes: RouteOptions[] = [
    {
      method: 'GET',
      url: '/bff/questions/student-exams/:id/ranking',
      handler: async (request, reply) => {
        const student = ctx.requireStudent(request, reply);
        if (!student) return reply;
        const exam = examOf(ctx, student, (request.params as { id: string }).id);
        const ended = runStatus(exam, state(ctx).exam_runs?.[exam.id]) === 'ended';
        const { page, perPage } = parsePage(request.query as PageQuery);
        const { items, pagination } = paginate(examRanking(exam, ended ? student : null), page, perPage);
        const response: StudentExamRankingResponse = { data: items, pagination };
        return response;
      },
    },
    {
      method: 'GET',
      url: '/bff/questions/student-exams/:id/stats',
      handler: async (request, reply) => {
        const student = ctx.requireStudent(request, reply);
        if (!student) return reply;
        const exam = examOf(ctx, student, (request.params as { id: string }).id);
        const run = state(ctx).exam_runs?.[exam.id];
        const answered = exam.total_questions_answered;
        const correct = exam.total_questions_correct;
        const ended = runStatus(exam, run) === 'ended';
        const response: StudentExamStatsResponse = {
          data: {
            status: runStatus(exam, run),
            total_questions: exam.total_questions,
            answered,
            // the correction is known only once the run ended
            correct: ended ? correct : 0,
            wrong: ended ? Math.max(0, answered - correct) : 0,
            not_answered: Math.max(0, exam.total_questions - answered),
            duration: exam.duration,
            started_at: run?.started_at ?? null,
            ended_at: run?.ended_at ?? null,
          },
        };
        return response;
      },
    },
    {
      method: 'GET',
      url: '/bff/questions/notebooks/:id/questions',
      handler: async (request, reply) => {
        const student = ctx.requireStudent(request, reply);
        if (!student) return reply;
        const notebook = notebookOf(ctx, student, (request.params as { id: string }).id);
        return questionsPage(notebook.question_ids, request.query as PageQuery & { order?: string });
      },
    },
    {
      method: 'GET',
      url: '/bff/questions/notebooks/:id/stats',
      handler: async (request, reply) => {
        const student = ctx.requireStudent(request, reply);
        if (!student) return reply;
        const notebook = notebookOf(ctx, student, (request.params as { id: string }).id);
        const answers = state(ctx).answers.filter(
          (answer) => answer.notebook_id === notebook.id && answer.student_id === student.id,
        );
        // the counters grow by one per answer; what they hold beyond the recorded answers was answered
        // before the seed (seeded notebooks have counters and no answer records)
        const beforeSeed = Math.max(0, notebook.correct_answers + notebook.wrong_answers - answers.length);
        const answered = Math.min(
          notebook.questions_number,
          new Set(answers.map((answer) => answer.question_id)).size + beforeSeed,
        );
        const response: NotebookStatsResponse = {
          data: {
            questions_number: notebook.questions_number,
            correct_answers: notebook.correct_answers,
            wrong_answers: notebook.wrong_answers,
            answered_questions: answered,
            not_answered: Math.max(0, notebook.questions_number - answered),
          },
        };
        return response;
      },
    },
    {
      method: 'GET',
      url: '/bff/questions/student-exams/:id/questions',
      handler: async (request, reply) => {
        const student = ctx.requireStudent(request, reply);
        if (!student) return reply;
        const exam = examOf(ctx, student, (request.params as { id: string }).id);
        return questionsPage(exam.question_ids, request.query as PageQuery);
      },
    },
    {
      method: 'POST',
      url: '/bff/questions/student-exams/:id/start',
      handler: async (request, reply) => {
        const student = ctx.requireStudent(request, reply);
        if (!student) return reply;
        const exam = examOf(ctx, student, (request.params as { id: string }).id);
        const runs = (state(ctx).exam_runs ??= {});
        // starting again begins a new run (a finished exam can be taken again)
        runs[exam.id] = { started_at: new Date().toISOString(), ended_at: null, answers: {} };
        exam.total_questions_answered = 0;
        exam.total_questions_correct = 0;
        return { data: { id: exam.id, started_at: runs[exam.id]?.started_at, duration: exam.duration } };
      },
    },
    {
      method: 'POST',
      url: '/bff/questions/student-exams/:id/answers',
      handler: async (request, reply) => {
        const student = ctx.requireStudent(request, reply);
        if (!student) return reply;
        const exam = examOf(ctx, student, (request.params as { id: string }).id);
        const run = state(ctx).exam_runs?.[exam.id];
        if (!run || run.ended_at)
          throw new BffHttpError(409, 'Inicie o simulado antes de responder.', 'EXAM_NOT_RUNNING');
        const body = requireObjectBody(request.body);
        requireKnownKeys(body, ['question_id', 'alternative_id', 'check']);
        const questionId = requireInteger(body.question_id, 'question_id', 1, Number.MAX_SAFE_INTEGER);
        const alternativeId = requireInteger(
          body.alternative_id,
          'alternative_id',
          1,
          Number.MAX_SAFE_INTEGER,
        );
        const check = body.check === undefined ? false : requireBoolean(body.check, 'check');
        const question = exam.question_ids.includes(questionId) ? findBankQuestion(questionId) : undefined;
        if (!question)
          throw badRequest(`A questão ${questionId} não faz parte deste simulado.`, 'INVALID_QUESTION');
        if (!question.alternatives.some((alternative) => alternative.id === alternativeId))
          throw badRequest(
            `A alternativa ${alternativeId} não pertence à questão ${questionId}.`,
            'INVALID_ALTERNATIVE',
          );
        const correct = alternativeId === question.correct_alternative_id;
        run.answers[questionId] = { alternative_id: alternativeId, correct };
        exam.total_questions_answered = Object.keys(run.answers).length;
        exam.updated_at = new Date().toISOString();
        // the correction is only revealed when asked (check) — otherwise at the end
        return {
          data: {
            question_id: questionId,
            alternative_id: alternativeId,
            ...(check ? { correct, correct_alternative_id: question.correct_alternative_id } : {}),
          },
        };
      },
    },
    {
      method: 'POST',
      url: '/bff/questions/student-exams/:id/end',
      handler: async (request, reply) => {
        const student = ctx.requireStudent(request, reply);
        if (!student) return reply;
        const exam = examOf(ctx, student, (request.params as { id: string }).id);
        const run = state(ctx).exam_runs?.[exam.id];
        if (!run || run.ended_at)
          throw new BffHttpError(409, 'Este simulado não está em andamento.', 'EXAM_NOT_RUNNING');
        run.ended_at = new Date().toISOString();
        const answers = Object.values(run.answers);
        exam.total_questions_answered = answers.length;
        exam.total_questions_correct = answers.filter((answer) => answer.correct).length;
        exam.updated_at = run.ended_at;
        return { data: toExam(exam) };
      },
    },
  ];

  // after every area's own declarations: a route another area declares is left to it
  app.register(async (instance) => {
    for (const route of routes) {
      if (!instance.hasRoute({ method: route.method as string, url: route.url })) instance.route(route);
    }
  });
}
