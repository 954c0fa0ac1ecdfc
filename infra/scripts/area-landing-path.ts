import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_OWNERSHIP } from '../../shared-contracts/src/routes/ownership';

const ROOT = path.resolve(__dirname, '../..');

/** `platform.landing` of a package.json: the page the area team chose as its front door, if any. */
function declaredLanding(pkg: string): string | undefined {
  const file = path.join(ROOT, pkg, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  const landing = (JSON.parse(fs.readFileSync(file, 'utf8')) as { platform?: { landing?: unknown } }).platform
    ?.landing;
  return typeof landing === 'string' && landing.startsWith('/') ? landing : undefined;
}

/**
 * Where a student lands in an app: the `platform.landing` its package.json declares (mfe-ldi: its first
 * table path, /ldi, is a book reader that needs a slug), else the first path its row of the ownership
 * table lists ('/cast/*' → '/cast'). The host's own paths are sign-in and error pages, so its landing page
 * is the site's home.
 */
export function areaLandingPath(pkg: string): string {
  const row = ROUTE_OWNERSHIP.find((ownership) => ownership.owner === pkg);
  if (!row) throw new Error(`${pkg} owns no routes`);
  const first = row.paths[0];
  if (row.owner === 'host-shell' || first === undefined) return '/';
  return declaredLanding(pkg) ?? (first.replace(/\/\*$/, '') || '/');
}
