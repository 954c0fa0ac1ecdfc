import { earlyBootAsked } from '../boot/early-boot-answers';
import { UPSELLING_OFFERS_PATH } from './upselling-rules';

/** The upselling panel's code: a chunk of its own, since the panel is due once in 720 hours (chrome-root). */
export const loadUpsellingPanel = () =>
  import(/* webpackChunkName: "on-demand-upselling" */ './upselling-panel');

/**
 * Starts fetching the panel's code as the shell starts, when the early boot asked for the offers (the panel is
 * due on this first page: early-boot.ts), instead of once the chrome has rendered and asks for it (issue 12:
 * the panel's text is then the largest of a phone-sized first page, so that page's largest contentful paint,
 * and it waited for a round trip that started ~0.5 s after the shell's bundle ran). Returns whether it did. A
 * failed fetch is not reported here: the chrome's own load of the chunk retries it and shows no panel.
 */
export function preloadDueUpsellingPanel(load: () => Promise<unknown> = loadUpsellingPanel): boolean {
  if (!earlyBootAsked(`/${UPSELLING_OFFERS_PATH}`)) return false;
  load().catch(() => undefined);
  return true;
}
