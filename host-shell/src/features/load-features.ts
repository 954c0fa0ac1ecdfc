import type { EcommerceArea, HttpClients } from 'shared-contracts';
import { isEcommerceArea } from 'shared-contracts';

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
  ecommerce: Partial<Record<EcommerceArea, boolean>>;
  explorerTitle: string | null;
}

/** Loads flags, entitlements and the explorer title; each failure is logged and leaves its part off (spec 1 §8). */
export async function loadFeatures(http: HttpClients): Promise<LoadedFeatures> {
  const [features, ecommerce, explorerTitle] = await Promise.all([
    http.api
      .get('bff/features')
      .json()
      .then(parseFeatures, (error: unknown) => {
        console.error('[host-shell] features fetch failed; every flag off', error);
        return {};
      }),
    http.ecommerce
      .get('bff/ecommerce')
      .json()
      .then(parseEcommerce, (error: unknown) => {
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
  return { features, ecommerce, explorerTitle };
}
