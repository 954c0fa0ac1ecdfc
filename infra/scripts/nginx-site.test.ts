import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_PATHS, DEV_TOOL_PATHS, HOST_ORIGIN_PATTERNS, PLATFORM_ENVS } from '../build/topology';
import {
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  RESOURCE_CONTENT_TYPES,
  RESOURCE_CSP,
  securityHeaders,
} from '../build/security-headers';
import { writeSiteConfig, fillTemplate, type NginxRole } from './nginx-site';

// The images' nginx configuration (infra/docker/nginx), run for real with Debian's nginx: there is no
// Docker engine here. `npm test` installs it (infra/scripts/setup.sh --nginx).
const NGINX = '/usr/sbin/nginx';
const ROOT = path.resolve(__dirname, '../..');
const CSP = contentSecurityPolicy(['http://localhost:3101', 'http://localhost:3103']);
const HOST_ORIGIN = 'http://concursos.localhost:3000';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function waitForPort(port: number, nginx: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (nginx.exitCode !== null) {
        reject(
          new Error(`nginx exited: ${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`),
        );
        return;
      }
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** One nginx serving `siteRoot` with the image's configuration for `role`. */
async function startSite(
  role: NginxRole,
  siteRoot: string,
  vars: Record<string, string>,
): Promise<RunningSite> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `nginx-${role}-`));
  const port = await freePort();
  writeSiteConfig(path.join(prefix, 'conf.d'), role, {
    PERMISSIONS_POLICY,
    ...vars,
    PORT: String(port),
    SITE_ROOT: siteRoot,
  });
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      '  include conf.d/*.conf;',
      '}',
    ].join('\n'),
  );
  const nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(port, nginx, path.join(prefix, 'error.log')).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${stderr}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (nginx.exitCode !== null) return resolve();
        nginx.once('exit', () => resolve());
        nginx.kill('SIGTERM');
      }),
  };
}

