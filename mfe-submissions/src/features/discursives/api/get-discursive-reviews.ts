import { queryOptions } from '@tanstack/react-query';
import { DISCURSIVE_CATALOGUE_PER_PAGE, type Discursive, type HttpClients } from 'shared-contracts';
import { expectData, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isList } from '../../../lib/guards';
import { DISCURSIVES_KEY, isDiscursive } from './get-discursives';

/**
 * GET /v3/discursives/review?is_review=true&page=1&perPage=20: the exams the student sent that are in or
 * back from correction (spec 3 §7 'review (is_review)'). A failure is logged and rethrown.
 */
export function getDiscursiveReviews(http: HttpClients, signal?: AbortSignal): Promise<Discursive[]> {
  return serviceCall(AREA_NAME, 'getDiscursiveReviews', async () => {
    const body = await http.api
      .get('v3/discursives/review', {
        searchParams: { is_review: true, page: 1, perPage: DISCURSIVE_CATALOGUE_PER_PAGE },
        signal,
      })
      .json<unknown>();
    return expectData(body, isList, 'simulados em correção').filter(isDiscursive);
  });
}

/** The review list: live (a correction changes it), under the discursives key (a submission changes it). */
export function discursiveReviewsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [...DISCURSIVES_KEY, 'review'] as const,
    queryFn: ({ signal }) => getDiscursiveReviews(http, signal),
    staleTime: STALE_TIME.live,
  });
}
