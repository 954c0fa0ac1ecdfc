/**
 * Which files of a production build a browser loads first, read from the build output only (index.html,
 * the entry script, mf-manifest.json), so the size report needs no extra webpack stats.
 *
 * Host: the scripts index.html references and, transitively, every chunk a counted script requests with
 * `__webpack_require__.e(<id>)`, plus the `shared[].assets.js.sync` of the host's mf-manifest.json, less
 * the consume-fallback copies no browser loads on the host and less the chunks named `on-demand-*`
 * (`import(/* webpackChunkName: "on-demand-drawers" *\/ ...)`): code the host loads only when a student
 * acts or an event asks for it (a drawer, the audio dock, a 404 page), and what only they request. A lazy
 * chunk without that name counts, which errs on the heavy side; the e2e suite checks in a browser that a
 * first page loads nothing this list leaves out, so a wrong `on-demand-` name fails there.
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

/** `(self.webpackChunkhost_shell=...).push([[370,12],{` : the ids a chunk file holds. */
const CHUNK_HEADER = /\.push\(\[\[([\d,"'\w-]+)\]/;

/** The chunk ids a chunk file registers when it runs (`.push([[227,545],{...`: 227 and the merged 545). */
export function registeredChunkIds(text: string): string[] {
  const ids = CHUNK_HEADER.exec(text.slice(0, 400))?.[1];
  return ids?.split(',').map((id) => id.replace(/["']/g, '')) ?? [];
}

/** The emitted file of each chunk id, read from the files' own headers (named chunks included). */
export function chunkFilesById(dist: DistReader): Map<string, string> {
  const byId = new Map<string, string>();
  for (const file of dist.files) {
    if (!file.endsWith('.js')) continue;
    const ids = CHUNK_HEADER.exec(dist.readText(file).slice(0, 400))?.[1];
    for (const id of ids?.split(',') ?? []) byId.set(id.replace(/["']/g, ''), file);
  }
  return byId;
}

/** Chunks the host loads only on a student's action or an event, never on a first page by themselves. */
export const ON_DEMAND_PREFIX = 'on-demand-';

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

/** The chunks one `import()` loads together. */
const CHUNK_GROUP = /Promise\.all\(\[(?:[\w$]+\.e\([^)]*\)\s*,?\s*)+\]\)/g;

export function hostFirstLoadFiles(dist: DistReader): string[] {
  if (!dist.files.includes('index.html')) throw new Error('index.html is missing');
  const byId = chunkFilesById(dist);
  // a chunk's own file first (`<id>.<hash>.js`): a named file may also register chunks it merged in
  const fileOf = (id: string) => chunkFile(id, dist.files) ?? byId.get(id);
  const files = new Set<string>();
  const fallbackOnly = new Set<string>();
  const queue: string[] = [];
  const visit = (file: string) => {
    if (files.has(file) || file.startsWith(ON_DEMAND_PREFIX)) return;
    files.add(file);
    queue.push(file);
  };
  // a chunk's own file counts even when webpack also merged it into another counted file: a browser may
  // request it before that file has run (checked in e2e: federation.spec)
  const visitChunk = (id: string) => {
    const file = fileOf(id);
    if (file) visit(file);
  };
  for (const script of scriptSourcesOfHtml(dist.readText('index.html'))) {
    if (!dist.files.includes(script))
      throw new Error(`index.html references ${script}, which is not in dist`);
    visit(script);
  }
  const fallbackCandidates = new Set<string>();
  const drain = () => {
    while (queue.length > 0) {
      const text = dist.readText(queue.shift() as string);
      const fallbacks = (text.match(CONSUME_FALLBACK) ?? []).join(' ');
      // `Promise.all([o.e(264),o.e(513)])`: one import's chunks (a split vendor chunk with its module's);
      // when one of them is on demand, the vendor chunk belongs to that on-demand import
      const requests = text.replace(CONSUME_FALLBACK, '');
      for (const group of requests.match(CHUNK_GROUP) ?? []) {
        const ids = requestedChunkIds(group);
        const groupFiles = ids.flatMap((id) => fileOf(id) ?? []);
        if (!groupFiles.some((file) => file.startsWith(ON_DEMAND_PREFIX))) ids.forEach(visitChunk);
      }
      for (const id of requestedChunkIds(requests.replace(CHUNK_GROUP, ''))) visitChunk(id);
      for (const id of requestedChunkIds(fallbacks)) {
        const file = fileOf(id);
        if (file) fallbackCandidates.add(file);
      }
    }
  };
  drain();
  for (const file of fallbackCandidates) if (!files.has(file)) fallbackOnly.add(file);
  for (const shared of parseManifest(dist)?.shared ?? []) {
    for (const file of shared.assets?.js?.sync ?? []) if (!fallbackOnly.has(file)) visit(file);
  }
  drain();
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
  // a named chunk (`shared-router.<hash>.js`) is found by the ids its file registers
  const byId = chunkFilesById(dist);
  const files = requestedChunkIds(factory)
    .map((id) => chunkFile(id, dist.files) ?? byId.get(id))
    .filter((file): file is string => file !== undefined);
  return [...new Set(files)];
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
