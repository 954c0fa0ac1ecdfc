/**
 * Route ownership (ARCHITECTURE §2): which application owns which paths. The host derives single-spa
 * activity functions, preloading and 404 handling from this one table.
 *
 * Pattern syntax: '/x/*' owns '/x' and everything below it, matched on whole path segments (so '/cursos/*'
 * never owns '/cursos-para-voce'); a pattern without '/*' owns exactly that path (a trailing slash allowed).
 */

/** An application that owns pages. */
export type RouteOwner =
  | 'host-shell'
  | 'mfe-study-table'
  | 'mfe-questions'
  | 'mfe-ldi'
  | 'mfe-cast'
  | 'mfe-goals'
  | 'mfe-commerce'
  | 'mfe-submissions';

/** An owner that is a federated remote (everything but the host). */
export type RemoteOwner = Exclude<RouteOwner, 'host-shell'>;

/** The module federation name of a remote (the global its remoteEntry.js defines, and what `load('mfe_cast/app')` uses). */
export type FederationName =
  | 'mfe_study_table'
  | 'mfe_questions'
  | 'mfe_ldi'
  | 'mfe_cast'
  | 'mfe_goals'
  | 'mfe_commerce'
  | 'mfe_submissions';

/** One row of the ownership table. */
export interface RouteOwnership {
  owner: RouteOwner;
  /** null for the host itself */
  federationName: FederationName | null;
  paths: readonly string[];
}

/** The ownership table, exactly as ARCHITECTURE §2 lists it. */
export const ROUTE_OWNERSHIP: readonly RouteOwnership[] = [
  {
    owner: 'host-shell',
    federationName: null,
    paths: ['/auth', '/baixar-o-app', '/resultado-pesquisa/*', '/404', '/500', '/503'],
  },
  {
    owner: 'mfe-study-table',
    federationName: 'mfe_study_table',
    paths: [
      '/',
      '/mesa-de-estudo/*',
      '/estudos-em-andamento',
      '/meu-desempenho',
      '/performance',
      '/rankings/*',
      '/favoritos',
      '/aulas-ao-vivo/*',
      '/destaques/*',
      '/webcast/*',
    ],
  },
  {
    owner: 'mfe-questions',
    federationName: 'mfe_questions',
    paths: ['/questoes/*', '/public/questoes/*', '/cadernos-e-simulados/*'],
  },
  {
    owner: 'mfe-ldi',
    federationName: 'mfe_ldi',
    paths: [
      '/ldi/*',
      '/ldi-personalizado/*',
      '/todos-os-cursos/*',
      '/trilhas-interativas/*',
      '/trilhas-estrategicas/*',
      '/monitorias/*',
      '/sala-vip/*',
    ],
  },
  { owner: 'mfe-cast', federationName: 'mfe_cast', paths: ['/cast/*'] },
  { owner: 'mfe-goals', federationName: 'mfe_goals', paths: ['/objetivos/*', '/explorar'] },
  {
    owner: 'mfe-commerce',
    federationName: 'mfe_commerce',
    paths: [
      '/cursos/*',
      '/curso/*',
      '/cursos-para-voce',
      '/garanta-acesso-completo',
      '/recorrencia/*',
      '/meu-perfil',
      '/minhas-compras',
      '/cancelar-compras',
    ],
  },
  { owner: 'mfe-submissions', federationName: 'mfe_submissions', paths: ['/redacoes', '/discursivas/*'] },
];

/** Every remote owner, in table order. */
export const REMOTE_OWNERS: readonly RemoteOwner[] = /* @__PURE__ */ ROUTE_OWNERSHIP.flatMap((row) =>
  row.owner === 'host-shell' ? [] : [row.owner],
);

/** Remote owner → federation name. */
export const FEDERATION_NAMES: Readonly<Record<RemoteOwner, FederationName>> = {
  'mfe-study-table': 'mfe_study_table',
  'mfe-questions': 'mfe_questions',
  'mfe-ldi': 'mfe_ldi',
  'mfe-cast': 'mfe_cast',
  'mfe-goals': 'mfe_goals',
  'mfe-commerce': 'mfe_commerce',
  'mfe-submissions': 'mfe_submissions',
};

/** The federation name of a remote owner. */
export function federationNameOf(owner: RemoteOwner): FederationName {
  return FEDERATION_NAMES[owner];
}

/** The remote owner of a federation name, or null for an unknown name. */
export function ownerOfFederationName(name: string): RemoteOwner | null {
  const entry = Object.entries(FEDERATION_NAMES).find(([, federationName]) => federationName === name);
  return entry ? (entry[0] as RemoteOwner) : null;
}

