import type { HomeHighlight, PlatformApi, VerticalId } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { hasNumber, hasString, isRecord, UnexpectedResponseError } from 'shared-design-system/area';

function isHighlight(value: unknown): value is HomeHighlight {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'title') && hasString(value, 'url');
}

/** GET /v3/home (vertical=… to ask for another vertical's highlights) → its highlights. */
export async function getHomeHighlights(
  platform: PlatformApi,
  vertical: VerticalId | null,
  signal?: AbortSignal,
): Promise<HomeHighlight[]> {
  try {
    const body = await platform.http.api
      .get('v3/home', { searchParams: vertical ? { vertical } : {}, signal })
      .json<unknown>();
    const data = isRecord(body) ? body.data : undefined;
    if (isRecord(data) && Array.isArray(data.highlights) && data.highlights.every(isHighlight))
      return data.highlights;
    throw new UnexpectedResponseError('destaques');
  } catch (error) {
    logFailure('mfe-study-table', 'getHomeHighlights', error);
    throw error;
  }
}
