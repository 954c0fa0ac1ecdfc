import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

/**
 * Seconds left of `duration` while `running`, counted from the wall clock (a throttled background tab
 * does not slow the exam down); calls `onElapsed` once when it reaches zero.
 */
export function useCountdown(duration: number, running: boolean, onElapsed: () => void): number {
  const [left, setLeft] = useState(duration);
  const elapsedRef = useRef(onElapsed);
  elapsedRef.current = onElapsed;

  useEffect(() => {
    if (!running) return undefined;
    const endsAt = Date.now() + duration * 1000;
    setLeft(duration);
    let done = false;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !done) {
        done = true;
        clearInterval(timer);
        elapsedRef.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [duration, running]);

  return left;
}

/** 3725 → '01:02:05' */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(safe / 3600))}:${pad(Math.floor((safe % 3600) / 60))}:${pad(safe % 60)}`;
}
