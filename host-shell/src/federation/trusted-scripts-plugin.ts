import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createTrustedTypesPolicy, TRUSTED_TYPES_POLICY_NAMES } from 'shared-contracts';

/** The federation runtime's script loading under Trusted Types, limited to the registered remotes. */
export interface TrustedScripts {
  plugin: ModuleFederationRuntimePlugin;
  /** Allows the origins of these entries (the manifest's lines, overrides included) from now on. */
  allowEntries(entries: readonly string[]): void;
}

/**
 * The CSP requires Trusted Types for script URLs, and the federation runtime sets a remoteEntry script's
 * `src` from a plain string. This runtime plugin creates those script elements itself, through the
 * 'platform-federation-scripts' policy, which signs only URLs on this page's origin or a registered
 * remote's: a script from anywhere else is refused (the area then shows its fallback), whatever asked for
 * it. Where the browser has no Trusted Types the runtime makes the element as usual.
 */
export function createTrustedScripts(
  scope: { trustedTypes?: unknown } = window as { trustedTypes?: unknown },
): TrustedScripts {
  const origins = new Set<string>([window.location.origin]);
  const policy = createTrustedTypesPolicy(
    TRUSTED_TYPES_POLICY_NAMES.federationScripts,
    {
      createScriptURL(input) {
        const url = new URL(input, window.location.href);
        if (!origins.has(url.origin)) throw new TypeError(`script de origem não registrada: ${url.origin}`);
        return url.href;
      },
    },
    scope,
  );
  return {
    allowEntries(entries) {
      for (const entry of entries) {
        try {
          origins.add(new URL(entry, window.location.href).origin);
        } catch {
          // a malformed line is refused later by the runtime itself
        }
      }
    },
    plugin: {
      name: 'host-shell-trusted-scripts',
      createScript({ url, attrs }) {
        if (!policy) return undefined;
        const script = document.createElement('script');
        script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
        // the runtime applies attributes only to scripts it made itself
        for (const [name, value] of Object.entries(attrs ?? {})) {
          if (name === 'async' || name === 'defer') script[name] = Boolean(value);
          else if (name !== 'type') script.setAttribute(name, String(value));
        }
        script.src = policy.createScriptURL(url) as unknown as string;
        return script;
      },
    },
  };
}
