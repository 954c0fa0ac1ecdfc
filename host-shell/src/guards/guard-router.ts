import type { GuardDecision } from './route-guards';

/** The detail single-spa gives `single-spa:before-routing-event` listeners (the part used here). */
interface BeforeRoutingDetail {
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean | Promise<boolean>) => void;
}

export interface GuardRouterOptions {
  evaluate: (url: URL) => Promise<GuardDecision>;
  /** an in-site navigation (single-spa's navigateToUrl) */
  navigate: (path: string) => void;
  /** leaves the site (location.assign) */
  leave: (url: string) => void;
  win?: Window;
}

/** Redirect hops the first page may take before it is shown anyway (guards never loop, but be sure). */
const MAX_INITIAL_HOPS = 5;

const withoutHash = (href: string) => href.split('#')[0] ?? href;

/**
 * Runs the guards before single-spa mounts anything:
 * - `checkInitialUrl()` before the applications are registered: redirects the first page in place
 *   (history.replaceState) so a blocked area is never even fetched; false when the site is being left;
 * - `install()` then listens to `single-spa:before-routing-event` and answers every navigation with
 *   `cancelNavigation(promise)`: single-spa waits for the decision, so a blocked page never mounts; the
 *   redirect is made once single-spa has put the old URL back.
 * The URL last let through is not checked again (single-spa re-routes to it after a cancel; a hash change
 * stays on the same page).
 */
export function createGuardRouter(options: GuardRouterOptions) {
  const { evaluate, navigate, leave, win = window } = options;
  let allowedUrl: string | null = null;

  const decide = async (href: string): Promise<GuardDecision> => {
    try {
      return await evaluate(new URL(href));
    } catch (error) {
      // a broken guard (ERR_REDIRECT included) must not lock the student out: logged, page shown
      console.error('[host-shell] route guard failed; navigation goes on', error);
      return { kind: 'allow' };
    }
  };

  async function checkInitialUrl(): Promise<boolean> {
    for (let hop = 0; hop < MAX_INITIAL_HOPS; hop += 1) {
      const decision = await decide(win.location.href);
      if (decision.kind === 'allow') break;
      if (decision.kind === 'external') {
        leave(decision.url);
        return false;
      }
      win.history.replaceState(win.history.state, '', decision.to);
    }
    allowedUrl = withoutHash(win.location.href);
    return true;
  }

  const onBeforeRouting = (event: Event) => {
    const { newUrl, cancelNavigation } = ((event as CustomEvent<BeforeRoutingDetail>).detail ??
      {}) as BeforeRoutingDetail;
    if (!newUrl || !cancelNavigation || withoutHash(newUrl) === allowedUrl) return;
    cancelNavigation(
      decide(newUrl).then((decision) => {
        if (decision.kind === 'allow') {
          allowedUrl = withoutHash(newUrl);
          return false;
        }
        // single-spa restores the old URL right after this promise settles; redirect after that
        win.setTimeout(() => (decision.kind === 'external' ? leave(decision.url) : navigate(decision.to)));
        return true;
      }),
    );
  };

  function install(): () => void {
    win.addEventListener('single-spa:before-routing-event', onBeforeRouting);
    return () => win.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
  }

  return { checkInitialUrl, install };
}
