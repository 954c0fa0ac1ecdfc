/**
 * The Node servers of the composed site (what `npm start` and the e2e suite run, without Docker): one static
 * server per app of topology.ts serving <pkg>/dist on its port; the host's server also proxies the API paths
 * to the BFF and serves /remotes.json.
 *
 *   npx tsx infra/scripts/serve.ts [--with-bff] [--only host-shell,mfe-cast] [--port-override mfe-cast=3203]
 *
 * In-process (Playwright global setup): `const platform = await startPlatform({ withBff: true }); ...
 * await platform.close();`
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import onHeaders from 'on-headers';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { APPS, BFF_PORT, SINGLE_BUILD_DIST, appByPkg, type AppInfo } from '../build/topology';
import { corsForLocalOrigins } from './cors-for-local-origins';
import { REVALIDATE } from './cache-control-for';
import { devSignInUrl, localSiteOrigin } from './dev-sign-in-url';
import { ensureDevBff, type DevBffHandle } from './ensure-dev-bff';
import { acceptsOverrides, securityHeaders, securityHeadersFor } from '../build/security-headers';
import { isProxiedPath, proxyToBff, proxyUpgradeToBff } from './proxy-to-bff';
import {
  DEFAULT_PLATFORM_ENV,
  readRemotesManifest,
  remoteOrigins,
  resolveRemotesManifest,
  type RemotesManifest,
} from './remotes-manifest';
import { serveStaticFiles } from './serve-static-files';

const ROOT = path.resolve(__dirname, '../..');
/** Every interface, so concursos.localhost, medicina.localhost, ... (all loopback) reach the servers. */
const DEFAULT_BIND_HOST = '0.0.0.0';

export interface PlatformOptions {
  /** packages to serve (default: every app of topology.ts) */
  only?: readonly string[];
  /** pkg → port instead of topology's (0 = any free port) */
  portOverrides?: Readonly<Record<string, number>>;
  /** start the dev BFF (or reuse one already listening on its port) */
  withBff?: boolean;
  /**
   * serve the single-build host (host-shell/dist-single: the seven areas compiled in, no federation; issue
   * 12) and no remote servers
   */
  single?: boolean;
  /** infra/remotes/<platformEnv>.json; default PLATFORM_ENV or 'local' */
  platformEnv?: string;
  /** federation name → entry, over the manifest and the REMOTE_<NAME>_ENTRY variables */
  remoteEntries?: Readonly<Record<string, string>>;
  /** where PLATFORM_ENV and REMOTE_<NAME>_ENTRY are read; default process.env */
  env?: Readonly<Record<string, string | undefined>>;
  /** repository root holding <pkg>/dist and infra/remotes (tests point it at fixtures) */
  rootDir?: string;
  /** where the host proxies the API paths; default the dev BFF on topology's BFF port */
  bffOrigin?: string;
  bindHost?: string;
  log?: (line: string) => void;
}

export interface RunningPlatform {
  /** pkg → http://localhost:<port> actually listened on */
  readonly urls: Readonly<Record<string, string>>;
  readonly ports: Readonly<Record<string, number>>;
  /** what /remotes.json answers */
  readonly remotesManifest: RemotesManifest;
  /** the sign-in link of the seeded student, on the host */
  readonly signInUrl: string | null;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

function withErrorHandling(handler: Handler, log: (line: string) => void): http.RequestListener {
  return (req, res) => {
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      log(`${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error');
      else res.destroy();
    });
  };
}

/**
 * The security headers, chosen by the answer's content type as its headers are written (issue 12: a page's
 * whole set on pages, a resource's few on scripts and JSON; infra/build/security-headers.ts). A header the
 * answer already has (the BFF's own) is kept.
 */
function setHeaders(res: ServerResponse, pageHeaders: Record<string, string>): void {
  onHeaders(res, () => {
    const contentType = res.getHeader('content-type');
    const headers = securityHeadersFor(
      typeof contentType === 'string' ? contentType : undefined,
      pageHeaders,
    );
    for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
  });
}

function hostHandler(
  distDir: string,
  manifest: RemotesManifest,
  headers: Record<string, string>,
  bffOrigin: string,
): Handler {
  const serveFiles = serveStaticFiles({ root: distDir, spaFallback: true });
  const manifestBody = `${JSON.stringify(manifest, null, 2)}\n`;
  return (req, res) => {
    setHeaders(res, headers);
    const url = req.url ?? '/';
    if (isProxiedPath(url)) {
      proxyToBff(req, res, bffOrigin);
      return;
    }
    if (url.split('?')[0] === '/remotes.json' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': REVALIDATE,
        'content-length': Buffer.byteLength(manifestBody),
      });
      res.end(req.method === 'HEAD' ? undefined : manifestBody);
      return;
    }
    return serveFiles(req, res);
  };
}

function remoteHandler(distDir: string, headers: Record<string, string>): Handler {
  const serveFiles = serveStaticFiles({ root: distDir, spaFallback: false });
  return (req, res) => {
    setHeaders(res, headers);
    if (corsForLocalOrigins(req, res)) return;
    return serveFiles(req, res);
  };
}

function listen(server: Server, port: number, host: string, app: AppInfo): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} (${app.pkg}) is already in use`) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.removeListener('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    // Browsers keep connections alive; without this close() would wait for them.
    server.closeAllConnections();
  });
}

/** Starts the selected servers (and the dev BFF when asked); resolves once every one listens. */
export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const rootDir = options.rootDir ?? ROOT;
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const bindHost = options.bindHost ?? DEFAULT_BIND_HOST;
  const bffOrigin = options.bffOrigin ?? `http://127.0.0.1:${BFF_PORT}`;
  const apps = options.single
    ? APPS.filter((app) => app.kind === 'host')
    : options.only
      ? options.only.map(appByPkg)
      : [...APPS];
  for (const pkg of Object.keys(options.portOverrides ?? {})) appByPkg(pkg);

