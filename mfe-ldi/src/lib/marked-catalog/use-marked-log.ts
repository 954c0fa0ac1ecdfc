import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePlatform } from 'shared-contracts';
import type { MarkedCatalogApi } from './create-marked-catalog-api';

/** Logs what the student did in an entry, then refreshes that entry's event logs (a failure is swallowed). */
export function useMarkedLog(
  api: Pick<MarkedCatalogApi, 'logEvent' | 'eventLogsKey'>,
): (entryId: number, event: string, classId?: number) => Promise<void> {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useCallback(
    async (entryId: number, event: string, classId?: number) => {
      await api.logEvent(platform, entryId, event, classId);
      await queryClient.invalidateQueries({ queryKey: api.eventLogsKey(entryId) });
    },
    [api, platform, queryClient],
  );
}
