import { queryOptions } from '@tanstack/react-query';
import { ESSAYS_PER_PAGE, type Essay, type HttpClients } from 'shared-contracts';
import { expectData, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isList } from '../../../lib/guards';
import { isSubmissionStatus } from '../../../lib/status-badge';

/** An essay as GET /v3/redacoes sends it (what the screen uses is checked). */
export const isEssay = shapeGuard<Essay>({
  id: 'number',
  title: 'string',
  status: isSubmissionStatus,
  created_at: 'string',
});

/**
 * GET /v3/redacoes?page&perPage=100&order_by=created_at&sort=desc: the student's essays, newest first (an
 * item of another shape is left out rather than failing the list). A failure is logged and rethrown.
 */
export function getEssays(http: HttpClients, signal?: AbortSignal): Promise<Essay[]> {
  return serviceCall(AREA_NAME, 'getEssays', async () => {
    const body = await http.api
      .get('v3/redacoes', {
        searchParams: { page: 1, perPage: ESSAYS_PER_PAGE, order_by: 'created_at', sort: 'desc' },
        signal,
      })
      .json<unknown>();
    return expectData(body, isList, 'redações').filter(isEssay);
  });
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
