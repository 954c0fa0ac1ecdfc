import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { BffArea } from './area';
import { AREAS } from './areas/index';
import { registerAuthRoutes } from './auth-routes';
import { BffStore } from './bff-store';
import { registerControlRoutes } from './control-routes';
import { isAllowedOrigin, registerCors } from './cors';
import { registerCspReports } from './csp-reports';
import { registerCsrfCheck } from './csrf';
import { devBffEnvironment, type DevBffEnvironment } from './dev-environment';
import { registerDevToolsGate } from './dev-tools-gate';
import { createContext } from './create-context';
import { registerErrorHandling } from './error-handling';
import { registerFaults } from './faults';
import { registerOverlayRoutes } from './overlay-routes';
import { registerShellRoutes } from './shell-routes';
import { registerStaticAudio } from './static-audio';

export interface BuildServerOptions {
  /** where it runs (dev-environment.ts); read from process.env by default */
  environment?: DevBffEnvironment;
  /** the control API and dev sign-in; off answers 404 there (default: the environment's `devTools`) */
  control?: boolean;
  /** Fastify's logger option (false in tests) */
  logger?: FastifyServerOptions['logger'];
  /** the areas to register; every area of areas/index.ts by default (tests may pass their own) */
  areas?: readonly BffArea[];
}

/**
 * The dev BFF as a Fastify instance, not listening: tests call `app.inject()` or `listen({ port: 0 })`.
 * Order matters: CORS answers preflights before the fault hook, which runs before every route.
 */
export function buildServer({
  environment = devBffEnvironment(),
  control = environment.devTools,
  logger = false,
  areas = AREAS,
}: BuildServerOptions = {}): FastifyInstance {
  const app = Fastify({ logger });
  const store = new BffStore(areas);
  const ctx = createContext(store);
  const allowedOrigin = (origin: string) => isAllowedOrigin(origin, environment.allowedOrigins);

  app.register(fastifyCookie);
  registerErrorHandling(app);
  registerCors(app, allowedOrigin);
  registerCsrfCheck(app, allowedOrigin);
  registerDevToolsGate(app, environment);
  registerFaults(app, store);

  registerCspReports(app, store);
  registerAuthRoutes(app, store, { devLogin: control, secureCookies: environment.secureCookies });
  registerShellRoutes(app, store, ctx);
  registerOverlayRoutes(app, store, ctx);
  registerStaticAudio(app);
  for (const area of areas) area.register(app, ctx);
  if (control) registerControlRoutes(app, store);

  return app;
}
