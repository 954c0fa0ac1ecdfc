import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { STUDY_TIME_TICK_SECONDS } from '../../../constants';
import { sendBlockTime } from '../api/study-time';

/**
 * Counts the seconds an item is open (page visible) and sends them with its first block every
 * STUDY_TIME_TICK_SECONDS (GET blocks/{id}/time?current_seconds), and once more when it closes.
 */
export function useBlockTime(blockId: number | null) {
  const platform = usePlatform();
  useEffect(() => {
    if (blockId === null) return;
    let seconds = 0;
    let sent = 0;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      seconds += 1;
      if (seconds % STUDY_TIME_TICK_SECONDS === 0) {
        sent = seconds;
        void sendBlockTime(platform, blockId, seconds);
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      if (seconds > sent) void sendBlockTime(platform, blockId, seconds);
    };
  }, [platform, blockId]);
}
