import path from 'node:path';
/**
 * The shared singletons of ARCHITECTURE §4, plus @tanstack/react-query (§5: each area's QueryClientProvider
 * and the area kit's hooks must see one React context, and one copy is downloaded per session; the host
 * provides it but never loads it on a first page), plus the sub-paths of those same packages that code
 * imports directly, so that e.g. `react-dom/client`, which holds the reconciler, is not bundled twice).
 */
export const SHARED_SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'rxjs',
  '@emotion/react',
  'single-spa',
  'shared-contracts',
  'shared-design-system',
  '@tanstack/react-query',
] as const;

export const SHARED_SUBPATHS: Record<string, string[]> = {
  react: ['react/jsx-runtime'],
  'react-dom': ['react-dom/client'],
  '@emotion/react': ['@emotion/react/jsx-runtime'],
  jotai: ['jotai/react', 'jotai/vanilla'],
  // what only remotes use (area lifecycles): shared once, but not on the host's first load
  'shared-design-system': ['shared-design-system/area'],
};

/**
 * Shares provided by a module of ours instead of the package itself (a shared module is never tree-shaken,
 * these files' bundles are): `react-router-dom` is react-router's declarative routing only
 * (shared/react-router-dom.ts: 62 kB gz of a whole package down to what the platform routes with), and
 * `@tanstack/react-query` the queries, mutations and client the areas use (shared/tanstack-react-query.ts:
 * 13.7 → 10.8 kB gz on every area's first page). Each is checked against what the sources import by
 * shared-facades.test.ts.
 */
export const SHARED_IMPLEMENTATIONS: Readonly<Record<string, string>> = {
  'react-router-dom': path.join(__dirname, 'shared/react-router-dom.ts'),
  '@tanstack/react-query': path.join(__dirname, 'shared/tanstack-react-query.ts'),
};

/**
 * The shared modules the host's first page runs, built into the host's main.js (`eager`) instead of one chunk
 * each (issue 12: fewer, larger chunks on the first page). They are still registered in the share scope, so
 * remotes reuse the host's copy, and remotes carry no copy of these (`import: false` in webpack-config.ts,
 * except the standalone page); the others (the router, TanStack Query, the area kit, rxjs)
 * stay lazy and are brought by the first area that needs them.
 */
export const HOST_EAGER_SHARED: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  'jotai/react',
  'jotai/vanilla',
  'single-spa',
  'shared-contracts',
  'shared-design-system',
];