function siteFiles(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.chmodSync(dir, 0o755);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

/**
 * A page (HTML, an error page) carries the whole set of the Node servers; a resource (a script, a JSON answer)
 * nosniff, the referrer policy and a policy that lets nothing run, and none of the page-only policies.
 */
function expectSecurityHeaders(response: Response, kind: 'page' | 'resource'): void {
  const page = securityHeaders(['http://localhost:3101', 'http://localhost:3103']);
  const expected: Record<string, string | null> =
    kind === 'page'
      ? page
      : {
          'content-security-policy': RESOURCE_CSP,
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'permissions-policy': null,
          'cross-origin-opener-policy': null,
        };
  expect(Object.keys(expected).sort()).toEqual(Object.keys(page).sort());
  for (const [name, value] of Object.entries(expected))
    expect([name, response.headers.get(name)]).toEqual([name, value]);
}

const BIG_SCRIPT = `console.log(${JSON.stringify('áudio '.repeat(200))});\n`;

beforeAll(() => {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: run bash infra/scripts/setup.sh --nginx`);
});

describe('the security headers by content type', () => {
  it("nginx's map names the resource types of security-headers.ts", () => {
    const conf = fs.readFileSync(
      path.join(ROOT, 'infra/docker/nginx/security-headers.conf.template'),
      'utf8',
    );
    const patterns = [...conf.matchAll(/^\s*"~\*([^"]+)"/gm)].map((match) => match[1]);
    expect(patterns).toEqual([RESOURCE_CONTENT_TYPES]);
  });
});

describe('fillTemplate', () => {
  it("fills the variables that are set and keeps nginx's own and unset ones", () => {
    expect(fillTemplate('listen ${PORT}; try_files $uri ${UNSET};', { PORT: '3103' })).toBe(
      'listen 3103; try_files $uri ${UNSET};',
    );
  });
});

describe("a remote's nginx", () => {
  let site: RunningSite;
  beforeAll(async () => {
    const root = siteFiles({
      'remoteEntry.js': BIG_SCRIPT,
      'mf-manifest.json': '{"id":"mfe_cast"}',
      '__federation_expose_app.1a2b3c4d.js': BIG_SCRIPT,
      '__federation_expose_app.1a2b3c4d.js.map': '{"version":3,"sources":["src/app.tsx"]}',
      // a production build's brotli copies (infra/build/webpack-config.ts brotliCopies)
      'remoteEntry.js.br': zlib.brotliCompressSync(BIG_SCRIPT),
      '__federation_expose_app.1a2b3c4d.js.br': zlib.brotliCompressSync(BIG_SCRIPT),
    });
    // as docker-compose.yml runs it: the local host pages are this environment's host names
    site = await startSite('remote', root, {
      CONTENT_SECURITY_POLICY: CSP,
      CORS_HOST_ORIGIN_PATTERN: HOST_ORIGIN_PATTERNS.local,
    });
  });
  afterAll(() => site.stop());

  it('caches hashed files for a year, immutable', async () => {
    const response = await fetch(`${site.url}/__federation_expose_app.1a2b3c4d.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response, 'resource');
  });

  it('does not serve source maps (they are for error tracking, not the public)', async () => {
    const response = await fetch(`${site.url}/__federation_expose_app.1a2b3c4d.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('src/app.tsx');
    expectSecurityHeaders(response, 'page');
  });

  it('never caches mf-manifest.json and remoteEntry.js, and gzips them', async () => {
    const manifest = await fetch(`${site.url}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ id: 'mfe_cast' });
    const entry = await fetch(`${site.url}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    expect(await entry.text()).toBe(BIG_SCRIPT);
    expectSecurityHeaders(entry, 'resource');
  });

  it("sends the brotli copy to a browser that accepts br, with the file's type, cache policy and headers", async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', origin: HOST_ORIGIN };
    const hashed = await fetch(`${site.url}/__federation_expose_app.1a2b3c4d.js`, { headers });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-encoding')).toBe('br');
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('vary')).toContain('Accept-Encoding');
    expect(hashed.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
    expectSecurityHeaders(hashed, 'resource');
    // fetch decodes br: the script itself
    expect(await hashed.text()).toBe(BIG_SCRIPT);
    const entry = await fetch(`${site.url}/remoteEntry.js`, { headers });
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toBe(BIG_SCRIPT);
  });

  it('sends gzip to a browser that does not accept br, or refuses it', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, br;q=0', 'gzip, brotli']) {
      const response = await fetch(`${site.url}/__federation_expose_app.1a2b3c4d.js`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toBe(BIG_SCRIPT);
    }
  });

  it('answers a preflight of a file with a brotli copy, and never serves a copy by its own name', async () => {
    const preflight = await fetch(`${site.url}/__federation_expose_app.1a2b3c4d.js`, {
      method: 'OPTIONS',
      headers: { origin: HOST_ORIGIN, 'access-control-request-method': 'GET', 'accept-encoding': 'br' },
    });
    expect(preflight.status).toBe(204);
    const copy = await fetch(`${site.url}/remoteEntry.js.br`, { headers: { 'accept-encoding': 'br' } });
    expect(copy.status).toBe(404);
  });

  it('answers CORS with credentials for the local host pages only', async () => {
    const allowed = await fetch(`${site.url}/mf-manifest.json`, { headers: { origin: HOST_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await fetch(`${site.url}/mf-manifest.json`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${site.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin: HOST_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });

  it('sends the security headers on errors too, and answers its health check', async () => {
    const missing = await fetch(`${site.url}/nao-existe.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'page');
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });
});

