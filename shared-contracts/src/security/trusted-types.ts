/**
 * Trusted Types (ARCHITECTURE §8, issue 11): the CSP sends `require-trusted-types-for 'script'`, so the
 * browser refuses a plain string in a script sink (innerHTML, a script's src, eval...). Each place that
 * must write one goes through a named policy of its own, and the CSP's `trusted-types` directive lists
 * exactly these names. This module has no imports: the build tooling reads the names from it.
 */

/** The policies of the composed site, one per sink, by what they sign. */
export const TRUSTED_TYPES_POLICY_NAMES = {
  /** the host's container loader: remoteEntry.js scripts of the manifest's remote origins */
  federationScripts: 'platform-federation-scripts',
  /** the host's global alert: DOMPurify output with spec 1 §5's tags */
  alertHtml: 'platform-alert-html',
  /** mfe-ldi's lesson HTML: DOMPurify output with the lesson allow-list */
  lessonHtml: 'ldi-lesson-html',
} as const;

/** The name of the policy an app's webpack runtime signs its own chunk URLs with (`output.trustedTypes`). */
export function webpackTrustedTypesPolicyName(federationName: string): string {
  return `webpack-${federationName}`;
}

/** What a policy does with the string it is given: returns it (signed) or throws to refuse it. */
export interface TrustedTypesRules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

/**
 * A policy as the browser gives it; its values are TrustedHTML / TrustedScriptURL objects that React and the
 * DOM accept where a string would be refused.
 */
export interface PlatformTrustedTypesPolicy {
  readonly name: string;
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: TrustedTypesRules): PlatformTrustedTypesPolicy;
}

/**
 * Creates the named policy, or null where the browser has no Trusted Types (then the sinks take strings and
 * the CSP directive is not enforced either). A policy whose name the CSP does not allow throws: that is a
 * build error to see, never a page that silently falls back.
 */
export function createTrustedTypesPolicy(
  name: string,
  rules: TrustedTypesRules,
  scope: { trustedTypes?: unknown } = globalThis as { trustedTypes?: unknown },
): PlatformTrustedTypesPolicy | null {
  const factory = scope.trustedTypes as TrustedTypesFactory | undefined;
  if (!factory || typeof factory.createPolicy !== 'function') return null;
  return factory.createPolicy(name, rules);
}

/**
 * The policy of one HTML sink whose content DOMPurify cleans (DOMPurify's documented Trusted Types set-up):
 * given to DOMPurify as `TRUSTED_TYPES_POLICY`, it lets DOMPurify parse the input and signs its cleaned
 * output (`RETURN_TRUSTED_TYPE`). It signs any string, so it must stay private to the module that
 * sanitises; it refuses script URLs, which no sanitised sink needs. Created once (the CSP allows no
 * duplicates); null without Trusted Types.
 */
export function createSanitizerPolicy(
  name: string,
  scope?: { trustedTypes?: unknown },
): PlatformTrustedTypesPolicy | null {
  return createTrustedTypesPolicy(
    name,
    {
      createHTML: (html) => html,
      createScriptURL: (url) => {
        throw new TypeError(`${name} não assina URLs de script: ${url}`);
      },
    },
    scope,
  );
}
