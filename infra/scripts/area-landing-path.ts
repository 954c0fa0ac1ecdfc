import { ROUTE_OWNERSHIP } from '../../shared-contracts/src/routes/ownership';

/**
 * Where a student lands in an app: the first path its row of the ownership table lists ('/cast/*' → '/cast').
 * The host's own paths are sign-in and error pages, so its landing page is the site's home.
 */
export function areaLandingPath(pkg: string): string {
  const row = ROUTE_OWNERSHIP.find((ownership) => ownership.owner === pkg);
  if (!row) throw new Error(`${pkg} owns no routes`);
  const first = row.paths[0];
  if (row.owner === 'host-shell' || first === undefined) return '/';
  return first.replace(/\/\*$/, '') || '/';
}
