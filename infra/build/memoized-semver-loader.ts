/**
 * A webpack loader for the federation runtime's semver module (@module-federation/runtime-core
 * dist/utils/semver/index.js, issue 12). Its `satisfy(version, range)` is a pure function, but it parses the
 * range anew at every call and builds each of its regular expressions from source again. The runtime calls it
 * for every shared module a container consumes, and again to order the versions of each share: 86 calls for
 * 7 different (version, range) pairs on the first page of /mesa-de-estudo, all before the first paint, where
 * a phone's CPU is the bottleneck. The loader keeps the answer for each pair; the function itself is untouched.
 *
 * If the runtime no longer defines that function (an upgrade), the build fails here rather than silently
 * losing the cache.
 */

/** The module the loader applies to (webpack-config.ts). */
export const SEMVER_MODULE =
  /@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/;

const SATISFY = 'function satisfy(version, range) {';

/** The loader's transform: `satisfy` answers each (version, range) pair of strings once. */
export function memoizeSatisfy(source: string): string {
  if (!source.includes(SATISFY) || !/export \{[^}]*\bsatisfy\b[^}]*\}/.test(source))
    throw new Error(
      'memoized-semver-loader: the federation runtime no longer defines `satisfy(version, range)` as expected; ' +
        'look at its semver module again (infra/build/memoized-semver-loader.ts)',
    );
  return `${source.replace(SATISFY, 'function satisfyUncached(version, range) {')}
const satisfiedRanges = new Map();
function satisfy(version, range) {
  if (typeof version !== 'string' || typeof range !== 'string') return satisfyUncached(version, range);
  const key = version + '\\u0000' + range;
  let answer = satisfiedRanges.get(key);
  if (answer === undefined) {
    answer = satisfyUncached(version, range);
    satisfiedRanges.set(key, answer);
  }
  return answer;
}
`;
}

export default function memoizedSemverLoader(source: string): string {
  return memoizeSatisfy(source);
}
