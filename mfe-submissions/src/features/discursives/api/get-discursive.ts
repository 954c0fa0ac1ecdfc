import { usePlatform, type Discursive, type HttpClients } from 'shared-contracts';
import { isRecord, UnexpectedAnswerError } from '../../../lib/is-record';
import { readApiError } from '../../../lib/read-api-error';
import { useRemoteData } from '../../../lib/use-remote-data';
import { isDiscursive } from './get-discursives';

/** GET /v3/discursives/slug/{slug}; null when it does not exist. */
export async function getDiscursive(
  http: HttpClients,
  slug: string,
  signal?: AbortSignal,
): Promise<Discursive | null> {
  let body: unknown;
  try {
    body = await http.api.get(`v3/discursives/slug/${encodeURIComponent(slug)}`, { signal }).json<unknown>();
  } catch (error) {
    if ((await readApiError(error)).status === 404) return null;
    throw error;
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!isDiscursive(data)) throw new UnexpectedAnswerError('simulado discursivo');
  return data;
}

/** The exam of /discursivas/{slug}; `version` changes after a send so it is fetched again. */
export function useDiscursive(slug: string, version: number) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getDiscursive(http, slug, signal), `${slug}|${version}`);
}
