import type { CastHome, HttpClients } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { isCastHome } from '../../../lib/cast-guards';
import { castCall } from '../../../lib/cast-response';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /v3/cast/home: shelves of albums for the student's vertical. */
export function getCastHome(http: HttpClients, signal?: AbortSignal): Promise<CastHome> {
  return castCall(
    () => http.api.get('v3/cast/home', { signal }).json<unknown>(),
    isCastHome,
    'início do Cast',
  );
}

export function useCastHome() {
  const { http } = usePlatform();
  return useRemoteData((signal) => getCastHome(http, signal), [http]);
}
