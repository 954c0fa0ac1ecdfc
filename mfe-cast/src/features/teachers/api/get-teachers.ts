import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CastTeacherPage, HttpClients } from 'shared-contracts';
import { TEACHERS_PER_PAGE } from '../../../constants';
import { isCastTeacherPage } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** GET /v3/cast/teachers/published?page&per_page=10: the published teachers of the vertical. */
export function getTeachers(http: HttpClients, page: number, signal?: AbortSignal): Promise<CastTeacherPage> {
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(TEACHERS_PER_PAGE) });
  return castService(
    'getTeachers',
    () => http.api.get('v3/cast/teachers/published', { searchParams, signal }).json<unknown>(),
    isCastTeacherPage,
    'professores',
  );
}

export function teachersQuery(http: HttpClients, page: number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.teachers(page),
    queryFn: ({ signal }) => getTeachers(http, page, signal),
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
  });
}
