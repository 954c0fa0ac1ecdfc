import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { VerticalId } from 'shared-contracts';
import {
  createTestPlatform,
  startTestServer,
  type TestPlatform,
  type TestRoutes,
  type TestServer,
} from 'shared-contracts/testing';
import { createAreaQueryClient } from 'shared-design-system/area';
import { AreaRoot } from '../app/root';

export interface RenderedArea extends RenderResult {
  server: TestServer;
  platform: TestPlatform;
}

const servers: TestServer[] = [];

/**
 * Renders the whole area at `path` against a real local HTTP server answering `routes` (only the network
 * boundary is faked), with a fresh query cache unless the test passes one. Close the servers with
 * `closeTestServers()` in afterEach.
 */
export async function renderArea(
  path: string,
  routes: TestRoutes,
  options: { vertical?: VerticalId; widgets?: Record<string, unknown>; queryClient?: QueryClient } = {},
): Promise<RenderedArea> {
  const server = await startTestServer(routes);
  servers.push(server);
  const platform = createTestPlatform({
    prefixUrl: server.url,
    vertical: options.vertical ?? 'concursos',
    // 5xx answers are retried with backoff; keep the waits tiny in tests
    http: { retryBaseDelayMs: 1 },
    ...(options.widgets ? { widgets: options.widgets } : {}),
  });
  window.history.pushState(null, '', path);
  const result = render(
    <AreaRoot platform={platform} queryClient={options.queryClient ?? createAreaQueryClient()} />,
  );
  return { ...result, server, platform };
}

export async function closeTestServers(): Promise<void> {
  // the question filters are cached locally; every test starts from an empty selection
  window.localStorage.clear();
  await Promise.all(servers.splice(0).map((server) => server.close()));
}

/** A JSON error reply as the BFF sends it. */
export function serverError(status = 500, message = 'Erro interno do servidor.', tag = 'INTERNAL_ERROR') {
  return { status, json: { error: { message, tag } } };
}
