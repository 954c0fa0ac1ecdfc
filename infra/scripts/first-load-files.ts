/**
 * Which files of a production build a browser loads first, read from the build output only (index.html,
 * the entry script, mf-manifest.json), so the size report needs no extra webpack stats.
 *
 * Host: the scripts index.html references, plus every chunk those scripts request with
 * `__webpack_require__.e(<id>)` (the entry's `import('./bootstrap')` and the fallbacks of the shared
 * singletons the host provides: react, react-dom, router, ...), plus the `shared[].assets.js.sync` of the
 * host's mf-manifest.json, less the consume-fallback copies no browser loads on the host. The entry script holds only `import('./bootstrap')` and the federation runtime,
 * so what it requests is what start-up needs; a shared package the chrome does not use at once is still
 * counted, which errs on the heavy side.
 *
 * Remote: its remote entry (`metaData.remoteEntry.name`) plus the synchronous JS of its `./app` expose:
 * what must arrive before the host can mount the area. Shared singletons come from the host and are not
 * counted again.
 */

/** The part of a federation mf-manifest.json this report reads. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
  exposes?: Array<{ name: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

const SCRIPT_TAG = /<script\b[^>]*>/gi;
const SRC_ATTRIBUTE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** `__webpack_require__.e(393)` or, minified, `o.e(393)` / `o.e("393")`. */
const CHUNK_REQUEST = /[\w$]\.e\(\s*["']?([\w-]+)["']?\s*\)/g;

/** The local script files an HTML page references, as paths relative to its folder. */
export function scriptSourcesOfHtml(html: string): string[] {
  const sources: string[] = [];
  for (const tag of html.match(SCRIPT_TAG) ?? []) {
    const match = SRC_ATTRIBUTE.exec(tag);
    const src = match?.[1] ?? match?.[2] ?? match?.[3];
    if (!src || /^(?:[a-z]+:)?\/\//i.test(src)) continue;
    sources.push(src.replace(/^\.?\//, '').split(/[?#]/)[0] ?? src);
  }
  return sources;
}

/** The chunk ids a script asks webpack to load, in order of first appearance. */
export function requestedChunkIds(script: string): string[] {
  return [...new Set([...script.matchAll(CHUNK_REQUEST)].map((match) => match[1] ?? ''))].filter(Boolean);
}

/** The emitted file of a chunk (`[name].[contenthash:8].js`; an unnamed chunk's name is its id). */
export function chunkFile(chunkId: string, files: readonly string[]): string | undefined {
  const pattern = new RegExp(`^${chunkId.replace(/[^\w-]/g, '')}\\.(?:[0-9a-f]{8,}\\.)?js$`);
  return files.find((file) => pattern.test(file));
}

export interface DistReader {
  /** file names at the top of dist */
  files: readonly string[];
  readText(file: string): string;
}

function parseManifest(dist: DistReader): FederationManifest | null {
  return dist.files.includes('mf-manifest.json')
    ? (JSON.parse(dist.readText('mf-manifest.json')) as FederationManifest)
    : null;
}

/**
 * `fallback:()=>o.e(706).then(...)`: a consume's own copy of a shared module, loaded only when no provider
 * has it. On the host, which provides every singleton it uses, such a chunk is never loaded (checked in a
 * browser: the host's react-dom fallback chunk is not requested), so it is not first-load weight.
 */
const CONSUME_FALLBACK =
  /fallback\s*:\s*\(\)\s*=>\s*\(?\s*(?:Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\([^)]*\))/g;

export function hostFirstLoadFiles(dist: DistReader): string[] {
  if (!dist.files.includes('index.html')) throw new Error('index.html is missing');
  const files = new Set<string>();
  const fallbackOnly = new Set<string>();
  for (const script of scriptSourcesOfHtml(dist.readText('index.html'))) {
    if (!dist.files.includes(script))
      throw new Error(`index.html references ${script}, which is not in dist`);
    files.add(script);
    const text = dist.readText(script);
    const fallbacks = (text.match(CONSUME_FALLBACK) ?? []).join(' ');
    const requested = requestedChunkIds(text.replace(CONSUME_FALLBACK, ''));
    for (const id of requested) {
      const file = chunkFile(id, dist.files);
      if (file) files.add(file);
    }
    for (const id of requestedChunkIds(fallbacks)) {
      const file = chunkFile(id, dist.files);
      if (file && !requested.includes(id)) fallbackOnly.add(file);
    }
  }
  for (const shared of parseManifest(dist)?.shared ?? []) {
    for (const file of shared.assets?.js?.sync ?? []) if (!fallbackOnly.has(file)) files.add(file);
  }
  return [...files];
}

const APP_EXPOSE = './app';

/** The names of the shared modules a build provides or consumes (its mf-manifest.json). */
export function sharedNames(dist: DistReader): string[] {
  return (parseManifest(dist)?.shared ?? []).map((shared) => shared.name);
}

/**
 * The files a build's own provider of a shared module loads, read from its registration in the script
 * (`"react-router-dom","7.18.5",()=>Promise.all([r.e(606),r.e(689)])...` or `()=>r.e(606)...`).
 */
export function providerChunkFiles(dist: DistReader, script: string, shareName: string): string[] {
  const name = shareName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const registration = new RegExp(
    `"${name}"\\s*,\\s*"[^"]+"\\s*,\\s*\\(\\)\\s*=>\\s*(Promise\\.all\\(\\[[^\\]]*\\]\\)|[\\w$]+\\.e\\([^)]*\\))`,
  );
  const factory = registration.exec(dist.readText(script))?.[1] ?? '';
  return requestedChunkIds(factory)
    .map((id) => chunkFile(id, dist.files))
    .filter((file): file is string => file !== undefined);
}

export function remoteFirstLoadFiles(dist: DistReader): { remoteEntry: string; app: string[] } {
  const manifest = parseManifest(dist);
  if (!manifest) throw new Error('mf-manifest.json is missing');
  const entryInfo = manifest.metaData?.remoteEntry;
  const remoteEntry = [entryInfo?.path, entryInfo?.name || 'remoteEntry.js'].filter(Boolean).join('/');
  const expose = manifest.exposes?.find((e) => e.path === APP_EXPOSE || `./${e.name}` === APP_EXPOSE);
  if (!expose) throw new Error(`mf-manifest.json exposes no ${APP_EXPOSE}`);
  return { remoteEntry, app: expose.assets?.js?.sync ?? [] };
}
