import { queryOptions } from '@tanstack/react-query';
import { GOALS_PAGE_SIZE, type PlatformApi, type PublicGoalsSearchBody } from 'shared-contracts';
import { FRESH_ON_RETURN, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import type { GoalsPage } from '../../goals/api/get-goals';
import { readGoalsPage } from '../../goals/api/search-goals-explorer';

/** POST /bff/public/search/goals {q, page, per_page: 15}: the public goals search. */
export async function searchPublicGoals(
  platform: PlatformApi,
  term: string,
  page: number,
  signal?: AbortSignal,
): Promise<GoalsPage> {
  const json: PublicGoalsSearchBody = { q: term.trim(), page, per_page: GOALS_PAGE_SIZE };
  return serviceCall(AREA_NAME, 'searchPublicGoals', async () =>
    readGoalsPage(
      await platform.http.api.post('bff/public/search/goals', { json, signal }).json<unknown>(),
      'objetivos encontrados',
    ),
  );
}

export function publicGoalsSearchQuery(platform: PlatformApi, term: string, page: number) {
  return queryOptions({
    queryKey: ['goals', 'public-search', term.trim(), page],
    queryFn: ({ signal }) => searchPublicGoals(platform, term, page, signal),
    ...FRESH_ON_RETURN,
  });
}
