import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { BffArea } from './area';
import { AREAS } from './areas/index';
import { registerAuthRoutes } from './auth-routes';
import { BffStore } from './bff-store';
import { registerControlRoutes } from './control-routes';
import { registerCors } from './cors';
import { createContext } from './create-context';
import { registerErrorHandling } from './error-handling';
import { registerFaults } from './faults';
import { registerOverlayRoutes } from './overlay-routes';
import { registerShellRoutes } from './shell-routes';
import { registerStaticAudio } from './static-audio';

export interface BuildServerOptions {
  /** the control API under /__control; off answers 404 there (DEV_BFF_CONTROL=off) */
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
  control = process.env.DEV_BFF_CONTROL !== 'off',
  logger = false,
  areas = AREAS,
}: BuildServerOptions = {}): FastifyInstance {
  const app = Fastify({ logger });
  const store = new BffStore(areas);
  const ctx = createContext(store);

  app.register(fastifyCookie);
  registerErrorHandling(app);
  registerCors(app);
  registerFaults(app, store);

  registerAuthRoutes(app, store);
  registerShellRoutes(app, store, ctx);
  registerOverlayRoutes(app, store, ctx);
  registerStaticAudio(app);
  for (const area of areas) area.register(app, ctx);
  if (control) registerControlRoutes(app, store);

  return app;
}
