import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FALLBACK_MARK = '__hostShellAreaFallback';

/** What loadRemote resolves to when a remote could not be loaded: a marker the area proxy turns into the fallback area. */
export interface AreaFallbackModule {
  [FALLBACK_MARK]: true;
  id: string;
  reason: string;
}

export function isAreaFallbackModule(value: unknown): value is AreaFallbackModule {
  return (
    typeof value === 'object' && value !== null && (value as Record<string, unknown>)[FALLBACK_MARK] === true
  );
}

/**
 * Second failure layer (ARCHITECTURE §3): when loading a remote's manifest, entry or exposed module fails,
 * errorLoadRemote answers with a fallback module instead of throwing, so the rest of the site keeps working.
 * Shared-module failures are left alone (there is no sensible fallback for React itself).
 */
export function areaFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'host-shell-area-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // only a module can stand in for a module: earlier stages (manifest resolution, shared loading) rethrow,
      // and the failure then reaches this hook again at 'onLoad'
      if (lifecycle !== 'onLoad' && lifecycle !== 'beforeRequest') return undefined;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[host-shell] remote "${id}" failed to load (${lifecycle}): ${reason}`);
      const fallback: AreaFallbackModule = { [FALLBACK_MARK]: true, id, reason };
      return fallback;
    },
  };
}
