import { queryOptions } from '@tanstack/react-query';
import type { HomeHighlight, HttpClients, VerticalId } from 'shared-contracts';
import {
  hasNumber,
  hasString,
  isAbortError,
  isRecord,
  logServiceFailure,
  serviceCall,
  STALE_TIME,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

function isHighlight(value: unknown): value is HomeHighlight {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'title') && hasString(value, 'url');
}

/** The highlights of `{vertical, highlights}` (the `data` of GET /v3/home, the whole static file). */
function highlightsOf(value: unknown, what: string): readonly HomeHighlight[] {
  if (isRecord(value) && Array.isArray(value.highlights) && value.highlights.every(isHighlight))
    return value.highlights;
  throw new UnexpectedResponseError(what);
}

/** Where the static fallback file of a vertical's highlights is served (beside the site, not by the API). */
export const highlightsFallbackPath = (vertical: VerticalId) => `static-bff/home/highlights-${vertical}.json`;

/** The highlights and where they came from. */
export interface HighlightsAnswer {
  highlights: readonly HomeHighlight[];
  source: 'api' | 'static';
}

/**
 * GET /v3/home (vertical=… to ask for another vertical's highlights); when it fails, the vertical's static
 * fallback file (spec 3 §7 Home, §8: home fetch failure → static fallback). The failure is logged; only
 * both failing is an error.
 */
export async function getHomeHighlights(
  http: HttpClients,
  asked: VerticalId | null,
  own: VerticalId,
  signal?: AbortSignal,
): Promise<HighlightsAnswer> {
  try {
    const body = await http.api
      .get('v3/home', { searchParams: asked ? { vertical: asked } : {}, signal })
      .json<unknown>();
    return { highlights: highlightsOf(isRecord(body) ? body.data : undefined, 'destaques'), source: 'api' };
  } catch (error) {
    if (isAbortError(error)) throw error;
    logServiceFailure(AREA_NAME, 'getHomeHighlights', error);
  }
  return serviceCall(AREA_NAME, 'getHomeHighlightsFallback', async () => {
    const body = await http.api.get(highlightsFallbackPath(asked ?? own), { signal }).json<unknown>();
    return { highlights: highlightsOf(body, 'arquivo estático dos destaques'), source: 'static' as const };
  });
}

/**
 * The highlights of a vertical (`asked`, or the student's own when null): editorial reference data. The
 * static fallback is never fresh, so the next visit asks the server again.
 */
export function highlightsQuery(http: HttpClients, asked: VerticalId | null, own: VerticalId) {
  return queryOptions({
    queryKey: [AREA_NAME, 'highlights', asked, own],
    queryFn: ({ signal }) => getHomeHighlights(http, asked, own, signal),
    staleTime: (query) => (query.state.data?.source === 'static' ? 0 : STALE_TIME.reference),
  });
}
