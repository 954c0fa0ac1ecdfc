import { queryOptions } from '@tanstack/react-query';
import type { HomeHighlight, HttpClients, VerticalId } from 'shared-contracts';
import {
  hasNumber,
  hasString,
  isRecord,
  STALE_TIME,
  UnexpectedResponseError,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { STATIC_HIGHLIGHTS } from '../static-highlights';

function isHighlight(value: unknown): value is HomeHighlight {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'title') && hasString(value, 'url');
}

/** GET /v3/home (vertical=… to ask for another vertical's highlights) → its highlights. */
export function getHomeHighlights(
  http: HttpClients,
  vertical: VerticalId | null,
  signal?: AbortSignal,
): Promise<readonly HomeHighlight[]> {
  return serviceCall(AREA_NAME, 'getHomeHighlights', async () => {
    const body = await http.api
      .get('v3/home', { searchParams: vertical ? { vertical } : {}, signal })
      .json<unknown>();
    const data = isRecord(body) ? body.data : undefined;
    if (isRecord(data) && Array.isArray(data.highlights) && data.highlights.every(isHighlight))
      return data.highlights;
    throw new UnexpectedResponseError('destaques');
  });
}

/**
 * The highlights of a vertical (`asked`, or the student's own when null): editorial reference data. When
 * the call fails the page shows the vertical's static entry points instead of an error; that fallback is
 * never fresh, so the next visit asks the server again.
 */
export function highlightsQuery(http: HttpClients, asked: VerticalId | null, own: VerticalId) {
  const fallback = STATIC_HIGHLIGHTS[asked ?? own];
  return queryOptions({
    queryKey: [AREA_NAME, 'highlights', asked, own],
    queryFn: ({ signal }) =>
      getHomeHighlights(http, asked, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return fallback;
      }),
    staleTime: (query) => (query.state.data === fallback ? 0 : STALE_TIME.reference),
  });
}
