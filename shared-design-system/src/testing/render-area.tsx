import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { LoggedUser, VerticalId } from 'shared-contracts';
import {
  createTestPlatform,
  startTestServer,
  type TestPlatform,
  type TestPlatformOptions,
  type TestRoutes,
  type TestServer,
} from 'shared-contracts/testing';
import type { AreaRootProps } from '../area/create-area-lifecycles';
import { preloadLazyPages } from '../area/page/lazy-page';
import { createAreaQueryClient } from '../area/query/create-area-query-client';

/** Options of `renderArea`. */
export interface RenderAreaOptions {
  vertical?: VerticalId;
  /** the signed-in student (null: signed out); the test platform's default student otherwise */
  user?: LoggedUser | null;
  /** anything else the test platform takes (flags, e-commerce areas, environment...) */
  platform?: Omit<TestPlatformOptions, 'prefixUrl' | 'vertical' | 'user'>;
  /** a client to share between renders (e.g. to test a return from cache); a fresh one otherwise */
  queryClient?: QueryClient;
}

/** What `renderArea` gives back: the rendered area, its server, platform double and query client. */
export interface RenderedArea extends RenderResult {
  server: TestServer;
  platform: TestPlatform;
  queryClient: QueryClient;
}

const servers: TestServer[] = [];

/**
 * The shared jest environment swaps jsdom's FormData for Node's (for real fetch), and Node's cannot read a
 * <form>. React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (a
 * react-router navigation does), so tolerate the form argument; React only keeps it as the pending state
 * of form actions.
 */
function tolerateFormElements(): void {
  const Native = globalThis.FormData;
  if ((Native as { tolerant?: boolean }).tolerant) return;
  class TolerantFormData extends Native {
    static tolerant = true;
    constructor(form?: unknown) {
      super(form instanceof HTMLFormElement ? undefined : (form as undefined));
    }
  }
  globalThis.FormData = TolerantFormData as typeof FormData;
}

/**
 * Renders a whole area at `path` (its router, theme, platform double and a fresh query client) against a
 * real local HTTP server answering `routes`: the network boundary is the only thing faked. Close the
 * servers with `closeTestServers()` in afterEach.
 */
export async function renderArea(
  Root: ComponentType<AreaRootProps>,
  path: string,
  routes: TestRoutes,
  options: RenderAreaOptions = {},
): Promise<RenderedArea> {
  tolerateFormElements();
  // the area's lazy pages (lazyPage) render at once, as after a visit: their own loading is the kit's test
  await preloadLazyPages();
  const server = await startTestServer(routes);
  servers.push(server);
  const platform = createTestPlatform({
    // 5xx answers are retried with backoff; keep the waits tiny in tests
    http: { retryBaseDelayMs: 1 },
    ...options.platform,
    prefixUrl: server.url,
    vertical: options.vertical ?? 'concursos',
    ...(options.user !== undefined ? { user: options.user } : {}),
  });
  const queryClient = options.queryClient ?? createAreaQueryClient();
  window.history.pushState(null, '', path);
  const result = render(<Root platform={platform} queryClient={queryClient} />);
  return { ...result, server, platform, queryClient };
}

/** Closes every server `renderArea` started (call in afterEach). */
export async function closeTestServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}

/** A JSON error reply as the BFF sends it (spec 1 §8). */
export function serverError(
  status = 500,
  message = 'Erro interno do servidor.',
  tag = 'INTERNAL_ERROR',
): { status: number; json: unknown } {
  return { status, json: { error: { message, tag } } };
}

/** Silences console.error for a test that expects a failure to be logged; returns the spy to assert on. */
export function captureConsoleErrors(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
