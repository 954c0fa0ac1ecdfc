import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTES, appByPkg } from '../build/topology';
import { LOCAL_OVERRIDE_SOURCES, RESOURCE_CSP } from '../build/security-headers';
import { formatManifest, localRemotesManifest } from './write-remotes-manifest';
import { parseServeArgs, startPlatform, type PlatformOptions, type RunningPlatform } from './serve';

const ROOT = path.resolve(__dirname, '../..');
const BIG_SCRIPT = `console.log(${JSON.stringify('conteúdo '.repeat(500))});\n`;
const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><body><div id="area"></div><script defer src="/main.1a2b3c4d.js"></script></body></html>';
const CAST = appByPkg('mfe-cast');

function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A repository-shaped folder with tiny dist folders: what a build leaves behind, minus webpack. */
function createFixtureRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  writeFile(path.join(root, 'infra/remotes/local.json'), formatManifest(localRemotesManifest(ROOT)));
  fs.copyFileSync(
    path.join(ROOT, 'infra/remotes/production.json'),
    path.join(root, 'infra/remotes/production.json'),
  );
  writeFile(path.join(root, 'host-shell/dist/index.html'), INDEX_HTML);
  writeFile(path.join(root, 'host-shell/dist/main.1a2b3c4d.js'), BIG_SCRIPT);
  // a production build's brotli copy beside its script (infra/build/webpack-config.ts brotliCopies)
  writeFile(path.join(root, 'host-shell/dist/264.5e6f7a8b.js'), BIG_SCRIPT);
  fs.writeFileSync(
    path.join(root, 'host-shell/dist/264.5e6f7a8b.js.br'),
    zlib.brotliCompressSync(BIG_SCRIPT),
  );
  writeFile(
    path.join(root, 'host-shell/dist/main.1a2b3c4d.js.map'),
    '{"version":3,"sources":["src/secret.ts"]}',
  );
  writeFile(path.join(root, 'mfe-cast/dist/remoteEntry.js'), BIG_SCRIPT);
  writeFile(path.join(root, 'mfe-cast/dist/mf-manifest.json'), '{"name":"mfe_cast"}');
  writeFile(path.join(root, 'mfe-cast/dist/532.0f1e2d3c.js'), 'export {};');
  writeFile(
    path.join(root, 'mfe-cast/dist/532.0f1e2d3c.js.map'),
    '{"version":3,"sources":["src/secret.ts"]}',
  );
  writeFile(path.join(root, 'host-shell/dist-single/index.html'), '<!doctype html><p>single build</p>');
  writeFile(path.join(root, 'secret.txt'), 'do not serve');
  return root;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(url: string, options: http.RequestOptions = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface RecordedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the BFF on an ephemeral port: records what reached it, answers with two cookies. */
async function startFakeBff(): Promise<{
  origin: string;
  received: RecordedRequest[];
  close: () => Promise<void>;
}> {
  const received: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(
        201,
        [
          ['content-type', 'application/json'],
          ['set-cookie', 'session_token=abc; Path=/; HttpOnly'],
          ['set-cookie', 'vertical=concursos; Path=/'],
          // a BFF answer with a policy of its own (the study files' downloads set their own headers)
          ...(req.url?.includes('own-policy') ? [['content-security-policy', 'sandbox']] : []),
        ].flat(),
      );
      res.end(JSON.stringify({ ok: true }));
    });
  });
  server.on('upgrade', (req, socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n');
    socket.end(`tunnel to ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('serve.ts', () => {
  let root: string;
  let bff: Awaited<ReturnType<typeof startFakeBff>>;
  let platform: RunningPlatform;
  const logs: string[] = [];

  const start = (overrides: Partial<PlatformOptions> = {}) =>
    startPlatform({
      rootDir: root,
      only: ['host-shell', 'mfe-cast'],
      portOverrides: { 'host-shell': 0, 'mfe-cast': 0 },
      bindHost: '127.0.0.1',
      bffOrigin: bff.origin,
      env: {},
      log: (line) => logs.push(line),
      ...overrides,
    });

  beforeAll(async () => {
    root = createFixtureRoot();
    bff = await startFakeBff();
    platform = await start();
  });

  afterAll(async () => {
    await platform.close();
    await bff.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const host = (urlPath: string) => `${platform.urls['host-shell']}${urlPath}`;
  const cast = (urlPath: string) => `${platform.urls['mfe-cast']}${urlPath}`;

  it('--single serves the single-build host (dist-single) and no remote', async () => {
    const single = await start({ single: true, portOverrides: { 'host-shell': 0 } });
    try {
      expect(Object.keys(single.urls)).toEqual(['host-shell']);
      const answer = await request(`${single.urls['host-shell']}/mesa-de-estudo`);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe('<!doctype html><p>single build</p>');
    } finally {
      await single.close();
    }
  });

  describe('the host', () => {
    it('serves index.html, revalidated every time, with the security headers', async () => {
      const answer = await request(host('/'));

      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body.toString()).toBe(INDEX_HTML);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it("sends a page's whole security set on pages only; scripts, manifests and API answers get a resource's", async () => {
      const securityOf = (answer: Answer) => ({
        csp: answer.headers['content-security-policy'],
        nosniff: answer.headers['x-content-type-options'],
        referrer: answer.headers['referrer-policy'],
        permissions: answer.headers['permissions-policy'],
        opener: answer.headers['cross-origin-opener-policy'],
      });
      const page = securityOf(await request(host('/cursos')));
      expect(page.csp).toContain("script-src 'self'");
      expect(page.permissions).toContain('camera=()');
      expect(page.opener).toBe('same-origin');
      const resource = {
        csp: RESOURCE_CSP,
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        permissions: undefined,
        opener: undefined,
      };
      expect(RESOURCE_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const url of [
        host('/main.1a2b3c4d.js'),
        host('/remotes.json'),
        host('/bff/features'),
        cast('/remoteEntry.js'),
        cast('/mf-manifest.json'),
      ])
        expect([url, securityOf(await request(url))]).toEqual([url, resource]);
      // what the BFF sets itself is kept
      expect((await request(host('/bff/own-policy'))).headers['content-security-policy']).toBe('sandbox');
    });

    it('lists exactly the remote origins of the manifest in script-src and connect-src', async () => {
      const answer = await request(host('/'));
      const csp = String(answer.headers['content-security-policy']);
      const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
      const expected = REMOTES.map((remote) =>
        remote.pkg === 'mfe-cast'
          ? `http://localhost:${platform.ports['mfe-cast']}`
          : `http://localhost:${remote.port}`,
      ).sort();

      // and, outside production, localhost for ?mfe-override= test builds
      const overrides = LOCAL_OVERRIDE_SOURCES.join(' ');
      expect(directive('script-src')).toBe(`script-src 'self' ${expected.join(' ')} ${overrides}`);
      expect(directive('connect-src')).toBe(`connect-src 'self' ${expected.join(' ')} ${overrides}`);
    });

    it('in production names only the remote origins: no localhost override sources', async () => {
      const production = await start({ platformEnv: 'production' });
      try {
        const csp = String(
          (await request(`${production.urls['host-shell']}/`)).headers['content-security-policy'],
        );
        const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src '));
        expect(scriptSrc).toBe("script-src 'self' https://mfe.plataforma-estudos.com.br");
      } finally {
        await production.close();
      }
    });

    it('answers client-side routes with index.html but a missing asset with 404', async () => {
      const page = await request(host('/questoes/123'), { headers: { accept: 'text/html' } });
      const asset = await request(host('/missing.0a0b0c0d.js'));

      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(INDEX_HTML);
      expect(asset.status).toBe(404);
    });

    it('caches hashed files for a year and gzips them for clients that accept it', async () => {
      const zipped = await request(host('/main.1a2b3c4d.js'), { headers: { 'accept-encoding': 'gzip, br' } });
      const plain = await request(host('/main.1a2b3c4d.js'));

      expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(zlib.gunzipSync(zipped.body).toString()).toBe(BIG_SCRIPT);
      expect(zipped.body.length).toBeLessThan(Buffer.byteLength(BIG_SCRIPT));
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(BIG_SCRIPT);
    });

    it('sends the brotli copy of a file that has one to a browser that accepts br, gzip to the others', async () => {
      const brotli = await request(host('/264.5e6f7a8b.js'), {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      const gzipOnly = await request(host('/264.5e6f7a8b.js'), { headers: { 'accept-encoding': 'gzip' } });
      const refused = await request(host('/264.5e6f7a8b.js'), {
        headers: { 'accept-encoding': 'gzip, br;q=0' },
      });

      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toContain('Accept-Encoding');
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
      expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(BIG_SCRIPT);
      expect(refused.headers['content-encoding']).toBe('gzip');
    });

    it('answers a matching ETag with 304', async () => {
      const first = await request(host('/main.1a2b3c4d.js'));
      const again = await request(host('/main.1a2b3c4d.js'), {
        headers: { 'if-none-match': String(first.headers.etag) },
      });

      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('never serves source maps: they stay beside the build for error reporting, not for the public', async () => {
      const map = await request(host('/main.1a2b3c4d.js.map'), { headers: { accept: '*/*' } });
      const remoteMap = await request(cast('/532.0f1e2d3c.js.map'), { headers: { accept: '*/*' } });

      expect(map.status).toBe(404);
      expect(map.body.toString()).not.toContain('sources');
      expect(remoteMap.status).toBe(404);
      expect(remoteMap.body.toString()).not.toContain('sources');
    });

    it('never serves files outside dist', async () => {
      const answer = await request(host('/%2e%2e/%2e%2e/secret.txt'), { headers: { accept: '*/*' } });

      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('do not serve');
    });

    it('serves /remotes.json from infra/remotes/local.json, following a moved remote, never cached', async () => {
      const answer = await request(host('/remotes.json'));
      const manifest = JSON.parse(answer.body.toString()) as Record<
        string,
        { entry: string; version: string }
      >;

      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Object.keys(manifest).sort()).toEqual(REMOTES.map((remote) => remote.federationName).sort());
      expect(manifest.mfe_questions).toEqual({
        entry: 'http://localhost:3101/mf-manifest.json',
        version: '1.0.0',
      });
      expect(manifest.mfe_cast?.entry).toBe(
        `http://localhost:${platform.ports['mfe-cast']}/mf-manifest.json`,
      );
    });

    it('takes a remote entry from REMOTE_<NAME>_ENTRY, and the CSP follows it', async () => {
      const other = await start({
        env: { REMOTE_MFE_GOALS_ENTRY: 'http://goals.example.test:8080/mf-manifest.json' },
      });
      try {
        const manifest = JSON.parse(
          (await request(`${other.urls['host-shell']}/remotes.json`)).body.toString(),
        ) as Record<string, { entry: string }>;
        const csp = String(
          (await request(`${other.urls['host-shell']}/`)).headers['content-security-policy'],
        );

        expect(manifest.mfe_goals?.entry).toBe('http://goals.example.test:8080/mf-manifest.json');
        expect(csp).toContain('http://goals.example.test:8080');
        expect(csp).not.toContain('http://localhost:3106');
      } finally {
        await other.close();
      }
    });

    it('proxies the API paths to the BFF with the Host header, cookies and body, and returns every cookie', async () => {
      bff.received.length = 0;
      const answer = await request(
        host('/bff/cadernos?pagina=2'),
        {
          method: 'POST',
          headers: {
            host: 'medicina.localhost:3000',
            cookie: 'session_token=xyz',
            'content-type': 'application/json',
          },
        },
        JSON.stringify({ nome: 'Caderno de revisão' }),
      );

      expect(answer.status).toBe(201);
      expect(answer.headers['set-cookie']).toEqual([
        'session_token=abc; Path=/; HttpOnly',
        'vertical=concursos; Path=/',
      ]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(bff.received).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/bff/cadernos?pagina=2',
          body: JSON.stringify({ nome: 'Caderno de revisão' }),
          headers: expect.objectContaining({ host: 'medicina.localhost:3000', cookie: 'session_token=xyz' }),
        }),
      ]);
    });

    it('proxies the sign-in link but not look-alike paths', async () => {
      bff.received.length = 0;
      await request(host('/auth/dev-login?email=aluno@exemplo.com.br&redirect=/cast'));
      const lookAlike = await request(host('/bffx'), { headers: { accept: 'text/html' } });

      expect(bff.received.map((r) => r.url)).toEqual([
        '/auth/dev-login?email=aluno@exemplo.com.br&redirect=/cast',
      ]);
      expect(lookAlike.body.toString()).toBe(INDEX_HTML);
    });

    it("proxies a goal's incidence access (spec 2) to the BFF, and still serves the goal pages under /objetivos", async () => {
      bff.received.length = 0;
      await request(host('/objetivos/goals/101/has-incidence-access'), {
        headers: { accept: 'application/json' },
      });
      const goalPage = await request(host('/objetivos/101'), { headers: { accept: 'text/html' } });
      const shelf = await request(host('/objetivos/estante/3'), { headers: { accept: 'text/html' } });

      expect(bff.received.map((r) => r.url)).toEqual(['/objetivos/goals/101/has-incidence-access']);
      expect(goalPage.body.toString()).toBe(INDEX_HTML);
      expect(shelf.body.toString()).toBe(INDEX_HTML);
    });

    it('tunnels WebSocket upgrades on /ws to the BFF', async () => {
      const text = await new Promise<string>((resolve, reject) => {
        const req = http.request(host('/ws/notificacoes'), {
          headers: { connection: 'Upgrade', upgrade: 'websocket' },
        });
        req.on('upgrade', (res, socket, head: Buffer) => {
          let data = head.toString();
          socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
          socket.on('end', () => resolve(`${res.statusCode} ${data}`));
        });
        req.on('error', reject);
        req.end();
      });

      expect(text).toBe('101 tunnel to /ws/notificacoes');
    });

    it('answers 502 with a JSON error when the BFF is down', async () => {
      const down = await start({ only: ['host-shell'], bffOrigin: 'http://127.0.0.1:9' });
      try {
        const answer = await request(`${down.urls['host-shell']}/bff/usuario`);

        expect(answer.status).toBe(502);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(answer.body.toString())).toEqual({
          error: { message: 'BFF indisponível em http://127.0.0.1:9', tag: 'BFF_UNAVAILABLE' },
        });
      } finally {
        await down.close();
      }
    });
  });

  describe('a remote', () => {
    it('echoes a localhost origin with credentials, so the host may fetch its manifest', async () => {
      const answer = await request(cast('/mf-manifest.json'), {
        headers: { origin: 'http://concursos.localhost:3000' },
      });

      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('http://concursos.localhost:3000');
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('gives no CORS grant to another origin', async () => {
      const answer = await request(cast('/mf-manifest.json'), {
        headers: { origin: 'https://evil.example' },
      });

      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers a preflight from the host', async () => {
      const answer = await request(cast('/remoteEntry.js'), {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      });

      expect(answer.status).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    });

    it('revalidates remoteEntry.js, caches its hashed chunks, and has no page fallback', async () => {
      const entry = await request(cast('/remoteEntry.js'));
      const chunk = await request(cast('/532.0f1e2d3c.js'));
      const page = await request(cast('/cast'), { headers: { accept: 'text/html' } });

      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(page.status).toBe(404);
    });
  });

  it('says which port is taken instead of failing silently', async () => {
    await expect(
      start({ only: ['mfe-cast'], portOverrides: { 'mfe-cast': platform.ports['mfe-cast'] ?? CAST.port } }),
    ).rejects.toThrow(`Port ${platform.ports['mfe-cast']} (mfe-cast) is already in use`);
  });
});

describe('parseServeArgs', () => {
  it('reads --only, --port-override (both spellings) and --with-bff', () => {
    expect(
      parseServeArgs([
        '--only',
        'host-shell,mfe-cast',
        '--port-override',
        'mfe-cast=3203',
        '--port-override=mfe-ldi=3202',
        '--with-bff',
      ]),
    ).toEqual({
      only: ['host-shell', 'mfe-cast'],
      portOverrides: { 'mfe-cast': 3203, 'mfe-ldi': 3202 },
      withBff: true,
      single: false,
      help: false,
    });
    expect(parseServeArgs(['--with-bff', '--single'])).toMatchObject({ withBff: true, single: true });
  });

  it('rejects unknown packages and options', () => {
    expect(() => parseServeArgs(['--only', 'mfe-nada'])).toThrow('Unknown app mfe-nada');
    expect(() => parseServeArgs(['--port-override', 'mfe-cast'])).toThrow('--port-override expects pkg=port');
    expect(() => parseServeArgs(['--verbose'])).toThrow('Unknown option --verbose');
  });
});
