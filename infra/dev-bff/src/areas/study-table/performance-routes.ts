import type { FastifyInstance } from 'fastify';
import {
  TIME_ZONE,
  type ExamClassification,
  type PerformanceChartData,
  type PerformanceTrend,
  type SubjectIncidence,
  type VerticalId,
} from 'shared-contracts';
import { badRequest, notFound } from '../../http-error';
import { seedFavoriteGoals } from './dashboard-seed';
import { saoPauloDay, type DailyAnswers } from './performance-seed';
import type { StudyTableRouteKit } from './route-kit';
import { PERFORMANCE_DISCIPLINES } from './seed-data';

type Query = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<string, number> = { last_7_days: 7, last_30_days: 30, last_90_days: 90 };
/** ISO 8601 with an explicit offset or Z, as the page sends custom periods. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const CHART_KINDS = ['resolved-questions', 'classification-accuracy', 'trend-performance', 'daily-progress'];

/** A list query parameter: repeated (a=1&a=2) or comma separated (a=1,2). */
function idList(value: unknown, field: string): number[] {
  if (value === undefined || value === '') return [];
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(','));
  return parts
    .filter((part) => part !== '')
    .map((part) => {
      const id = Number(part);
      if (!Number.isInteger(id) || id <= 0) throw badRequest(`${field} deve ser uma lista de ids: ${part}.`);
      return id;
    });
}

/** The São Paulo days a request's period covers, inclusive. */
export function periodDays(query: Query, now = Date.now()): { start: string; end: string } {
  const type = query.period === undefined ? 'last_30_days' : String(query.period);
  if (type === 'custom') {
    const { period_start: start, period_end: end, time_zone: timeZone } = query;
    if (timeZone !== TIME_ZONE) throw badRequest(`Um período personalizado exige time_zone=${TIME_ZONE}.`);
    for (const [field, value] of [
      ['period_start', start],
      ['period_end', end],
    ] as const) {
      if (typeof value !== 'string' || !ISO_WITH_OFFSET.test(value) || Number.isNaN(Date.parse(value))) {
        throw badRequest(`${field} deve ser uma data ISO 8601 com fuso (ex.: 2025-03-01T00:00:00-03:00).`);
      }
    }
    const range = {
      start: saoPauloDay(Date.parse(start as string)),
      end: saoPauloDay(Date.parse(end as string)),
    };
    if (range.start > range.end) throw badRequest('period_start deve ser anterior a period_end.');
    return range;
  }
  const days = PERIOD_DAYS[type];
  if (!days)
    throw badRequest(
      `Período desconhecido: ${type}. Aceitos: ${[...Object.keys(PERIOD_DAYS), 'custom'].join(', ')}.`,
    );
  return { start: saoPauloDay(now - (days - 1) * DAY_MS), end: saoPauloDay(now) };
}

