import type { HttpClients, MaintenanceFlags } from 'shared-contracts';
import { EARLY_MAINTENANCE_PATH } from 'shared-contracts/early-requests';

/** How long the maintenance guard waits for GET /bff/manutencao before letting the navigation through. */
const MAINTENANCE_TIMEOUT_MS = 3000;

/** GET /bff/manutencao, bare or under data; a flag is on only when strictly true. */
export function parseMaintenance(body: unknown): MaintenanceFlags {
  const outer = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const source = (outer.data && typeof outer.data === 'object' ? outer.data : outer) as Record<
    string,
    unknown
  >;
  return { default: source.default === true, ldi: source.ldi === true, cursos: source.cursos === true };
}

/** The maintenance switches now (asked on each guarded navigation: maintenance starts and ends any time). */
export async function fetchMaintenance(http: HttpClients): Promise<MaintenanceFlags> {
  const body: unknown = await http.api
    // the path the early boot asks for on the first page (issue 12), whose answer this request then takes
    .get(EARLY_MAINTENANCE_PATH.slice(1), { timeout: MAINTENANCE_TIMEOUT_MS, retry: 0 })
    .json();
  return parseMaintenance(body);
}
