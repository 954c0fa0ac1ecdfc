import { queryOptions } from '@tanstack/react-query';
import {
  STALE_TIME,
  expectShape,
  isNumber,
  isPagination,
  isRecord,
  isString,
  serviceCall,
} from 'shared-design-system/area';
import type { HttpClients, QuestionTeachersResponse } from 'shared-contracts';
import { AREA_NAME, FILTER_LIST_PER_PAGE } from '../../../constants';

function isTeachersResponse(value: unknown): value is QuestionTeachersResponse {
  return (
    isRecord(value) &&
    Array.isArray(value.data) &&
    value.data.every((t) => isRecord(t) && isNumber(t.id) && isString(t.name)) &&
    isPagination(value.pagination)
  );
}

/** GET /bff/questions/filters/teacher?page&per_page&query: teachers of the bank. */
export function getTeachers(
  http: HttpClients,
  query: string,
  signal?: AbortSignal,
): Promise<QuestionTeachersResponse> {
  return serviceCall(AREA_NAME, 'getTeachers', async () => {
    const searchParams = new URLSearchParams({ page: '1', per_page: String(FILTER_LIST_PER_PAGE) });
    if (query.trim()) searchParams.set('query', query.trim());
    const body = await http.api
      .get('bff/questions/filters/teacher', { searchParams, signal })
      .json<unknown>();
    return expectShape(body, isTeachersResponse, 'lista de professores');
  });
}

/** Teachers matching `query` (reference data). */
export function teachersQuery(http: HttpClients, query: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'teachers', query],
    queryFn: ({ signal }) => getTeachers(http, query, signal),
    staleTime: STALE_TIME.reference,
  });
}