interface ParsedPattern {
  segments: string[];
  prefix: boolean;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

const parsedPatterns = new Map<string, ParsedPattern>();

/** A pattern's segments, read once per pattern (single-spa asks every app's activity on each navigation). */
function parsePattern(pattern: string): ParsedPattern {
  let parsed = parsedPatterns.get(pattern);
  if (!parsed) {
    const prefix = pattern.endsWith('/*');
    parsed = { segments: segmentsOf(prefix ? pattern.slice(0, -2) : pattern), prefix };
    parsedPatterns.set(pattern, parsed);
  }
  return parsed;
}

/** Only the path part: a full URL, a query or a hash are ignored. */
function pathOnly(pathname: string): string {
  const withoutOrigin = pathname.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return withoutOrigin.split(/[?#]/)[0] ?? '';
}

function segmentsMatch(path: readonly string[], pattern: string): boolean {
  const { segments, prefix } = parsePattern(pattern);
  if (prefix ? path.length < segments.length : path.length !== segments.length) return false;
  return segments.every((segment, index) => segment === path[index]);
}

/** Whether a path is owned by one pattern (segment-wise; '/x/*' includes '/x'). */
export function pathMatchesPattern(pathname: string, pattern: string): boolean {
  return segmentsMatch(segmentsOf(pathOnly(pathname)), pattern);
}

/** Which row and pattern own a path. */
export interface RouteMatch {
  owner: RouteOwner;
  federationName: FederationName | null;
  pattern: string;
}

/** The row and pattern that own a path, or null when nothing does (the host shows its 404 page). */
export function matchRoute(
  pathname: string,
  table: readonly RouteOwnership[] = ROUTE_OWNERSHIP,
): RouteMatch | null {
  const path = segmentsOf(pathOnly(pathname));
  for (const row of table) {
    const pattern = row.paths.find((candidate) => segmentsMatch(path, candidate));
    if (pattern !== undefined) return { owner: row.owner, federationName: row.federationName, pattern };
  }
  return null;
}

/** The owner of a path; unowned paths belong to the host shell, which renders the 404 page for them. */
export function ownerOfPath(
  pathname: string,
  table: readonly RouteOwnership[] = ROUTE_OWNERSHIP,
): RouteOwner {
  return matchRoute(pathname, table)?.owner ?? 'host-shell';
}

/** The last path an activity function matched, and its owner. */
let lastOwner: { pathname: string; table: readonly RouteOwnership[]; owner: RouteOwner } | null = null;

/** A single-spa activity function for an owner (the host-shell one is also active on unowned paths). */
export function activityFunction(
  owner: RouteOwner,
  table: readonly RouteOwnership[] = ROUTE_OWNERSHIP,
): (location: Location | URL) => boolean {
  return (location) => {
    // single-spa asks every app's activity function on each navigation: the path is matched once for all
    if (lastOwner?.pathname !== location.pathname || lastOwner.table !== table)
      lastOwner = { pathname: location.pathname, table, owner: ownerOfPath(location.pathname, table) };
    return lastOwner.owner === owner;
  };
}

/** Two patterns that can own the same path. */
export interface RouteOverlap {
  a: { owner: RouteOwner; pattern: string };
  b: { owner: RouteOwner; pattern: string };
}

function patternsOverlap(left: ParsedPattern, right: ParsedPattern): boolean {
  const shorter = left.segments.length <= right.segments.length ? left : right;
  const longer = shorter === left ? right : left;
  const sharesPrefix = shorter.segments.every((segment, index) => segment === longer.segments[index]);
  if (!sharesPrefix) return false;
  if (shorter.segments.length === longer.segments.length) return true;
  // a shorter exact path never reaches a longer one; a shorter prefix pattern covers it
  return shorter.prefix;
}

/** Every pair of patterns that could own the same path (an empty list means the table is sound). */
export function findOverlaps(table: readonly RouteOwnership[] = ROUTE_OWNERSHIP): RouteOverlap[] {
  const entries = table.flatMap((row) => row.paths.map((pattern) => ({ owner: row.owner, pattern })));
  const overlaps: RouteOverlap[] = [];
  entries.forEach((a, i) => {
    entries.slice(i + 1).forEach((b) => {
      if (patternsOverlap(parsePattern(a.pattern), parsePattern(b.pattern))) overlaps.push({ a, b });
    });
  });
  return overlaps;
}
