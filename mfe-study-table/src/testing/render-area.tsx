import { render, type RenderResult } from '@testing-library/react';
import type { LoggedUser, VerticalId } from 'shared-contracts';
import {
  createTestPlatform,
  startTestServer,
  type TestPlatform,
  type TestRoutes,
  type TestServer,
} from 'shared-contracts/testing';
import { AreaRoot } from '../app/root';

export interface RenderAreaOptions {
  vertical?: VerticalId;
  user?: LoggedUser | null;
}

export interface RenderedArea extends RenderResult {
  server: TestServer;
  platform: TestPlatform;
}

const servers: TestServer[] = [];

/**
 * Renders the whole area at `path` against a real local HTTP server answering `routes` (the network
 * boundary is the only thing faked). Servers are closed by `closeTestServers()` in afterEach.
 */
export async function renderArea(
  path: string,
  routes: TestRoutes,
  options: RenderAreaOptions = {},
): Promise<RenderedArea> {
  const server = await startTestServer(routes);
  servers.push(server);
  const platform = createTestPlatform({
    prefixUrl: server.url,
    vertical: options.vertical ?? 'concursos',
    ...(options.user !== undefined ? { user: options.user } : {}),
    // 5xx answers are retried with backoff; keep the waits tiny in tests
    http: { retryBaseDelayMs: 1 },
  });
  window.history.pushState(null, '', path);
  const result = render(<AreaRoot platform={platform} />);
  return { ...result, server, platform };
}

export async function closeTestServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}

/** A JSON error reply as the BFF sends it. */
export function serverError(status = 500, message = 'Erro interno'): { status: number; json: unknown } {
  return { status, json: { error: { message, tag: 'INTERNAL_ERROR' } } };
}

/** Swallows console.error for a test that expects failures to be logged (spec 2 §8); returns the spy to assert on. */
export function captureConsoleErrors(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
