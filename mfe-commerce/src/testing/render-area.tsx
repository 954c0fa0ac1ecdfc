import type { TestRoutes } from 'shared-contracts/testing';
import { renderArea as renderAnyArea, type RenderAreaOptions } from 'shared-design-system/testing';
import { AreaRoot } from '../app/root';

export { captureConsoleErrors, closeTestServers, serverError } from 'shared-design-system/testing';

/**
 * The commerce area at `path` against a local server answering `routes` (none for the pages that only
 * read the cart or the session), with a fresh query client unless given.
 */
export const renderArea = (path: string, routes: TestRoutes = {}, options?: RenderAreaOptions) =>
  renderAnyArea(AreaRoot, path, routes, options);
