/**
 * A tiny semver range check, enough for the host to refuse a remote built for another contract
 * (ARCHITECTURE §5) without shipping a semver library: exact, ^, ~, comparators (>=, >, <=, <, =),
 * x-ranges (1.x, 1.2.*, *), space-joined comparator sets and '||'. Pre-release tags are compared as
 * lower than their release and otherwise ignored.
 */

type Version = [number, number, number, string];

/** Parses 'v1.2.3-beta' → [1, 2, 3, 'beta']; null when it is not a full version. */
export function parseVersion(version: string): Version | null {
  const match = /^\s*v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(version);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ?? ''];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) {
    const diff = (a[i] as number) - (b[i] as number);
    if (diff !== 0) return Math.sign(diff);
  }
  if (a[3] === b[3]) return 0;
  if (a[3] === '') return 1;
  if (b[3] === '') return -1;
  return a[3] < b[3] ? -1 : 1;
}

type Comparator = (version: Version) => boolean;

const WILDCARD = /^[xX*]$/;

/** A partial version: major, minor, patch each a number or null (wildcard / missing). */
function parsePartial(text: string): [number | null, number | null, number | null, string] | null {
  const match = /^v?([0-9]+|[xX*])(?:\.([0-9]+|[xX*]))?(?:\.([0-9]+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$/.exec(
    text,
  );
  if (!match) return null;
  const part = (value: string | undefined) =>
    value === undefined || WILDCARD.test(value) ? null : Number(value);
  const major = part(match[1]);
  const minor = major === null ? null : part(match[2]);
  const patch = minor === null ? null : part(match[3]);
  return [major, minor, patch, match[4] ?? ''];
}

const gte =
  (low: Version): Comparator =>
  (v) =>
    compare(v, low) >= 0;
const lt =
  (high: Version): Comparator =>
  (v) =>
    compare(v, high) < 0;

function xRange(major: number | null, minor: number | null): Comparator[] {
  if (major === null) return [() => true];
  if (minor === null) return [gte([major, 0, 0, '']), lt([major + 1, 0, 0, ''])];
  return [gte([major, minor, 0, '']), lt([major, minor + 1, 0, ''])];
}

function parseComparator(token: string): Comparator[] | null {
  const match = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(token);
  if (!match) return null;
  const operator = match[1] ?? '';
  const partial = parsePartial(match[2] ?? '');
  if (!partial) return null;
  const [major, minor, patch, pre] = partial;
  const full: Version = [major ?? 0, minor ?? 0, patch ?? 0, pre];
  const complete = major !== null && minor !== null && patch !== null;

  switch (operator) {
    case '^': {
      if (major === null) return [() => true];
      const high: Version =
        major > 0 || minor === null
          ? [major + 1, 0, 0, '']
          : minor > 0 || patch === null
            ? [0, minor + 1, 0, '']
            : [0, 0, (patch ?? 0) + 1, ''];
      return [gte(full), lt(high)];
    }
    case '~': {
      if (major === null) return [() => true];
      const high: Version = minor === null ? [major + 1, 0, 0, ''] : [major, minor + 1, 0, ''];
      return [gte(full), lt(high)];
    }
    case '>=':
      return [gte(full)];
    case '<':
      return [lt(full)];
    case '>':
      if (complete) return [(v) => compare(v, full) > 0];
      // '>1' means at or above 2.0.0
      return major === null
        ? [() => false]
        : [gte(minor === null ? [major + 1, 0, 0, ''] : [major, minor + 1, 0, ''])];
    case '<=':
      if (complete) return [(v) => compare(v, full) <= 0];
      return major === null
        ? [() => true]
        : [lt(minor === null ? [major + 1, 0, 0, ''] : [major, minor + 1, 0, ''])];
    default:
      return complete ? [(v) => compare(v, full) === 0] : xRange(major, minor);
  }
}

/** Whether a version satisfies a range ('^1.2.0', '~1.2', '1.x', '>=1.0.0 <2.0.0', '1.0.0 || ^2.0.0'). */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((set) => {
    const trimmed = set.trim();
    if (trimmed === '' || trimmed === '*') return true;
    // hyphen ranges: '1.0.0 - 2.0.0'
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(trimmed);
    const tokens = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : trimmed.replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/);
    const comparators = tokens.map(parseComparator);
    if (comparators.some((comparator) => comparator === null)) return false;
    return comparators.every((list) => (list ?? []).every((test) => test(parsed)));
  });
}
