/**
 * The shell's loader of module federation containers (issue 12). The areas are built with webpack's own
 * ModuleFederationPlugin: each remoteEntry.js defines a global container (`var mfe_cast = { init, get }`),
 * and webpack's sharing runtime in every build already does the singleton and version matching. What is
 * left is what this file does, in ~1.5 kB instead of the @module-federation runtime's ~25 kB gz on the
 * host's first load:
 *
 * - a remote's line in remotes.json names its `mf-manifest.json`; the manifest names the container's file and
 *   global (`metaData.remoteEntry`, `metaData.globalName`), relative to the manifest (publicPath 'auto');
 * - the manifest is fetched through `fetchManifest` (the early boot's answer first, then bounded retries);
 * - the container's script is made by `createScript` (Trusted Types) and retried the same way;
 * - the container is initialised with the host's share scope once, then asked for the module.
 *
 * Every failure rejects with an Error that says which step and which remote; the resilient area turns that
 * into the area's fallback with a retry, and `forget` makes the next load start again from the manifest.
 */

/** A webpack container, as remoteEntry.js defines it. */
export interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

export interface RetryPolicy {
  /** further attempts after the first */
  times: number;
  delayMs: number;
}

export interface ContainerRuntimeOptions {
  /** fetches a manifest (the early boot's answer, else the network) */
  fetchManifest?: (url: string) => Promise<Response>;
  /** makes the script element of a container, its src set (Trusted Types) */
  createScript: (url: string) => HTMLScriptElement;
  /** the host's initialised share scope (webpack's `__webpack_share_scopes__.default`) */
  shareScope: () => Promise<unknown>;
  retry?: RetryPolicy;
  /** where containers define their globals (tests) */
  scope?: Record<string, unknown>;
}

export interface ContainerRuntime {
  /** the remotes and their entries (mf-manifest.json URLs, or a remoteEntry.js itself); `force` forgets a loaded one */
  register(remotes: readonly { name: string; entry: string }[], options?: { force?: boolean }): void;
  /** `'mfe_cast/app'` → what the remote's './app' module exports */
  load<T = unknown>(id: string): Promise<T>;
  /** downloads a remote's container and the chunks of its exposes, without running them */
  preload(name: string, exposes: readonly string[]): Promise<void>;
}

/** The part of an mf-manifest.json that says where the container is. */
interface ManifestFile {
  metaData?: { globalName?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(policy: RetryPolicy, attempt: () => Promise<T>): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= policy.times) throw error;
      await wait(policy.delayMs);
    }
  }
}

/** `'mfe_cast/app'` → `['mfe_cast', './app']`. */
export function splitModuleId(id: string): [string, string] {
  const slash = id.indexOf('/');
  if (slash <= 0 || slash === id.length - 1) throw new Error(`"${id}" is not <remote>/<module>`);
  return [id.slice(0, slash), `./${id.slice(slash + 1)}`];
}

/** Where a manifest says the container is, and the global it defines. */
export function containerLocation(
  manifestUrl: string,
  manifest: ManifestFile,
  name: string,
): { url: string; globalName: string } {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) throw new Error('its manifest names no remoteEntry');
  const dir = typeof entry.path === 'string' && entry.path ? entry.path.replace(/\/?$/, '/') : '';
  const globalName = manifest.metaData?.globalName;
  return {
    url: new URL(`${dir}${entry.name}`, new URL('.', manifestUrl)).href,
    globalName: typeof globalName === 'string' && globalName ? globalName : name,
  };
}

function isContainer(value: unknown): value is Container {
  const candidate = value as Partial<Container> | null | undefined;
  return !!candidate && typeof candidate.init === 'function' && typeof candidate.get === 'function';
}

export function createContainerRuntime(options: ContainerRuntimeOptions): ContainerRuntime {
  const retry = options.retry ?? { times: 2, delayMs: 300 };
  const scope = options.scope ?? (window as unknown as Record<string, unknown>);
  const fetchManifest = options.fetchManifest ?? ((url: string) => fetch(url));
  const entries = new Map<string, string>();
  const containers = new Map<string, Promise<Container>>();

  async function readManifest(name: string, url: string): Promise<ManifestFile> {
    return withRetries(retry, async () => {
      const response = await fetchManifest(url);
      if (!response.ok) throw new Error(`the manifest of ${name} answered ${response.status}`);
      try {
        return (await response.json()) as ManifestFile;
      } catch {
        throw new Error(`the manifest of ${name} is not JSON`);
      }
    });
  }

  function runScript(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const script = options.createScript(url);
      script.async = true;
      const done = (error?: Error) => {
        script.remove();
        if (error) reject(error);
        else resolve();
      };
      script.onload = () => done();
      script.onerror = () => done(new Error(`${url} failed to load`));
      document.head.appendChild(script);
    });
  }

  async function startContainer(name: string, entry: string): Promise<Container> {
    const { url, globalName } = /\.js(?:[?#]|$)/.test(new URL(entry, window.location.href).pathname)
      ? { url: entry, globalName: name }
      : containerLocation(entry, await readManifest(name, entry), name);
    // a container already on the page from an earlier version of this line is not reused
    scope[globalName] = undefined;
    await withRetries(retry, () => runScript(url));
    const container = scope[globalName];
    if (!isContainer(container)) throw new Error(`${url} defined no container ${globalName}`);
    await container.init(await options.shareScope());
    return container;
  }

  function containerOf(name: string): Promise<Container> {
    const known = containers.get(name);
    if (known) return known;
    const entry = entries.get(name);
    if (!entry) return Promise.reject(new Error(`${name} is not a registered remote`));
    const started = startContainer(name, entry);
    containers.set(name, started);
    // a failed start is forgotten, so the next load (the area's retry) fetches it again
    started.catch(() => {
      if (containers.get(name) === started) containers.delete(name);
    });
    return started;
  }

  return {
    register(remotes, { force = false } = {}) {
      for (const { name, entry } of remotes) {
        if (entries.get(name) === entry && !force) continue;
        entries.set(name, entry);
        containers.delete(name);
      }
    },
    async load<T>(id: string): Promise<T> {
      const [name, module] = splitModuleId(id);
      const container = await containerOf(name);
      const factory = await container.get(module);
      return factory() as T;
    },
    async preload(name, exposes) {
      const container = await containerOf(name);
      await Promise.all(exposes.map((expose) => container.get(expose)));
    },
  };
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void> | void;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** The host build's share scope, with every share the host provides registered (webpack's sharing runtime). */
export async function hostShareScope(): Promise<unknown> {
  await __webpack_init_sharing__('default');
  return __webpack_share_scopes__.default;
}
