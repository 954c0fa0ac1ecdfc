import type { EcommerceArea, HttpClients } from 'shared-contracts';
import { abRolloutEnabled, isEcommerceArea } from 'shared-contracts';

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** GET /bff/features: a map of flag → boolean (bare or under data). Anything not strictly true is off. */
export function parseFeatures(body: unknown): Record<string, boolean> {
  const source = record(record(body)?.data) ?? record(body) ?? {};
  return Object.fromEntries(Object.entries(source).map(([flag, on]) => [flag, on === true]));
}

/** GET /bff/features/ab: feature → rollout percentage (bare or under data); anything not a number is dropped. */
export function parseFeaturesAb(body: unknown): Record<string, number> {
  const source = record(record(body)?.data) ?? record(body) ?? {};
  const rollouts: Record<string, number> = {};
  for (const [feature, percentage] of Object.entries(source)) {
    if (typeof percentage === 'number' && Number.isFinite(percentage)) rollouts[feature] = percentage;
  }
  return rollouts;
}

/**
 * The flags everyone reads: the server's flags, then each A/B feature decided by the rollout rule for this
 * user (no user: off), then the preview's forced features on top.
 */
export function effectiveFeatures(input: {
  features: Record<string, boolean>;
  featuresAb: Record<string, number>;
  userId: number | null;
  forced: readonly string[];
}): Record<string, boolean> {
  const flags = { ...input.features };
  for (const [feature, percentage] of Object.entries(input.featuresAb)) {
    flags[feature] = input.userId !== null && abRolloutEnabled(percentage, input.userId);
  }
  for (const feature of input.forced) flags[feature] = true;
  return flags;
}

/** GET /bff/ecommerce reads data.status: a map of area → { active }. */
export function parseEcommerce(body: unknown): Partial<Record<EcommerceArea, boolean>> {
  const status = record(record(record(body)?.data)?.status) ?? {};
  const areas: Partial<Record<EcommerceArea, boolean>> = {};
  for (const [area, value] of Object.entries(status)) {
    if (isEcommerceArea(area)) areas[area] = record(value)?.active === true;
  }
  return areas;
}

/** Toggler goal-explorer: data.title_side_menu, or null when off or missing. */
export function parseExplorerTitle(body: unknown): string | null {
  const title = record(record(body)?.data)?.title_side_menu;
  return typeof title === 'string' && title.trim() ? title : null;
}

export interface LoadedFeatures {
  features: Record<string, boolean>;
  featuresAb: Record<string, number>;
  ecommerce: Partial<Record<EcommerceArea, boolean>>;
  explorerTitle: string | null;
}

/** GET /bff/ecommerce alone (the entitlement guard fetches it when features are not loaded yet); throws on failure. */
export async function fetchEcommerce(
  http: HttpClients,
  options: { timeout?: number; retry?: number } = {},
): Promise<Partial<Record<EcommerceArea, boolean>>> {
  return parseEcommerce(await http.ecommerce.get('bff/ecommerce', options).json());
}

/** Loads flags, A/B rollouts, entitlements and the explorer title; each failure is logged and leaves its part off (spec 1 §8). */
export async function loadFeatures(http: HttpClients): Promise<LoadedFeatures> {
  const [features, featuresAb, ecommerce, explorerTitle] = await Promise.all([
    http.api
      .get('bff/features')
      .json()
      .then(parseFeatures, (error: unknown) => {
        console.error('[host-shell] features fetch failed; every flag off', error);
        return {};
      }),
    http.api
      .get('bff/features/ab')
      .json()
      .then(parseFeaturesAb, (error: unknown) => {
        console.error('[host-shell] A/B features fetch failed; every A/B feature off', error);
        return {};
      }),
    fetchEcommerce(http).catch((error: unknown) => {
      console.error('[host-shell] e-commerce features fetch failed', error);
      return {};
    }),
    http.api
      .get('bff/toggler/key/goal-explorer')
      .json()
      .then(parseExplorerTitle, (error: unknown) => {
        console.error('[host-shell] toggler goal-explorer failed; treated as false', error);
        return null;
      }),
  ]);
  return { features, featuresAb, ecommerce, explorerTitle };
}
