import type { TestRoutes } from 'shared-contracts/testing';
import {
  renderArea as renderAnyArea,
  serverError as kitServerError,
  type RenderAreaOptions,
} from 'shared-design-system/testing';
import { AreaRoot } from '../app/root';

export { captureConsoleErrors, closeTestServers } from 'shared-design-system/testing';

/** The goals area at `path` against a local server answering `routes` (a fresh query client each time). */
export function renderArea(path: string, routes: TestRoutes, options?: RenderAreaOptions) {
  return renderAnyArea(AreaRoot, path, routes, options);
}

/** A JSON error reply as the BFF sends it. */
export function serverError(status = 500, message = 'Erro interno') {
  return kitServerError(status, message);
}
