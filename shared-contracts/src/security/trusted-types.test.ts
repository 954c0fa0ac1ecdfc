import {
  createSanitizerPolicy,
  createTrustedTypesPolicy,
  TRUSTED_TYPES_POLICY_NAMES,
  webpackTrustedTypesPolicyName,
} from './trusted-types';

describe('createTrustedTypesPolicy', () => {
  it('is null where the browser has no Trusted Types (jsdom, older browsers)', () => {
    expect(createTrustedTypesPolicy('x', {}, {})).toBeNull();
    expect(createTrustedTypesPolicy('x', {}, { trustedTypes: {} })).toBeNull();
  });

  it('creates the named policy with the given rules through the browser factory', () => {
    const createPolicy = jest.fn((name: string, rules: { createHTML?: (s: string) => string }) => ({
      name,
      createHTML: (input: string) => ({ signed: rules.createHTML?.(input) }),
      createScriptURL: () => {
        throw new TypeError('not allowed');
      },
    }));
    const policy = createTrustedTypesPolicy(
      TRUSTED_TYPES_POLICY_NAMES.alertHtml,
      { createHTML: (input) => input.toUpperCase() },
      { trustedTypes: { createPolicy } },
    );
    expect(createPolicy).toHaveBeenCalledWith('platform-alert-html', expect.any(Object));
    expect(policy?.createHTML('<b>oi</b>')).toEqual({ signed: '<B>OI</B>' });
  });

  it('lets a refusal of the browser (a name the CSP does not allow) through, instead of hiding it', () => {
    const createPolicy = () => {
      throw new TypeError("Failed to execute 'createPolicy': Policy disallowed");
    };
    expect(() => createTrustedTypesPolicy('outra', {}, { trustedTypes: { createPolicy } })).toThrow(
      'Policy disallowed',
    );
  });

  it('names one webpack policy per app, in the characters a CSP policy name may hold', () => {
    expect(webpackTrustedTypesPolicyName('mfe_cast')).toBe('webpack-mfe_cast');
    for (const name of [...Object.values(TRUSTED_TYPES_POLICY_NAMES), webpackTrustedTypesPolicyName('host')])
      expect(name).toMatch(/^[A-Za-z0-9\-#=_/@.%]+$/);
  });
});

describe('createSanitizerPolicy', () => {
  const browser = {
    createPolicy: (
      name: string,
      rules: { createHTML: (s: string) => string; createScriptURL: (s: string) => string },
    ) => ({
      name,
      createHTML: rules.createHTML,
      createScriptURL: rules.createScriptURL,
    }),
  };

  it('signs the HTML DOMPurify hands it and refuses every script URL', () => {
    const policy = createSanitizerPolicy('ldi-lesson-html', { trustedTypes: browser });
    expect(policy?.createHTML('<p>limpo</p>')).toBe('<p>limpo</p>');
    expect(() => policy?.createScriptURL('https://cdn.exemplo.com/x.js')).toThrow(
      'não assina URLs de script',
    );
  });

  it('is null without Trusted Types', () => {
    expect(createSanitizerPolicy('ldi-lesson-html', {})).toBeNull();
  });
});
