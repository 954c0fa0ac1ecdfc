import { queryOptions } from '@tanstack/react-query';
import type {
  HttpClients,
  RankingEntry,
  RankingResult,
  RankingSubmission,
  RankingSubmitForm,
  RankingUserPosition,
  RankingVacancy,
} from 'shared-contracts';
import {
  expectShape,
  isArrayOf,
  isPagination,
  isRecord,
  nullWhenNotFound,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  UnexpectedResponseError,
  type Pagination,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** Lines per ranking page (spec 2 §9). */
export const RANKING_PER_PAGE = 15;

const isEntry = shapeGuard<RankingEntry>({
  position: 'number',
  user_id: 'number',
  name: 'string',
  score: 'number',
  correct: 'number',
  is_current_user: 'boolean',
});
const isVacancy = shapeGuard<RankingVacancy>({ id: 'number', name: 'string', places: 'number' });

/** One page of a ranking: its lines, the exam's vacancies (general ranking only) and the pagination. */
export interface RankingPage {
  entries: RankingEntry[];
  vacancies: RankingVacancy[];
  pagination: Pagination;
}

const isGeneralPage = shapeGuard<{
  data: { entries: RankingEntry[]; vacancies: RankingVacancy[] };
  pagination: Pagination;
}>({
  data: (value) =>
    isRecord(value) && isArrayOf(value.entries, isEntry) && isArrayOf(value.vacancies, isVacancy),
  pagination: isPagination,
});

/** GET /bff/ranking/exam/{id}?page&per_page=15 */
export function getRankingPage(
  http: HttpClients,
  examId: string,
  page: number,
  signal?: AbortSignal,
): Promise<RankingPage> {
  return serviceCall(AREA_NAME, 'getRankingPage', async () => {
    const body = await http.api
      .get(`bff/ranking/exam/${encodeURIComponent(examId)}`, {
        searchParams: { page, per_page: RANKING_PER_PAGE },
        signal,
      })
      .json<unknown>();
    const { data, pagination } = expectShape(body, isGeneralPage, 'página do ranking');
    return { entries: data.entries, vacancies: data.vacancies, pagination };
  });
}

const isEtag = shapeGuard<{ data: { etag: string } }>({
  data: (value) => isRecord(value) && typeof value.etag === 'string',
});
const isVacancyPage = shapeGuard<{ data: RankingEntry[]; pagination: Pagination }>({
  data: (value) => isArrayOf(value, isEntry),
  pagination: isPagination,
});

/**
 * A vacancy's ranking: the etag lookup first, then GET exam/{id}/vacancy/{vid}?page&per_page&etag (the page
 * is cached under the etag, so a changed ranking is never mixed with an old one).
 */
export function getVacancyRanking(
  http: HttpClients,
  examId: string,
  vacancyId: number,
  page: number,
  signal?: AbortSignal,
): Promise<RankingPage> {
  return serviceCall(AREA_NAME, 'getVacancyRanking', async () => {
    const base = `bff/ranking/exam/${encodeURIComponent(examId)}/vacancy/${vacancyId}`;
    const etagBody = await http.api.get(`${base}/etag`, { signal }).json<unknown>();
    const { etag } = expectShape(etagBody, isEtag, 'etag do ranking').data;
    const body = await http.api
      .get(base, { searchParams: { page, per_page: RANKING_PER_PAGE, etag }, signal })
      .json<unknown>();
    const { data, pagination } = expectShape(body, isVacancyPage, 'ranking do cargo');
    return { entries: data, vacancies: [], pagination };
  });
}

/** A page of the general ranking, or of one vacancy's. */
export function rankingPageQuery(http: HttpClients, examId: string, vacancyId: number | null, page: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ranking-page', examId, vacancyId, page],
    queryFn: ({ signal }) =>
      vacancyId === null
        ? getRankingPage(http, examId, page, signal)
        : getVacancyRanking(http, examId, vacancyId, page, signal),
    staleTime: STALE_TIME.default,
    // the page shown stays while the next page of the same ranking loads (never another vacancy's)
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === examId && previousQuery.queryKey[3] === vacancyId ? previous : undefined,
  });
}

const isUserPosition = shapeGuard<RankingUserPosition>({
  position: 'number',
  page: 'number',
  score: 'number',
  correct: 'number',
  participants: 'number',
});

