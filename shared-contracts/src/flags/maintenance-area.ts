/**
 * The maintenance rule's areas (spec 1 §2 rule 3), in a module of its own with no import: the host's early
 * boot script (a separate bundle, `shared-contracts/maintenance-area`) reads it too.
 */
/** Maintenance areas of GET /bff/manutencao: per-area flags for LDI and courses, else the default one. */
export type MaintenanceArea = 'ldi' | 'cursos' | 'default';

/**
 * Which maintenance flag applies to a path (spec 1 §2 rule 3): null for paths containing /auth/ (skipped),
 * 'ldi' for /ldi..., 'cursos' for /todos-os-cursos/{one segment}, otherwise 'default'.
 */
export function maintenanceAreaForPath(pathname: string): MaintenanceArea | null {
  if (pathname.includes('/auth/') || pathname === '/auth') return null;
  if (pathname.startsWith('/ldi')) return 'ldi';
  if (/^\/todos-os-cursos\/[^/]+\/?$/.test(pathname)) return 'cursos';
  return 'default';
}
