/**
 * The route guards of spec 1 §2, as functions of the URL and a context (no single-spa, no DOM), and the
 * order they run in (evaluateGuards):
 *
 * 0. unguarded paths (/, /destaques, /cursos, /curso and what is below them) pass at once;
 * 1. maintenance: the whole site or area is closed, so nothing else matters (external redirect);
 * 2. mobile: on a phone the study areas live in the app, whatever the flags or entitlements;
 * 3. feature flag: an area switched off for this student does not exist for them, so it is checked before
 *    the upsell (no one should be offered an area that is off);
 * 4. entitlement: the area exists but this student has not bought it → upsell page.
 *
 * The first guard that does not allow decides. A redirect to the page itself counts as allow (the flag
 * guard's /mesa-de-estudo with study_table off), so guards cannot loop.
 */
import {
  entitlementAreaForPath,
  flagForPath,
  maintenanceAreaForPath,
  upsellPath,
  type EcommerceArea,
  type EnvironmentName,
  type MaintenanceFlags,
} from 'shared-contracts';
import {
  appDownloadTarget,
  isMobileUserAgent,
  isUnguardedPath,
  MOBILE_WEB_PATHS,
  under,
} from './mobile-rule';
import { internalPath } from './redirect-error';

export { APP_DOWNLOAD_PATH, isMobileUserAgent, isUnguardedPath } from './mobile-rule';

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'external'; url: string };

export interface GuardContext {
  environment: EnvironmentName;
  userAgent: string;
  /** the effective flags now (server flags, A/B, preview) */
  features: () => Record<string, boolean>;
  /** waits (bounded) for the features; false when they are still not loaded */
  waitForFeatures: () => Promise<boolean>;
  /** the entitlements loaded with the features ({} when not loaded or failed) */
  ecommerce: () => Partial<Record<EcommerceArea, boolean>>;
  fetchEcommerce: () => Promise<Partial<Record<EcommerceArea, boolean>>>;
  fetchMaintenance: () => Promise<MaintenanceFlags>;
}

export const ALLOW: GuardDecision = { kind: 'allow' };
export const STUDY_TABLE_PATH = '/mesa-de-estudo';
export const COURSES_MAINTENANCE_PATH = '/cursos/manutencao/';
export const MAINTENANCE_SITE = 'https://manutencao.plataforma-estudos.com.br/';
export const SANDBOX_MAINTENANCE_SITE = 'https://manutencao.sandbox.plataforma-estudos.com.br/';
const CATALOGUE_FLAG = 'new_products_catalog';

/** The external maintenance site: the sandbox one on local and sandbox hosts. */
export function maintenanceSite(environment: EnvironmentName): string {
  return environment === 'local' || environment === 'sandbox' ? SANDBOX_MAINTENANCE_SITE : MAINTENANCE_SITE;
}

const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to: internalPath(to) });

/** Rule 3: /ldi… and /todos-os-cursos/{one segment} by their area flag, other paths by the default one. */
export async function maintenanceGuard(url: URL, context: GuardContext): Promise<GuardDecision> {
  const area = maintenanceAreaForPath(url.pathname);
  if (!area) return ALLOW;
  try {
    const flags = await context.fetchMaintenance();
    return flags[area] ? { kind: 'external', url: maintenanceSite(context.environment) } : ALLOW;
  } catch (error) {
    console.error('[host-shell] maintenance lookup failed; navigation goes on', error);
    return ALLOW;
  }
}

/** Rule 4: iOS/Android → /baixar-o-app, with legacy-app-link for the notebooks area. */
export function mobileGuard(url: URL, context: GuardContext): GuardDecision {
  if (!isMobileUserAgent(context.userAgent)) return ALLOW;
  if (MOBILE_WEB_PATHS.some((prefix) => under(url.pathname, prefix))) return ALLOW;
  return redirect(appDownloadTarget(url.pathname));
}

/** Rule 2: a disabled area flag → /mesa-de-estudo; the catalogue under e-commerce maintenance → /cursos/manutencao/. */
export async function featureFlagGuard(url: URL, context: GuardContext): Promise<GuardDecision> {
  const flag = flagForPath(url.pathname);
  if (!flag) return ALLOW;
  // never redirect on flags that are not loaded yet: a slow flags call must not bounce the student
  if (!(await context.waitForFeatures())) return ALLOW;
  const features = context.features();
  if (flag === CATALOGUE_FLAG && features.maintenance_ecommerce === true) {
    return redirect(COURSES_MAINTENANCE_PATH);
  }
  return features[flag] === true ? ALLOW : redirect(STUDY_TABLE_PATH);
}

/** Rule 1: an area not active in the student's e-commerce features → the upsell page for it. */
export async function entitlementGuard(url: URL, context: GuardContext): Promise<GuardDecision> {
  const area = entitlementAreaForPath(url.pathname);
  if (!area) return ALLOW;
  let ecommerce = (await context.waitForFeatures()) ? context.ecommerce() : {};
  if (Object.keys(ecommerce).length === 0) {
    try {
      ecommerce = await context.fetchEcommerce();
    } catch (error) {
      console.error('[host-shell] e-commerce features unavailable; entitlement not checked', error);
      return ALLOW;
    }
  }
  return ecommerce[area] === true ? ALLOW : redirect(upsellPath(area));
}

/** Runs the guards in order (see the top of this file); the first decision that is not allow wins. */
export async function evaluateGuards(url: URL, context: GuardContext): Promise<GuardDecision> {
  if (isUnguardedPath(url.pathname)) return ALLOW;
  const guards = [maintenanceGuard, mobileGuard, featureFlagGuard, entitlementGuard];
  for (const guard of guards) {
    const decision = await guard(url, context);
    if (decision.kind === 'external') return decision;
    // a redirect to the page itself would loop: that guard lets it through, the next ones still run
    if (decision.kind === 'redirect' && new URL(decision.to, url).pathname !== url.pathname) return decision;
  }
  return ALLOW;
}
