import { createTrustedTypesPolicy, TRUSTED_TYPES_POLICY_NAMES } from 'shared-contracts';

/** The containers' script elements under Trusted Types, limited to the registered remotes. */
export interface TrustedScripts {
  /** a script element whose src is `url`, signed by the policy; throws for an origin not registered */
  createScript(url: string): HTMLScriptElement;
  /** Allows the origins of these entries (the manifest's lines, overrides included) from now on. */
  allowEntries(entries: readonly string[]): void;
}

/**
 * The CSP requires Trusted Types for script URLs. The shell's container loader (container-runtime.ts) makes a
 * remoteEntry script's element here, through the 'platform-federation-scripts' policy, which signs only URLs
 * on this page's origin or a registered remote's: a script from anywhere else is refused (the area then
 * shows its fallback), whatever asked for it. A browser without Trusted Types gets the same origin check.
 */
export function createTrustedScripts(
  scope: { trustedTypes?: unknown } = window as { trustedTypes?: unknown },
): TrustedScripts {
  const origins = new Set<string>([window.location.origin]);
  const signed = (input: string): string => {
    const url = new URL(input, window.location.href);
    if (!origins.has(url.origin)) throw new TypeError(`script de origem não registrada: ${url.origin}`);
    return url.href;
  };
  const policy = createTrustedTypesPolicy(
    TRUSTED_TYPES_POLICY_NAMES.federationScripts,
    { createScriptURL: signed },
    scope,
  );
  return {
    allowEntries(entries) {
      for (const entry of entries) {
        try {
          origins.add(new URL(entry, window.location.href).origin);
        } catch {
          // a malformed line is refused when its container is loaded
        }
      }
    },
    createScript(url) {
      const script = document.createElement('script');
      script.src = (policy ? policy.createScriptURL(url) : signed(url)) as unknown as string;
      return script;
    },
  };
}
