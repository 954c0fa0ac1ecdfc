/**
 * The single-build mode's source of the areas' code (issue 12: "know what federation costs"): the same seven
 * areas compiled into the host as ordinary lazy chunks, no federation runtime, no remotes.json. Built only by
 * `SINGLE_BUILD=1` (webpack swaps area-source.ts for this file; `npm start -- --single`, `npm run bench --
 * --single`). Same code, routes and shell: only the way the code arrives differs.
 */
import { ownerOfPath, PREFETCH_IDLE_MS, type RemoteOwner } from 'shared-contracts';
import type { AreaSource } from './area-source';

const APPS: Readonly<Record<RemoteOwner, () => Promise<unknown>>> = {
  'mfe-questions': () =>
    import(/* webpackChunkName: "area-mfe-questions" */ '../../../mfe-questions/src/expose/app'),
  'mfe-ldi': () => import(/* webpackChunkName: "area-mfe-ldi" */ '../../../mfe-ldi/src/expose/app'),
  'mfe-cast': () => import(/* webpackChunkName: "area-mfe-cast" */ '../../../mfe-cast/src/expose/app'),
  'mfe-commerce': () =>
    import(/* webpackChunkName: "area-mfe-commerce" */ '../../../mfe-commerce/src/expose/app'),
  'mfe-submissions': () =>
    import(/* webpackChunkName: "area-mfe-submissions" */ '../../../mfe-submissions/src/expose/app'),
  'mfe-goals': () => import(/* webpackChunkName: "area-mfe-goals" */ '../../../mfe-goals/src/expose/app'),
  'mfe-study-table': () =>
    import(/* webpackChunkName: "area-mfe-study-table" */ '../../../mfe-study-table/src/expose/app'),
};

const WIDGETS: Readonly<Record<string, () => Promise<unknown>>> = {
  'mfe_submissions/comments': () =>
    import(
      /* webpackChunkName: "area-mfe-submissions-comments" */ '../../../mfe-submissions/src/expose/comments'
    ),
};

const warm = (owner: RemoteOwner) => {
  APPS[owner]().catch(() => undefined);
};

export function startAreaSource(): Promise<AreaSource> {
  return Promise.resolve({
    loadApp: (owner) => APPS[owner](),
    forget: () => undefined,
    loadWidget: async <T>(id: string): Promise<T | null> => {
      try {
        return ((await WIDGETS[id]?.()) as T | undefined) ?? null;
      } catch (error) {
        console.error(`[host-shell] widget ${id} unavailable`, error);
        return null;
      }
    },
    preload: (path) => {
      const owner = ownerOfPath(path);
      if (owner !== 'host-shell') warm(owner);
    },
    prefetch: (likely) => {
      setTimeout(() => likely.forEach(warm), PREFETCH_IDLE_MS);
    },
  });
}
