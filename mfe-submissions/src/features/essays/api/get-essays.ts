import { queryOptions } from '@tanstack/react-query';
import { ESSAYS_PER_PAGE, type Essay, type HttpClients } from 'shared-contracts';
import { isRecord, STALE_TIME, UnexpectedResponseError } from 'shared-design-system/area';
import { isSubmissionStatus } from '../../../lib/status-badge';
import { AREA_NAME } from '../../../constants';

/** An essay as GET /v3/redacoes sends it (what the screen uses is checked). */
export function isEssay(value: unknown): value is Essay {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    isSubmissionStatus(value.status) &&
    typeof value.created_at === 'string'
  );
}

/** GET /v3/redacoes?page&perPage=100&order_by=created_at&sort=desc: the student's essays, newest first. */
export async function getEssays(http: HttpClients, signal?: AbortSignal): Promise<Essay[]> {
  const body = await http.api
    .get('v3/redacoes', {
      searchParams: { page: 1, perPage: ESSAYS_PER_PAGE, order_by: 'created_at', sort: 'desc' },
      signal,
    })
    .json<unknown>();
  if (!isRecord(body) || !Array.isArray(body.data)) throw new UnexpectedResponseError('redações');
  return body.data.filter(isEssay);
}

/** Every query of the student's essays (a new essay invalidates them). */
export const ESSAYS_KEY = [AREA_NAME, 'essays'] as const;

/** The student's essays: live data (a correction changes their status), revalidated on each return. */
export function essaysQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [...ESSAYS_KEY, 'list'],
    queryFn: ({ signal }) => getEssays(http, signal),
    staleTime: STALE_TIME.live,
  });
}
