import type { HttpClients } from 'shared-contracts';

function isTrue(value: unknown): boolean {
  if (value === true) return true;
  if (!value || typeof value !== 'object') return false;
  const data = value as { value?: unknown; enabled?: unknown };
  return data.value === true || data.enabled === true;
}

/**
 * Toggler getKey (GET /bff/toggler/key/{key}): `data` true, or `data.value` / `data.enabled` true, is on.
 * A failure is logged and counts as off (spec 1 §8).
 */
export async function getKey(http: HttpClients, key: string): Promise<boolean> {
  try {
    const body: unknown = await http.api.get(`bff/toggler/key/${encodeURIComponent(key)}`).json();
    return isTrue((body as { data?: unknown } | null)?.data);
  } catch (error) {
    console.error(`[host-shell] toggler ${key} failed; treated as false`, error);
    return false;
  }
}
