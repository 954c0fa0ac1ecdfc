import { useEffect, useState } from 'react';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from 'shared-contracts';
import { ProgressBar } from 'shared-design-system';

export const NAVIGATION_PROGRESS_LABEL = 'Carregando página';
/** the bar never stays longer than this, even if a navigation never reports its end */
const GIVE_UP_MS = 2 * PROGRESS_BAR_DURATION_MS;
const TICK_MS = 100;
/** where the bar waits when the page takes longer than the duration */
const MAX_SHOWN = 95;

/**
 * The top progress bar of spec 1 §2: a navigation (single-spa's before-routing event) that has not finished
 * 200 ms later shows the bar, which fills over 5000 ms; it goes away when the pages have mounted
 * (single-spa's routing event). Quick navigations never show it.
 */
export function NavigationProgress({ win = window }: { win?: Window }) {
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    let delay: ReturnType<typeof setTimeout> | undefined;
    let tick: ReturnType<typeof setInterval> | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(delay);
      clearInterval(tick);
      clearTimeout(giveUp);
      setValue(null);
    };
    const start = () => {
      stop();
      delay = setTimeout(() => {
        const shownAt = Date.now();
        setValue(0);
        tick = setInterval(() => {
          setValue(Math.min(MAX_SHOWN, ((Date.now() - shownAt) / PROGRESS_BAR_DURATION_MS) * 100));
        }, TICK_MS);
      }, PROGRESS_BAR_THROTTLE_MS);
      giveUp = setTimeout(stop, GIVE_UP_MS);
    };
    win.addEventListener('single-spa:before-routing-event', start);
    win.addEventListener('single-spa:routing-event', stop);
    return () => {
      stop();
      win.removeEventListener('single-spa:before-routing-event', start);
      win.removeEventListener('single-spa:routing-event', stop);
    };
  }, [win]);

  if (value === null) return null;
  return (
    <div
      css={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: theme.zIndices.toast,
        '& > div > div:first-of-type': { height: 3 },
      })}
    >
      <ProgressBar label={NAVIGATION_PROGRESS_LABEL} value={Math.round(value)} />
    </div>
  );
}
