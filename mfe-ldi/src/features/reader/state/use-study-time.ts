import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { STUDY_TIME_TICK_SECONDS } from '../../../constants';
import { sendBlockTime, studyTimeKey } from '../api/study-time';

/**
 * Counts the seconds an item is open (page visible) and sends them with its first block every
 * STUDY_TIME_TICK_SECONDS (GET blocks/{id}/time?current_seconds), and once more when it closes; then the
 * study times shown are asked again.
 */
export function useBlockTime(blockId: number | null) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (blockId === null) return;
    // the times shown (item, chapter, document) are asked again once the server has the new seconds
    const send = (seconds: number) =>
      void sendBlockTime(platform, blockId, seconds).then(() =>
        queryClient.invalidateQueries({ queryKey: studyTimeKey }),
      );
    let seconds = 0;
    let sent = 0;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      seconds += 1;
      if (seconds % STUDY_TIME_TICK_SECONDS === 0) {
        sent = seconds;
        send(seconds);
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      if (seconds > sent) send(seconds);
    };
  }, [platform, queryClient, blockId]);
}