/** Every day from start to end (YYYY-MM-DD). */
function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T12:00:00Z`); ; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > end) break;
    days.push(day);
  }
  return days;
}

/** Which notebook or exam (of the student's recent activities) a seeded row of answers came from. */
function sourceOf(row: DailyAnswers, sources: readonly number[]): number | undefined {
  if (sources.length === 0) return undefined;
  const day = Number(row.date.replaceAll('-', ''));
  return sources[(day + row.discipline_id * 7) % sources.length];
}

const accuracy = (correct: number, total: number) =>
  total === 0 ? 0 : Math.round((correct / total) * 1000) / 10;

/** Performance routes: the four charts, incidence of subjects, trends and exam classifications. */
export function registerPerformanceRoutes(app: FastifyInstance, kit: StudyTableRouteKit): void {
  const { signedIn, tableOf, ctx } = kit;

  /** The student's rows after the filters of the request, and the period's days. */
  const filtered = (
    rows: readonly DailyAnswers[],
    vertical: VerticalId,
    query: Query,
    sourceIds: number[],
  ) => {
    const { start, end } = periodDays(query);
    const goals = seedFavoriteGoals(vertical);
    const goalIds = idList(query.goal_ids, 'goal_ids');
    const classificationIds = idList(query.classification_ids, 'classification_ids');
    const notebookIds = idList(query.notebook_ids, 'notebook_ids');
    const examIds = idList(query.student_exam_ids, 'student_exam_ids');
    let allowed = new Set(PERFORMANCE_DISCIPLINES[vertical].map((d) => d.id));
    if (goalIds.length > 0) {
      const ofGoals = goals.filter((goal) => goalIds.includes(goal.id)).flatMap((g) => g.classifications);
      allowed = new Set(ofGoals.map((c) => c.id));
    }
    if (classificationIds.length > 0) allowed = new Set(classificationIds.filter((id) => allowed.has(id)));
    const sources = [...notebookIds, ...examIds];
    const kept = rows.filter(
      (row) =>
        row.date >= start &&
        row.date <= end &&
        allowed.has(row.discipline_id) &&
        (sources.length === 0 || sources.includes(sourceOf(row, sourceIds) ?? -1)),
    );
    return { rows: kept, days: daysBetween(start, end), allowed };
  };

  app.get(
    '/bff/performance/charts/:kind',
    signedIn((student, request) => {
      const kind = String((request.params as Query).kind);
      if (!CHART_KINDS.includes(kind)) throw notFound(`Gráfico desconhecido: ${kind}.`);
      const query = request.query as Query;
      const vertical = ctx.vertical(request);
      const table = tableOf(student);
      const sourceIds = table.recentActivities.map((activity) => activity.id);
      const { rows, days, allowed } = filtered(table.performance[vertical], vertical, query, sourceIds);
      const perDay = days.map((day) => {
        const own = rows.filter((row) => row.date === day);
        const correct = own.reduce((sum, row) => sum + row.correct, 0);
        const incorrect = own.reduce((sum, row) => sum + row.incorrect, 0);
        return { correct, incorrect, total: correct + incorrect };
      });
      let data: PerformanceChartData;
      if (kind === 'resolved-questions') {
        data = {
          x: days,
          x_kind: 'day',
          unit: 'count',
          series: [
            { key: 'correct', label: 'Acertos', values: perDay.map((d) => d.correct) },
            { key: 'incorrect', label: 'Erros', values: perDay.map((d) => d.incorrect) },
          ],
        };
      } else if (kind === 'classification-accuracy') {
        const disciplines = PERFORMANCE_DISCIPLINES[vertical].filter((d) => allowed.has(d.id));
        const values = disciplines.map((d) => {
          const own = rows.filter((row) => row.discipline_id === d.id);
          const correct = own.reduce((sum, row) => sum + row.correct, 0);
          return accuracy(correct, correct + own.reduce((sum, row) => sum + row.incorrect, 0));
        });
        data = {
          x: disciplines.map((d) => d.name),
          x_kind: 'classification',
          unit: 'percent',
          series: [{ key: 'accuracy', label: 'Aproveitamento', values }],
        };
      } else if (kind === 'trend-performance') {
        const daily = perDay.map((d) => accuracy(d.correct, d.total));
        const series = [{ key: 'accuracy', label: 'Aproveitamento do dia', values: daily }];
        if (query.load_average === '1' || query.load_average === 'true') {
          const average = perDay.map((_, index) => {
            const window = perDay.slice(Math.max(0, index - 6), index + 1);
            const correct = window.reduce((sum, d) => sum + d.correct, 0);
            return accuracy(
              correct,
              window.reduce((sum, d) => sum + d.total, 0),
            );
          });
          series.push({ key: 'average', label: 'Média de 7 dias', values: average });
        }
        data = { x: days, x_kind: 'day', unit: 'percent', series };
      } else {
        let running = 0;
        data = {
          x: days,
          x_kind: 'day',
          unit: 'count',
          series: [
            { key: 'answered', label: 'Resolvidas no dia', values: perDay.map((d) => d.total) },
            {
              key: 'cumulative',
              label: 'Total acumulado',
              values: perDay.map((d) => (running += d.total)),
            },
          ],
        };
      }
      return { data };
    }),
  );

  app.get(
    '/bff/performance/incidence-of-subjects',
    signedIn((_student, request) => {
      const vertical = ctx.vertical(request);
      const disciplines = PERFORMANCE_DISCIPLINES[vertical];
      const weights = disciplines.map((_, index) => disciplines.length - index + 1);
      const total = weights.reduce((sum, w) => sum + w, 0);
      const data: SubjectIncidence[] = disciplines.map((d, index) => ({
        classification_id: d.id,
        classification_name: d.name,
        percentage: Math.round(((weights[index] ?? 0) / total) * 1000) / 10,
      }));
      return { data };
    }),
  );

  app.get(
    '/bff/performance/trends',
    signedIn((student, request) => {
      const vertical = ctx.vertical(request);
      const rows = tableOf(student).performance[vertical];
      const { start, end } = periodDays(request.query as Query);
      const days = daysBetween(start, end);
      const firstWeek = new Set(days.slice(0, 7));
      const lastWeek = new Set(days.slice(-7));
      const data: PerformanceTrend[] = [];
      for (const d of PERFORMANCE_DISCIPLINES[vertical]) {
        const own = rows.filter((row) => row.discipline_id === d.id);
        const acc = (set: Set<string>) => {
          const inSet = own.filter((row) => set.has(row.date));
          const correct = inSet.reduce((sum, row) => sum + row.correct, 0);
          return accuracy(correct, correct + inSet.reduce((sum, row) => sum + row.incorrect, 0));
        };
        if (own.length === 0) continue;
        const before = acc(firstWeek);
        const after = acc(lastWeek);
        const direction = after - before > 2 ? 'up' : before - after > 2 ? 'down' : 'stable';
        data.push({
          classification_id: d.id,
          classification_name: d.name,
          accuracy_before: before,
          accuracy_after: after,
          direction,
        });
      }
      return { data };
    }),
  );

  app.get(
    '/bff/performance/exams/classifications',
    signedIn((student, request) => {
      const vertical = ctx.vertical(request);
      const rows = tableOf(student).performance[vertical];
      const data: ExamClassification[] = PERFORMANCE_DISCIPLINES[vertical].map((d, index) => {
        const own = rows.filter((row) => row.discipline_id === d.id);
        const correct = own.reduce((sum, row) => sum + row.correct, 0);
        const answered = correct + own.reduce((sum, row) => sum + row.incorrect, 0);
        return { id: d.id, name: d.name, index: index + 1, accuracy: accuracy(correct, answered), answered };
      });
      return { data };
    }),
  );
}
