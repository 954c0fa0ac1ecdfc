import type { TestRoutes } from 'shared-contracts/testing';
import {
  closeTestServers as closeAnyTestServers,
  renderArea as renderAnyArea,
  type RenderAreaOptions,
} from 'shared-design-system/testing';
import { AreaRoot } from '../app/root';
import { castStore, lastCastStateAtom } from '../lib/store';

export { serverError } from 'shared-design-system/testing';

/** Closes the test servers; every test starts without drafts (what the student typed is kept locally). */
export async function closeTestServers(): Promise<void> {
  window.localStorage.clear();
  await closeAnyTestServers();
}

/** The cast area at `path` against a local server answering `routes`, with no dock state from an earlier test. */
export function renderArea(path: string, routes: TestRoutes, options?: RenderAreaOptions) {
  // the store outlives mounts on purpose (last dock state); every test starts without one
  castStore.set(lastCastStateAtom, null);
  return renderAnyArea(AreaRoot, path, routes, options);
}
