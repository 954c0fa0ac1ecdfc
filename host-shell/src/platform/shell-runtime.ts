/**
 * What the shell runs beside the areas but the chrome's first paint does not need: the route guards, the
 * layouts, the vertical's favicon, the online status, the preview carried across navigation, the page
 * behaviour, event tracking and UTM capture. root-config loads this chunk at boot, in parallel with the session and flags requests, and
 * waits for it before any application is registered, so no page mounts unguarded.
 */
import { navigateToUrl } from 'single-spa';
import type { EnvironmentName, EventBus, HttpClients, VerticalId } from 'shared-contracts';
import { yieldToMain } from 'shared-contracts/yield-to-main';
import { previewAtom } from '../features/feature-state';
import { fetchEcommerce } from '../features/load-features';
import { fetchMaintenance } from '../features/maintenance';
import { installPreviewCarry } from '../features/preview-carry';
import { waitForFeatures } from '../features/wait-for-features';
import { createGuardRouter } from '../guards/guard-router';
import { evaluateGuards, type GuardContext } from '../guards/route-guards';
import { installLayouts } from '../layouts/install-layouts';
import { onSignOut } from '../session/auth-urls';
import { trackOnlineStatus } from '../session/online-status';
import { mayHaveUtm } from '../marketing/may-have-utm';
import { installPageHistory, pushPage } from '../navigation/page-history';
import {
  accessibilityAtom,
  ecommerceAtom,
  featuresAtom,
  pageHistoryAtom,
  shellStore,
  userAtom,
} from '../state/shell-store';
import { loadSettings, saveSettings } from '../accessibility/accessibility-settings';
import { installEventTracker, installPageViewTracking } from '../tracking/event-tracker';
import { localStorageOrNull } from './local-storage';
import { installPageBehaviour } from './page-behaviour';
import { applyVerticalToDocument } from './vertical';

export interface ShellRuntimeOptions {
  vertical: VerticalId;
  bus: EventBus;
  http: HttpClients;
  environment: EnvironmentName;
  /** how long a guard waits for flags that are still loading (the boot wait) */
  featuresWaitMs: number;
}

/**
 * UTM parameters (spec 1 §7): kept in cookies at once, posted once the student is signed in. The module
 * loads only on pages that have a campaign (utm_ parameters or cookies).
 */
function installUtm(http: HttpClients): void {
  const search = window.location.search;
  if (!mayHaveUtm(search, document.cookie)) return;
  void import(/* webpackChunkName: "on-demand-utm" */ '../marketing/utm').then(({ captureUtm }) => {
    const run = () =>
      captureUtm({
        http,
        search,
        signedIn: shellStore.get(userAtom) !== null,
        storage: localStorageOrNull(),
      });
    void run();
    if (shellStore.get(userAtom) !== null) return;
    const unsubscribe = shellStore.sub(userAtom, () => {
      if (shellStore.get(userAtom) === null) return;
      unsubscribe();
      void run();
    });
  });
}

/** The accessibility settings saved in this browser apply from the first page, and every change is saved. */
function installAccessibility(): void {
  shellStore.set(accessibilityAtom, loadSettings(localStorageOrNull()));
  shellStore.sub(accessibilityAtom, () =>
    saveSettings(localStorageOrNull(), shellStore.get(accessibilityAtom)),
  );
}

/**
 * Installs everything above and resolves to the guard router (checkInitialUrl before registering, then
 * install). Three tasks, not one (issue 12: traced on a first page, the runtime's one task took 16–29 ms
 * unthrottled, 64–116 ms on a phone's CPU): the vertical, the preview and the layouts; then the rest of what
 * the first page reads (online status, page behaviour, history, accessibility settings, UTM); then the
 * tracker. root-config waits for the router, so every part is installed before any application mounts.
 */
export async function installShellRuntime(options: ShellRuntimeOptions) {
  const { vertical, bus, http, environment, featuresWaitMs } = options;
  applyVerticalToDocument(vertical);
  installPreviewCarry((preview) => shellStore.set(previewAtom, preview));
  installLayouts({ bus });
  await yieldToMain();
  trackOnlineStatus();
  installPageBehaviour();
  installPageHistory((path) =>
    shellStore.set(pageHistoryAtom, pushPage(shellStore.get(pageHistoryAtom), path)),
  );
  installAccessibility();
  installUtm(http);
  // The tracker and the first page view in a task of their own (issue 12): its outbox's first read and write
  // of the session storage made this task one of the first page's long ones. Nothing is tracked before: the
  // first page view is its own, and the areas that track mount after the guards, tasks later.
  void yieldToMain().then(() => {
    installEventTracker({
      bus,
      http,
      userId: () => shellStore.get(userAtom)?.id ?? null,
      onUserChange: (listener) => shellStore.sub(userAtom, listener),
      onSignOut,
    });
    installPageViewTracking(bus);
  });

  // root-config has already waited for the state before the first page is checked: no second wait then
  let booted = false;
  const context: GuardContext = {
    environment,
    userAgent: navigator.userAgent,
    features: () => shellStore.get(featuresAtom),
    waitForFeatures: () => waitForFeatures(booted ? featuresWaitMs : 0),
    ecommerce: () => shellStore.get(ecommerceAtom),
    // a guard never holds a page longer than the boot wait
    fetchEcommerce: () => fetchEcommerce(http, { timeout: featuresWaitMs, retry: 0 }),
    fetchMaintenance: () => fetchMaintenance(http),
  };
  const router = createGuardRouter({
    evaluate: (url) => evaluateGuards(url, context),
    navigate: navigateToUrl,
    leave: (url) => window.location.assign(url),
  });
  return {
    checkInitialUrl: () =>
      router.checkInitialUrl().finally(() => {
        booted = true;
      }),
    install: router.install,
  };
}
