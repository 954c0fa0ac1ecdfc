import { createTrustedScripts } from './trusted-scripts';

/** A browser's Trusted Types as far as the plugin uses them: a policy whose values say who signed them. */
function fakeTrustedTypes() {
  const created: string[] = [];
  return {
    created,
    trustedTypes: {
      createPolicy(name: string, rules: { createScriptURL: (input: string) => string }) {
        created.push(name);
        return {
          name,
          createHTML: () => {
            throw new TypeError('no HTML');
          },
          // jsdom's script.src takes a string: the signed value is the URL the rule returned
          createScriptURL: (input: string) => rules.createScriptURL(input),
        };
      },
    },
  };
}

describe('createTrustedScripts', () => {
  it('creates container scripts through the platform-federation-scripts policy, for registered origins', () => {
    const browser = fakeTrustedTypes();
    const scripts = createTrustedScripts(browser);
    scripts.allowEntries(['https://mfe.exemplo.com.br/cast/mf-manifest.json']);

    const script = scripts.createScript('https://mfe.exemplo.com.br/cast/remoteEntry.js');
    expect(browser.created).toEqual(['platform-federation-scripts']);
    expect(script.src).toBe('https://mfe.exemplo.com.br/cast/remoteEntry.js');
  });

  it("allows the page's own origin and refuses a script from any origin not in the manifest", () => {
    const scripts = createTrustedScripts(fakeTrustedTypes());
    expect(scripts.createScript('/remotes/cast/remoteEntry.js').src).toBe(
      `${window.location.origin}/remotes/cast/remoteEntry.js`,
    );
    expect(() => scripts.createScript('https://evil.exemplo.net/remoteEntry.js')).toThrow(
      'script de origem não registrada: https://evil.exemplo.net',
    );
  });

  it('checks the origin the same way where the browser has no Trusted Types', () => {
    const scripts = createTrustedScripts({});
    scripts.allowEntries(['https://mfe.exemplo.com.br/cast/mf-manifest.json']);
    expect(scripts.createScript('https://mfe.exemplo.com.br/cast/remoteEntry.js').src).toBe(
      'https://mfe.exemplo.com.br/cast/remoteEntry.js',
    );
    expect(() => scripts.createScript('https://evil.exemplo.net/remoteEntry.js')).toThrow(
      'script de origem não registrada: https://evil.exemplo.net',
    );
  });
});
