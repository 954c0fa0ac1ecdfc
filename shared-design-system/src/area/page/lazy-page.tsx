import { createElement, lazy, Suspense, type ComponentType, type JSX } from 'react';
import { ContentSkeleton } from './content-skeleton';

/** A page component whose code is fetched when it is first shown, or earlier with `preload()`. */
export type LazyPage<P extends object> = ((props: P) => JSX.Element) & {
  /** starts fetching the page's code (once; again after a failure) and resolves when it can render */
  preload: () => Promise<unknown>;
};

/** Every lazy page's preload, for `preloadLazyPages()`. */
const preloads = new Set<() => Promise<unknown>>();

/**
 * A page of the area in a chunk of its own: the area's first page does not download, parse and run the
 * code of every other page before it paints (issue 12). The page shows a skeleton while its code loads and
 * renders at once when it is already there (preloaded, or seen before); a failed load reaches the area's
 * error boundary, and the next visit tries again.
 *
 * @example
 * const RankingsPage = lazyPage(() => import('../features/rankings/components/rankings-page').then((m) => m.RankingsPage));
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (Loaded) => {
        loaded = Loaded;
        return { default: Loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  preloads.add(preload);
  // React keeps a failed lazy component failed: the next render after a failure gets a new one
  const make = (): ComponentType<P> =>
    lazy(() =>
      preload().catch((error: unknown) => {
        Lazy = make();
        throw error;
      }),
    );
  let Lazy = make();
  const Page = (props: P) => {
    // createElement: JSX cannot spread a generic P into a generic component type
    if (loaded) return createElement(loaded, props);
    return (
      <Suspense fallback={<ContentSkeleton shape="detail" label="Carregando a página" />}>
        {createElement(Lazy, props)}
      </Suspense>
    );
  };
  Page.preload = preload;
  return Page;
}

/** Loads the code of every lazy page made so far (tests render areas with all their pages' code at hand). */
export function preloadLazyPages(): Promise<unknown> {
  return Promise.all([...preloads].map((preload) => preload()));
}