  const wantedPorts: Record<string, number> = {};
  for (const app of apps) wantedPorts[app.pkg] = options.portOverrides?.[app.pkg] ?? app.port;

  const platformEnv = options.platformEnv ?? env.PLATFORM_ENV ?? DEFAULT_PLATFORM_ENV;
  const baseManifest = readRemotesManifest(rootDir, platformEnv);

  const servers: Server[] = [];
  let bff: DevBffHandle | null = null;
  const close = async () => {
    await Promise.all(servers.map(closeServer));
    await bff?.close();
  };

  try {
    // The BFF's code is in this repository even when rootDir points at other dist folders.
    if (options.withBff)
      bff = await ensureDevBff({ rootDir: ROOT, port: Number(new URL(bffOrigin).port), log });

    // Ports first (0 = chosen by the OS), so the manifest and the CSP name the ports really used.
    const ports: Record<string, number> = {};
    const pending: Array<{ app: AppInfo; server: Server; ready: (handler: http.RequestListener) => void }> =
      [];
    for (const app of apps) {
      let current: http.RequestListener = (_req, res) => res.writeHead(503, { 'retry-after': '1' }).end();
      const server = http.createServer((req, res) => current(req, res));
      servers.push(server);
      ports[app.pkg] = await listen(server, wantedPorts[app.pkg] ?? app.port, bindHost, app);
      pending.push({ app, server, ready: (handler) => (current = handler) });
    }

    const manifest = resolveRemotesManifest(baseManifest, { env, ports, entries: options.remoteEntries });
    const headers = securityHeaders(remoteOrigins(manifest), {
      localOverrides: acceptsOverrides(platformEnv),
    });
    const urls: Record<string, string> = {};
    for (const { app, server, ready } of pending) {
      const distDir = path.join(
        rootDir,
        app.pkg,
        options.single && app.kind === 'host' ? SINGLE_BUILD_DIST : 'dist',
      );
      const handler =
        app.kind === 'host'
          ? hostHandler(distDir, manifest, headers, bffOrigin)
          : remoteHandler(distDir, headers);
      ready(withErrorHandling(handler, log));
      if (app.kind === 'host') {
        server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
          if (isProxiedPath(req.url ?? '/')) proxyUpgradeToBff(req, socket, head, bffOrigin);
          else socket.destroy();
        });
      }
      urls[app.pkg] = `http://localhost:${ports[app.pkg]}`;
      const missing = fs.existsSync(distDir) ? '' : ' MISSING: answers 503 until built (npm run build)';
      log(`${app.pkg.padEnd(16)} ${urls[app.pkg]}  (${path.relative(rootDir, distDir)}${missing})`);
    }

    const host = apps.find((app) => app.kind === 'host');
    const hostPort = host ? ports[host.pkg] : undefined;
    return {
      urls,
      ports,
      remotesManifest: manifest,
      signInUrl: hostPort === undefined ? null : devSignInUrl(localSiteOrigin(hostPort)),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface ServeArgs {
  only?: string[];
  portOverrides: Record<string, number>;
  withBff: boolean;
  single: boolean;
  help: boolean;
}

/**
 * `--only a,b`, `--port-override pkg=port` (repeatable or comma-separated), `--with-bff`, `--single` (the
 * single-build host, no remotes), `--help`.
 */
export function parseServeArgs(argv: readonly string[]): ServeArgs {
  const args: ServeArgs = { portOverrides: {}, withBff: false, single: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = (argv[i] ?? '').split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--with-bff') args.withBff = true;
    else if (flag === '--single') args.single = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else if (flag === '--only')
      args.only = value()
        .split(',')
        .filter(Boolean)
        .map((pkg) => appByPkg(pkg.trim()).pkg);
    else if (flag === '--port-override') {
      for (const pair of value().split(',').filter(Boolean)) {
        const match = /^([a-z0-9-]+)=(\d{1,5})$/.exec(pair.trim());
        if (!match) throw new Error(`--port-override expects pkg=port, got "${pair}"`);
        args.portOverrides[appByPkg(match[1]!).pkg] = Number(match[2]);
      }
    } else throw new Error(`Unknown option ${argv[i]}`);
  }
  return args;
}

const USAGE = `Usage: tsx infra/scripts/serve.ts [--with-bff] [--single] [--only pkg,...] [--port-override pkg=port]...
  Environment: PLATFORM_ENV (infra/remotes/<env>.json, default local), REMOTE_<FEDERATION_NAME>_ENTRY (e.g. REMOTE_MFE_CAST_ENTRY)`;

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const platform = await startPlatform({
    only: args.only,
    portOverrides: args.portOverrides,
    withBff: args.withBff,
    single: args.single,
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (platform.signInUrl) console.log(`\nOpen ${platform.signInUrl}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
