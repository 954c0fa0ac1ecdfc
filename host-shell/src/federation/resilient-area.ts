import { satisfiesRange } from 'shared-contracts';
import { clearAreaStatus, renderAreaFallback, renderAreaLoading } from './area-dom';

/** What a remote's './app' module must export. */
export interface AreaModule {
  bootstrap(props: object): Promise<unknown>;
  mount(props: object): Promise<unknown>;
  unmount(props: object): Promise<unknown>;
  /** the contract range the remote was built for */
  contractRange?: string;
}

export interface ResilientAreaOptions {
  /** route owner, e.g. 'mfe-cast' */
  owner: string;
  /** loads the remote's exposed module, e.g. () => runtime.load('mfe_cast/app') */
  load: () => Promise<unknown>;
  /** forgets a failed remote so the next load fetches it again */
  forget: () => void;
  /** the contract version the host implements */
  contractVersion: string;
  /** bound on one load, so a hanging remote costs seconds, not the page */
  timeoutMs?: number;
  logger?: Pick<Console, 'error' | 'warn'>;
}

type LoadResult = { ok: true; module: AreaModule } | { ok: false; reason: string };

function isAreaModule(value: unknown): value is AreaModule {
  const mod = value as Partial<AreaModule> | null;
  return (
    !!mod &&
    typeof mod.bootstrap === 'function' &&
    typeof mod.mount === 'function' &&
    typeof mod.unmount === 'function'
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Checks what a remote's './app' resolved to: a real area of a compatible contract, or the reason to refuse it. */
export function checkAreaModule(value: unknown, contractVersion: string): LoadResult {
  if (!isAreaModule(value)) return { ok: false, reason: './app does not export single-spa lifecycles' };
  if (typeof value.contractRange !== 'string')
    return { ok: false, reason: 'the remote declares no contractRange' };
  if (!satisfiesRange(contractVersion, value.contractRange)) {
    return {
      ok: false,
      reason: `contract ${contractVersion} does not satisfy the remote's range ${value.contractRange}`,
    };
  }
  return { ok: true, module: value };
}

/**
 * The single-spa application registered for a remote. It loads the remote inside mount, so every failure
 * (network, timeout, refused contract, a throwing mount) ends in the fallback area with a retry button,
 * and a retry once the remote is back mounts the real area without reloading the page.
 */
export function createResilientArea(options: ResilientAreaOptions) {
  const { owner, load, forget, contractVersion, timeoutMs = 8000, logger = console } = options;
  let module: AreaModule | null = null;
  let bootstrapped = false;
  let mounted = false;
  // bumps on every mount/unmount so a slow load that finishes after the user left is ignored
  let generation = 0;

  async function loadOnce(): Promise<LoadResult> {
    if (module) return { ok: true, module };
    try {
      return checkAreaModule(await withTimeout(load(), timeoutMs), contractVersion);
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  async function attempt(props: object): Promise<void> {
    const current = generation;
    renderAreaLoading(owner);
    const result = await loadOnce();
    if (current !== generation) return;
    if (!result.ok) {
      logger.error(`[host-shell] area ${owner} refused or unavailable: ${result.reason}`);
      renderAreaFallback(owner, () => void retry(props));
      return;
    }
    module = result.module;
    try {
      if (!bootstrapped) {
        await module.bootstrap(props);
        bootstrapped = true;
      }
      await module.mount(props);
      mounted = true;
      if (current !== generation) {
        // the student left while the area was mounting: take it down again
        mounted = false;
        await unmountQuietly(module, props);
        return;
      }
      clearAreaStatus(owner);
    } catch (error) {
      logger.error(`[host-shell] area ${owner} failed to mount`, error);
      // whatever it had put up before failing (a React root, listeners, half a page) is taken down
      await unmountQuietly(module, props);
      if (current === generation) renderAreaFallback(owner, () => void retry(props));
    }
  }

  async function unmountQuietly(area: AreaModule, props: object): Promise<void> {
    try {
      await area.unmount(props);
    } catch (error) {
      logger.error(`[host-shell] area ${owner} failed to unmount`, error);
    }
  }

  async function retry(props: object): Promise<void> {
    if (!bootstrapped) {
      module = null;
      forget();
    }
    await attempt(props);
  }

  return {
    bootstrap: async () => {},
    mount: async (props: object) => {
      generation += 1;
      await attempt(props);
    },
    unmount: async (props: object) => {
      generation += 1;
      if (mounted && module) {
        mounted = false;
        await module.unmount(props);
      }
      clearAreaStatus(owner);
    },
  };
}
