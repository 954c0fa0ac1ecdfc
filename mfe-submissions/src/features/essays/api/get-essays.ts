import { ESSAYS_PER_PAGE, usePlatform, type Essay, type HttpClients } from 'shared-contracts';
import { isRecord, UnexpectedAnswerError } from '../../../lib/is-record';
import { isSubmissionStatus } from '../../../lib/status-badge';
import { useRemoteData } from '../../../lib/use-remote-data';

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
  if (!isRecord(body) || !Array.isArray(body.data)) throw new UnexpectedAnswerError('redações');
  return body.data.filter(isEssay);
}

/** The essays list; `version` changes after a send so the list is fetched again. */
export function useEssays(version: number) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getEssays(http, signal), `essays-${version}`);
}
