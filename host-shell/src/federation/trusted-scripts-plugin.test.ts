import { createTrustedScripts } from './trusted-scripts-plugin';

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

type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;

describe('createTrustedScripts', () => {
  it('creates remote entry scripts through the platform-federation-scripts policy, for registered origins', () => {
    const browser = fakeTrustedTypes();
    const scripts = createTrustedScripts(browser);
    scripts.allowEntries(['https://mfe.exemplo.com.br/cast/mf-manifest.json']);
    const createScript = scripts.plugin.createScript as unknown as CreateScript;

    const script = createScript({
      url: 'https://mfe.exemplo.com.br/cast/remoteEntry.js',
      attrs: { crossorigin: 'anonymous', async: true },
    });
    expect(browser.created).toEqual(['platform-federation-scripts']);
    expect(script?.src).toBe('https://mfe.exemplo.com.br/cast/remoteEntry.js');
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.async).toBe(true);
    expect(script?.type).toBe('text/javascript');
  });

  it("allows the page's own origin and refuses a script from any origin not in the manifest", () => {
    const scripts = createTrustedScripts(fakeTrustedTypes());
    const createScript = scripts.plugin.createScript as unknown as CreateScript;
    expect(createScript({ url: '/remotes/cast/remoteEntry.js' })?.src).toBe(
      `${window.location.origin}/remotes/cast/remoteEntry.js`,
    );
    expect(() => createScript({ url: 'https://evil.exemplo.net/remoteEntry.js' })).toThrow(
      'script de origem não registrada: https://evil.exemplo.net',
    );
  });

  it('leaves script creation to the runtime where the browser has no Trusted Types', () => {
    const scripts = createTrustedScripts({});
    const createScript = scripts.plugin.createScript as unknown as CreateScript;
    expect(createScript({ url: 'https://evil.exemplo.net/remoteEntry.js' })).toBeUndefined();
  });
});