describe("a remote's nginx in a deployed environment", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite('remote', siteFiles({ 'mf-manifest.json': '{"id":"mfe_cast"}' }), {
      CONTENT_SECURITY_POLICY: CSP,
      CORS_HOST_ORIGIN_PATTERN: HOST_ORIGIN_PATTERNS.production,
    });
  });
  afterAll(() => site.stop());

  it("answers CORS for the environment's host names (every vertical), not for other sites", async () => {
    for (const origin of [
      'https://plataforma-estudos.com.br',
      'https://concursos.plataforma-estudos.com.br',
    ]) {
      const answer = await fetch(`${site.url}/mf-manifest.json`, { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    }
    // localhost is nobody's host page in a deployed environment
    for (const origin of [
      'https://plataforma-estudos.com.br.evil.example',
      'http://concursos.plataforma-estudos.com.br',
      'http://concursos.localhost:3000',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]) {
      const answer = await fetch(`${site.url}/mf-manifest.json`, { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe("the host's nginx", () => {
  let site: RunningSite;
  let bff: http.Server;
  const proxied: string[] = [];
  beforeAll(async () => {
    bff = http.createServer((req, res) => {
      proxied.push(`${req.method} ${req.url} host=${req.headers.host}`);
      // answers once the whole body arrived, as the BFF does
      req.resume();
      req.on('end', () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}'),
      );
    });
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    const bffPort = (bff.address() as net.AddressInfo).port;
    const root = siteFiles({
      'index.html': '<!doctype html><title>Estratégia</title>',
      'main.1a2b3c4d.js': BIG_SCRIPT,
    });
    site = await startSite('host', root, {
      CONTENT_SECURITY_POLICY: CSP,
      PLATFORM_ENV: 'qa',
      REMOTES_DIR: path.join(ROOT, 'infra/remotes'),
      BFF_ORIGIN: `http://127.0.0.1:${bffPort}`,
    });
  });
  afterAll(async () => {
    await site.stop();
    await new Promise((resolve) => bff.close(resolve));
  });

  it("serves the selected environment's manifest as /remotes.json, never cached", async () => {
    const response = await fetch(`${site.url}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(
      JSON.parse(fs.readFileSync(path.join(ROOT, 'infra/remotes/qa.json'), 'utf8')),
    );
    expectSecurityHeaders(response, 'resource');
  });

  it('serves index.html for every page path, revalidated, and hashed scripts for a year', async () => {
    const page = await fetch(`${site.url}/cadernos-e-simulados/cadernos/12`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Estratégia</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(page, 'page');
    const script = await fetch(`${site.url}/main.1a2b3c4d.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(script, 'resource');
  });

  it('proxies every API path of topology.ts to the BFF, keeping the host name (the vertical)', async () => {
    proxied.length = 0;
    for (const prefix of API_PATHS) {
      // http.get: fetch() does not let a caller set Host
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(`${site.url}${prefix}/x?y=1`, { headers: { host: 'medicina.localhost:3000' } }, resolve)
          .on('error', reject),
      );
      response.resume();
      expect(response.statusCode).toBe(200);
      // a JSON answer: a resource's headers (the page's policy is for pages)
      expect(response.headers['content-security-policy']).toBe(RESOURCE_CSP);
      expect(response.headers['permissions-policy']).toBeUndefined();
    }
    expect(proxied).toEqual(API_PATHS.map((prefix) => `GET ${prefix}/x?y=1 host=medicina.localhost:3000`));
    const notApi = await fetch(`${site.url}/bffx`);
    expect(await notApi.text()).toContain('<title>Estratégia</title>');
    // /objetivos/goals/{id}/has-incidence-access is the BFF's; the goal pages beside it are the site's
    const goalPage = await fetch(`${site.url}/objetivos/101`);
    expect(await goalPage.text()).toContain('<title>Estratégia</title>');
  });

  it("does not forward the dev BFF's sign-in and control API outside the local environment", async () => {
    proxied.length = 0;
    for (const prefix of DEV_TOOL_PATHS) {
      const get = await fetch(`${site.url}${prefix}/reset`);
      expect(await get.text()).toContain('<title>Estratégia</title>');
      const post = await fetch(`${site.url}${prefix}/reset`, { method: 'POST' });
      expect(post.status).toBeGreaterThanOrEqual(400);
    }
    expect(proxied).toEqual([]);
  });

  it('lets an upload over 1 MiB through to the BFF (essays may be 25 MiB)', async () => {
    proxied.length = 0;
    const response = await fetch(`${site.url}/v3/redacoes`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(3 * 1024 * 1024),
    });
    expect(response.status).toBe(200);
    expect(proxied).toEqual(['POST /v3/redacoes host=' + new URL(site.url).host]);
  });
});

describe("the host's nginx configuration of every environment", () => {
  it.each(PLATFORM_ENVS)('%s forwards the dev tools only when it is local', (env) => {
    const confD = fs.mkdtempSync(path.join(os.tmpdir(), `nginx-conf-${env}-`));
    writeSiteConfig(confD, 'host', {
      PORT: '8080',
      SITE_ROOT: '/srv',
      PLATFORM_ENV: env,
      REMOTES_DIR: '/srv/remotes',
      BFF_ORIGIN: 'http://dev-bff:3001',
      CONTENT_SECURITY_POLICY: CSP,
    });
    const rendered = fs
      .readdirSync(confD)
      .map((name) => fs.readFileSync(path.join(confD, name), 'utf8'))
      .join('\n')
      // comments may name the paths
      .replace(/#.*$/gm, '');
    for (const devPath of DEV_TOOL_PATHS) {
      const named = rendered.includes(devPath.slice(1));
      expect([devPath, named]).toEqual([devPath, env === 'local']);
    }
    expect(rendered).toContain('client_max_body_size 26m;');
  });
});
