import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../constants';

/** Whether an element's content is taller or wider than its box. */
export function overflows(
  element: Pick<HTMLElement, 'scrollHeight' | 'clientHeight' | 'scrollWidth' | 'clientWidth'>,
): boolean {
  // 1 px of slack: sub-pixel rounding is not overflow
  return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
}

/**
 * Whether the element `ref` points at overflows its box, measured after layout and again whenever it or the
 * window is resized (debounced, spec 3 §9). `active` false (the content is expanded) stops measuring. The
 * first measure is a layout effect: the 'E mais' button is there in the card's first frame, so the card never
 * grows under the student's eyes (and a test finds it as soon as it finds the card).
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, active = true): boolean {
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setOverflowing(overflows(element));
  }, [ref]);

  useLayoutEffect(() => {
    if (!active) return;
    measure();
    const element = ref.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    if (element) observer?.observe(element);
    window.addEventListener('resize', later);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [active, measure, ref]);

  return overflowing;
}
