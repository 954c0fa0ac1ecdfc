import { queryOptions } from '@tanstack/react-query';
import type { HomeContent, HomeContentVertical, HttpClients, VerticalId } from 'shared-contracts';
import {
  expectData,
  expectShape,
  isArrayOf,
  isAbortError,
  logServiceFailure,
  serviceCall,
  shapeGuard,
  STALE_TIME,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** The home content file of each vertical that has one (spec 3 §7 Home). */
export const HOME_CONTENT_OF: Partial<Record<VerticalId, HomeContentVertical>> = {
  concursos: 'concursos',
  medicina: 'med',
  oab: 'oab',
  vestibulares: 'vestibulares',
};

const isLink = shapeGuard<{ id: number; title: string; url: string }>({
  id: 'number',
  title: 'string',
  url: 'string',
});
const isSection = shapeGuard<HomeContent['sections'][number]>({
  id: 'number',
  title: 'string',
  items: (value) => isArrayOf(value, isLink),
});
const isHomeContent = shapeGuard<HomeContent>({
  title: 'string',
  banners: (value) => isArrayOf(value, isLink),
  sections: (value) => isArrayOf(value, isSection),
});

/** Where the static fallback file of a vertical is served (beside the site, not by the content API). */
export const homeFallbackPath = (vertical: HomeContentVertical) => `static-bff/home/home-${vertical}.json`;

/** The home content and where it came from. */
export interface HomeContentAnswer {
  content: HomeContent;
  source: 'api' | 'static';
}

/**
 * GET /v3/contents/home-{vertical}; when it fails, the vertical's static fallback file (spec 3 §8: home
 * fetch failure → static fallback). The failure is logged; only both failing is an error.
 */
export async function getHomeContent(
  http: HttpClients,
  vertical: HomeContentVertical,
  signal?: AbortSignal,
): Promise<HomeContentAnswer> {
  try {
    const body = await http.api.get(`v3/contents/home-${vertical}`, { signal }).json<unknown>();
    return { content: expectData(body, isHomeContent, 'conteúdo da home'), source: 'api' };
  } catch (error) {
    if (isAbortError(error)) throw error;
    logServiceFailure(AREA_NAME, 'getHomeContent', error);
  }
  return serviceCall(AREA_NAME, 'getHomeContentFallback', async () => {
    const body = await http.api.get(homeFallbackPath(vertical), { signal }).json<unknown>();
    return {
      content: expectShape(body, isHomeContent, 'arquivo estático da home'),
      source: 'static' as const,
    };
  });
}

/** A vertical's home content (editorial reference data; the fallback is never fresh). */
export function homeContentQuery(http: HttpClients, vertical: HomeContentVertical) {
  return queryOptions({
    queryKey: [AREA_NAME, 'home-content', vertical],
    queryFn: ({ signal }) => getHomeContent(http, vertical, signal),
    staleTime: (query) => (query.state.data?.source === 'static' ? 0 : STALE_TIME.reference),
  });
}
