import type { PlatformApi } from 'shared-contracts';
import { GOAL_EXPLORER_DEFAULT_TITLE, GOAL_EXPLORER_TOGGLER_KEY } from '../../../constants';
import { queryOptions } from '@tanstack/react-query';
import { isRecord, STALE_TIME, logServiceFailure } from 'shared-design-system/area';

/** The explorer's title: GET /bff/toggler/key/goal-explorer → data.title_side_menu (default on failure, spec 1 §8). */
export async function getExplorerTitle(platform: PlatformApi, signal?: AbortSignal): Promise<string> {
  try {
    const body = await platform.http.api
      .get(`bff/toggler/key/${GOAL_EXPLORER_TOGGLER_KEY}`, { signal })
      .json<unknown>();
    const data = isRecord(body) ? body.data : undefined;
    const title = isRecord(data) ? data.title_side_menu : undefined;
    return typeof title === 'string' && title.trim() !== '' ? title : GOAL_EXPLORER_DEFAULT_TITLE;
  } catch (error) {
    if (signal?.aborted) throw error;
    logServiceFailure('mfe-goals', 'getExplorerTitle', error);
    return GOAL_EXPLORER_DEFAULT_TITLE;
  }
}

/** The explorer's title (a toggler value: reference data). */
export function explorerTitleQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: ['goals', 'explorer-title'],
    queryFn: ({ signal }) => getExplorerTitle(platform, signal),
    staleTime: STALE_TIME.reference,
  });
}
