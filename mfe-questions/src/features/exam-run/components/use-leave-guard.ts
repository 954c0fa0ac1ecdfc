import { useEffect } from 'react';

export const LEAVE_EXAM_MESSAGE =
  'Deseja sair do simulado? O tempo continua correndo e ele não será finalizado.';

interface BeforeRoutingDetail {
  cancelNavigation?: (value?: boolean) => void;
  oldUrl?: string;
  newUrl?: string;
}

/** The browser's own confirmation (looked up at call time). */
function askInBrowser(message: string): boolean {
  return window.confirm(message);
}

/**
 * While `active`, leaving asks for confirmation: in-site navigations (single-spa's before-routing event,
 * fired for the host's links and this area's own) are cancelled when the student says no; closing or
 * reloading the tab gets the browser's own prompt.
 */
export function useLeaveGuard(active: boolean, confirm: (message: string) => boolean = askInBrowser) {
  useEffect(() => {
    if (!active) return undefined;
    const onRouting = (event: Event) => {
      const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
      if (!detail?.cancelNavigation || detail.oldUrl === detail.newUrl) return;
      if (!confirm(LEAVE_EXAM_MESSAGE)) detail.cancelNavigation();
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = LEAVE_EXAM_MESSAGE;
    };
    window.addEventListener('single-spa:before-routing-event', onRouting);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', onRouting);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [active, confirm]);
}
