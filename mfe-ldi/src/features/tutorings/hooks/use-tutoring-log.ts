import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePlatform } from 'shared-contracts';
import { logTutoringEvent } from '../api/change-tutoring';
import type { TutoringEventLog } from '../api/tutoring-types';
import { tutoringHistoryQuery } from '../api/tutorings-api';

/** Logs what the student did in a tutoring, then refreshes that tutoring's history (a failure is swallowed). */
export function useTutoringLog(): (event: TutoringEventLog) => Promise<void> {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useCallback(
    async (event: TutoringEventLog) => {
      await logTutoringEvent(platform, event);
      await queryClient.invalidateQueries({
        queryKey: tutoringHistoryQuery(platform, event.tutoring_id).queryKey,
      });
    },
    [platform, queryClient],
  );
}
