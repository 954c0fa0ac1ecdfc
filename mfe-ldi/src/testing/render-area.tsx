import type { TestRoutes } from 'shared-contracts/testing';
import {
  closeTestServers as closeAnyTestServers,
  renderArea as renderAnyArea,
  type RenderAreaOptions,
} from 'shared-design-system/testing';
import { AreaRoot } from '../app/root';

export { captureConsoleErrors, serverError } from 'shared-design-system/testing';

/** This area at `path` against a local server answering `routes`. */
export const renderArea = (path: string, routes: TestRoutes, options?: RenderAreaOptions) =>
  renderAnyArea(AreaRoot, path, routes, options);

/** Closes the test servers; every test starts without drafts (what the student typed is kept locally). */
export async function closeTestServers(): Promise<void> {
  window.localStorage.clear();
  await closeAnyTestServers();
}
