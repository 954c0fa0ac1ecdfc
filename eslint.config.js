// @ts-check
// One flat config for the whole repository: recommended JS + TypeScript rules (syntax only, no type
// information, so `npm run lint` stays fast), the rules of hooks, and the package boundaries of the
// architecture (remotes never import each other or the host; shared packages import neither).
const fs = require('node:fs');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

/** The remote folders (mfe-*), read from disk so adding a remote needs no change here. */
const REMOTE_FOLDERS = fs
  .readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name);

/** Matches an import of any mfe-* package or folder except `own` (a path segment `mfe-<name>`). */
const remoteImport = (own) =>
  own ? `(^|/)mfe-(?!${own.slice('mfe-'.length)}(/|$))[a-z0-9-]+(/|$)` : '(^|/)mfe-[a-z0-9-]+(/|$)';
const HOST_IMPORT = '(^|/)host-shell(/|$)';

const OTHER_REMOTE_MESSAGE =
  'A remote never imports another remote: talk through shared-contracts (events, PlatformApi) or load an exposed widget through the platform (loadWidget) with a fallback.';
const HOST_MESSAGE = 'Only shared-contracts connects an area to the host: use the PlatformApi it passes in.';
const REMOTE_FROM_HOST_MESSAGE =
  'The host loads remotes at run time (remotes.json + the container loader), never imports their code.';
const REMOTE_FROM_SHARED_MESSAGE =
  'Shared packages sit below every app: they import neither the host nor a remote.';

/** The CommonJS files (configs) run in Node. */
const NODE_GLOBALS = {
  require: 'readonly',
  module: 'writable',
  exports: 'writable',
  __dirname: 'readonly',
  __filename: 'readonly',
  process: 'readonly',
  console: 'readonly',
  Buffer: 'readonly',
};

/**
 * Static imports and re-exports through no-restricted-imports; `import()` through no-restricted-syntax,
 * which no-restricted-imports does not look at. (esquery regex literals cannot hold a '/', hence \x2F.)
 * @param {Array<{ regex: string, message: string }>} patterns
 */
const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, message }) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
      message,
    })),
  ],
});

/** @type {import('eslint').Linter.Config[]} */
module.exports = [
  {
    ignores: [
      '**/dist/**',
      '**/dist-single/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_name` marks a parameter or binding that is deliberately unused (webpack's `_env`, rest omission).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: NODE_GLOBALS },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTE_FOLDERS.map((remote) => ({
    files: [`${remote}/**`],
    rules: restrictImports([
      { regex: remoteImport(remote), message: OTHER_REMOTE_MESSAGE },
      { regex: HOST_IMPORT, message: HOST_MESSAGE },
    ]),
  })),
  {
    files: ['host-shell/**'],
    // the one exception: the single-build mode (issue 12) compiles the areas in to measure what federation
    // costs; webpack uses that file only when SINGLE_BUILD=1, never in the federated build
    ignores: ['host-shell/src/federation/area-source.single.ts'],
    rules: restrictImports([{ regex: remoteImport(null), message: REMOTE_FROM_HOST_MESSAGE }]),
  },
  {
    files: ['shared-*/**'],
    rules: restrictImports([
      { regex: HOST_IMPORT, message: REMOTE_FROM_SHARED_MESSAGE },
      { regex: remoteImport(null), message: REMOTE_FROM_SHARED_MESSAGE },
    ]),
  },
];
