/**
 * What the platform shares as `@tanstack/react-query` (ARCHITECTURE §5, issue 12): the queries, mutations and
 * the client the areas and the area kit use, and nothing else of the package.
 *
 * A shared singleton is never tree-shaken (its provider cannot know what other builds will use), so the whole
 * package shipped with every area's first page: 13.7 kB gz, of which useQueries, the suspense hooks,
 * hydration, prefetch hooks, the mutation-state hooks and streamed queries are used by no build. Shared through
 * this file instead (the `import` of the share, infra/build/shared-singletons.ts), the provided module is
 * this file, whose bundle holds only what it names here (10.8 kB gz); the client, its cache and the React
 * context are still one instance for every area of a page.
 *
 * It reads the package by its file, not by name: `@tanstack/react-query` is the share's own key, and the
 * provided module asking for it would consume itself.
 *
 * The list is a contract: typecheck resolves `@tanstack/react-query` to this file (tsconfig.base.json
 * `paths`), and infra/build/shared-facades.test.ts fails when any source imports a name that is not here.
 * Adding a name is a change of every build (a remote built against a longer list needs a provider that has
 * it): add it here and rebuild all.
 */
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  timeoutManager,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../../node_modules/@tanstack/react-query/build/modern/index.js';
export type {
  FetchQueryOptions,
  InfiniteData,
  QueryKey,
  UseQueryResult,
} from '../../../node_modules/@tanstack/react-query/build/modern/index.js';
