/**
 * `npm run dev -w <pkg>` (or `npx tsx infra/scripts/dev-remote.ts <pkg>`): one app in development on its
 * topology port with webpack-dev-server (hot rebuilds), plus the dev BFF on its port when none is running.
 * A remote runs standalone (STANDALONE=1: its own page, createTestPlatform, its own share scope);
 * the dev server proxies the API paths (sign-in included) to the BFF. The host also answers /remotes.json,
 * pointing at whatever serves the remotes (their dev servers or `serve.ts --only ...`).
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { BFF_PORT, appByPkg } from '../build/topology';
import { areaLandingPath } from './area-landing-path';
import { devSignInUrl } from './dev-sign-in-url';
import { ensureDevBff } from './ensure-dev-bff';
import { DEFAULT_PLATFORM_ENV, readRemotesManifest, resolveRemotesManifest } from './remotes-manifest';

const ROOT = path.resolve(__dirname, '../..');

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'development' }) => Configuration;

/** The package's own webpack.config.ts (tsx compiles it), as a function of (env, argv) or an object. */
async function loadWebpackConfig(pkgDir: string): Promise<Configuration> {
  const loaded = (await import(path.join(pkgDir, 'webpack.config.ts'))) as { default?: unknown };
  // A CommonJS-compiled module arrives wrapped once more under `default`.
  let exported: unknown = loaded.default ?? loaded;
  if (typeof exported === 'object' && exported !== null && 'default' in exported)
    exported = (exported as { default: unknown }).default;
  const config =
    typeof exported === 'function'
      ? (exported as ConfigFactory)({}, { mode: 'development' })
      : (exported as Configuration);
  return { ...config, mode: 'development' };
}

async function main(): Promise<void> {
  const pkg = process.argv[2];
  if (!pkg || pkg.startsWith('-')) {
    console.error('Usage: tsx infra/scripts/dev-remote.ts <pkg>   (e.g. mfe-cast)');
    process.exit(2);
  }
  const app = appByPkg(pkg);
  const pkgDir = path.join(ROOT, app.pkg);
  // Read by the webpack config factory: a remote gets its standalone page.
  if (app.kind === 'remote') process.env.STANDALONE = '1';

  // The standalone page still renders without data, so a BFF that fails to start is a warning here.
  const bff = await ensureDevBff({ rootDir: ROOT, port: BFF_PORT }).catch((error: unknown) => {
    console.warn(`dev BFF not started: ${error instanceof Error ? error.message : String(error)}`);
    return { started: false, close: async () => {} };
  });
  const config = await loadWebpackConfig(pkgDir);
  const devServer: WebpackDevServer.Configuration = {
    ...(config.devServer as WebpackDevServer.Configuration),
    port: app.port,
    host: '0.0.0.0',
  };
  if (app.kind === 'host') {
    const env = process.env;
    const manifest = resolveRemotesManifest(
      readRemotesManifest(ROOT, env.PLATFORM_ENV ?? DEFAULT_PLATFORM_ENV),
      { env },
    );
    const previous = devServer.setupMiddlewares;
    devServer.setupMiddlewares = (middlewares, server) => {
      server.app?.get('/remotes.json', (_req, res) => {
        res.setHeader('cache-control', 'no-cache');
        res.json(manifest);
      });
      return previous ? previous(middlewares, server) : middlewares;
    };
  }

  const server = new WebpackDevServer(devServer, webpack(config));
  await server.start();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    await bff.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  const origin = `http://localhost:${app.port}`;
  console.log(`\n${app.pkg} (development${app.kind === 'remote' ? ', standalone' : ''}): ${origin}`);
  console.log(`Open ${devSignInUrl(origin, areaLandingPath(app.pkg))}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
