import type { PlatformApi } from 'shared-contracts';
import { GOAL_EXPLORER_TOGGLER_KEY } from '../../../constants';
import { queryOptions } from '@tanstack/react-query';
import { isRecord, STALE_TIME, logServiceFailure } from 'shared-design-system/area';

/**
 * The explorer's title: GET /bff/toggler/key/goal-explorer → data.title_side_menu; null when it has none or
 * the call fails (spec 1 §8), and the page uses its default.
 */
export async function getExplorerTitle(platform: PlatformApi, signal?: AbortSignal): Promise<string | null> {
  try {
    const body = await platform.http.api
      .get(`bff/toggler/key/${GOAL_EXPLORER_TOGGLER_KEY}`, { signal })
      .json<unknown>();
    const data = isRecord(body) ? body.data : undefined;
    const title = isRecord(data) ? data.title_side_menu : undefined;
    return typeof title === 'string' && title.trim() !== '' ? title : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    logServiceFailure('mfe-goals', 'getExplorerTitle', error);
    return null;
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
