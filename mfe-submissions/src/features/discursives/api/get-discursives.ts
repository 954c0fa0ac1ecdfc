import {
  DISCURSIVE_CATALOGUE_PER_PAGE,
  usePlatform,
  type Discursive,
  type HttpClients,
} from 'shared-contracts';
import { isRecord, UnexpectedAnswerError } from '../../../lib/is-record';
import { useRemoteData } from '../../../lib/use-remote-data';

/** A discursive exam as the catalogue and detail calls send it (what the screens use is checked). */
export function isDiscursive(value: unknown): value is Discursive {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.available_until === 'string' &&
    Array.isArray(value.authors) &&
    Array.isArray(value.submissions) &&
    typeof value.additional_submission_limit === 'number'
  );
}

/** GET /v3/discursives/catalog?page=1&perPage=20. */
export async function getDiscursives(http: HttpClients, signal?: AbortSignal): Promise<Discursive[]> {
  const body = await http.api
    .get('v3/discursives/catalog', {
      searchParams: { page: 1, perPage: DISCURSIVE_CATALOGUE_PER_PAGE },
      signal,
    })
    .json<unknown>();
  if (!isRecord(body) || !Array.isArray(body.data)) throw new UnexpectedAnswerError('simulados discursivos');
  return body.data.filter(isDiscursive);
}

export function useDiscursives() {
  const { http } = usePlatform();
  return useRemoteData((signal) => getDiscursives(http, signal), 'discursives');
}