/** GET /bff/ranking/exam/{id}/user/{uid}: the student's own line; null when not ranked. */
export function getRankingUserPosition(
  http: HttpClients,
  examId: string,
  userId: number,
  signal?: AbortSignal,
): Promise<RankingUserPosition | null> {
  return serviceCall(AREA_NAME, 'getRankingUserPosition', async () => {
    const body = await http.api
      .get(`bff/ranking/exam/${encodeURIComponent(examId)}/user/${userId}`, { signal })
      .json<unknown>();
    if (isRecord(body) && body.data === null) return null;
    if (isRecord(body) && isUserPosition(body.data)) return body.data;
    throw new UnexpectedResponseError('posição no ranking');
  });
}

export function rankingUserPositionQuery(http: HttpClients, examId: string, userId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ranking-position', examId, userId],
    queryFn: ({ signal }) => getRankingUserPosition(http, examId, userId, signal),
    staleTime: STALE_TIME.live,
  });
}

const isSubmission = shapeGuard<RankingSubmission>({
  vacancy_id: 'number',
  correct: 'number',
  name_visible: 'boolean',
});
const isSubmitForm = shapeGuard<RankingSubmitForm>({
  exam_id: 'number',
  exam_name: 'string',
  vacancies: (value) => isArrayOf(value, isVacancy),
  questions: 'number',
  current: (value) => value === null || isSubmission(value),
});

/** GET /bff/ranking/submit/exam/{id}: what the entry form asks, with the entry already sent. */
export function getRankingSubmitForm(
  http: HttpClients,
  examId: string,
  signal?: AbortSignal,
): Promise<RankingSubmitForm> {
  return serviceCall(AREA_NAME, 'getRankingSubmitForm', async () => {
    const body = await http.api
      .get(`bff/ranking/submit/exam/${encodeURIComponent(examId)}`, { signal })
      .json<unknown>();
    if (isRecord(body) && isSubmitForm(body.data)) return body.data;
    throw new UnexpectedResponseError('formulário do ranking');
  });
}

export function rankingSubmitFormQuery(http: HttpClients, examId: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ranking-submit-form', examId],
    queryFn: ({ signal }) => getRankingSubmitForm(http, examId, signal),
    staleTime: STALE_TIME.live,
  });
}

const isResult = shapeGuard<RankingResult>({
  exam_id: 'number',
  user_id: 'number',
  position: 'number',
  vacancy_position: 'number',
  participants: 'number',
  vacancy_participants: 'number',
  score: 'number',
});

/** POST /bff/ranking/submit/exam/{id} {vacancy_id, correct, name_visible}. */
export function submitRankingEntry(
  http: HttpClients,
  examId: string,
  entry: RankingSubmission,
): Promise<void> {
  return serviceCall(AREA_NAME, 'submitRankingEntry', async () => {
    await http.api.post(`bff/ranking/submit/exam/${encodeURIComponent(examId)}`, { json: entry });
  });
}

/** GET /bff/ranking/result/exam/{id}/user/{uid}: the student's result; null when nothing was sent (404). */
export function getRankingResult(
  http: HttpClients,
  examId: string,
  userId: number,
  signal?: AbortSignal,
): Promise<RankingResult | null> {
  return serviceCall(AREA_NAME, 'getRankingResult', () =>
    nullWhenNotFound(async () => {
      const body = await http.api
        .get(`bff/ranking/result/exam/${encodeURIComponent(examId)}/user/${userId}`, { signal })
        .json<unknown>();
      if (isRecord(body) && isResult(body.data)) return body.data;
      throw new UnexpectedResponseError('resultado do ranking');
    }),
  );
}

export function rankingResultQuery(http: HttpClients, examId: string, userId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ranking-result', examId, userId],
    queryFn: ({ signal }) => getRankingResult(http, examId, userId, signal),
    staleTime: STALE_TIME.live,
  });
}

/** What a sent entry makes out of date: the exam's pages, the student's position, result and the list. */
export const RANKING_KEYS_AFTER_SUBMIT = (examId: string) => [
  [AREA_NAME, 'ranking-page', examId],
  [AREA_NAME, 'ranking-position', examId],
  [AREA_NAME, 'ranking-result', examId],
  [AREA_NAME, 'ranking-submit-form', examId],
  [AREA_NAME, 'ranking-exams'],
  [AREA_NAME, 'ranking-exam', examId],
];
