import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REVALIDATE, cacheControlFor } from './cache-control-for';

const gzip = promisify(zlib.gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.svg', '.webmanifest']);
/** Below this, gzip costs more than it saves. */
const MIN_GZIP_BYTES = 1024;

export interface StaticFilesOptions {
  /** the folder served at `/` (a package's dist) */
  root: string;
  /** answer unknown page paths with index.html (the host: client-side routes) */
  spaFallback: boolean;
}

interface GzipCacheLine {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

/** Whether an Accept-Encoding header accepts `coding` (named, or `*`, with a q above 0). */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: 'gzip' | 'br'): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptsEncoding(acceptEncoding, 'gzip');
}

/** A page navigation (no file extension, or a browser asking for HTML), as opposed to a missing asset. */
function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  return path.extname(pathname) === '' || (req.headers.accept ?? '').includes('text/html');
}

function statFile(file: string): fs.Stats | null {
  try {
    const stats = fs.statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** A file as it is on disk (a HEAD gets the headers only). */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, size: number): void {
  res.setHeader('content-length', size);
  res.writeHead(200);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(file)
    .on('error', (error) => res.destroy(error))
    .pipe(res);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE });
  res.end(text);
}

/**
 * A request handler serving one folder: content types, cache policy, ETag, compression, optional SPA fallback.
 * A file with a brotli copy beside it (`<file>.br`, written by production builds: infra/build/webpack-config.ts)
 * is sent as that copy to a browser that accepts `br` (as nginx does, infra/docker/nginx/static-files.inc);
 * other compressible files are gzipped.
 */
export function serveStaticFiles(
  options: StaticFilesOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = path.resolve(options.root);
  const gzipCache = new Map<string, GzipCacheLine>();

  async function gzipped(file: string, stats: fs.Stats): Promise<Buffer> {
    const cached = gzipCache.get(file);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.body;
    const body = await gzip(await fs.promises.readFile(file));
    gzipCache.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, body });
    return body;
  }

  function resolveFile(req: IncomingMessage, pathname: string): { file: string; stats: fs.Stats } | null {
    // production builds keep hidden source maps beside the bundles for error reporting; they are never served
    // (the same rule as nginx's), so the original sources stay private
    if (pathname.endsWith('.map')) return null;
    const candidate = path.join(root, pathname);
    if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
    const direct = pathname.endsWith('/') ? null : statFile(candidate);
    if (direct) return { file: candidate, stats: direct };
    const indexFile = path.join(candidate, 'index.html');
    const index = statFile(indexFile);
    if (index) return { file: indexFile, stats: index };
    if (options.spaFallback && isPageRequest(req, pathname)) {
      const appFile = path.join(root, 'index.html');
      const app = statFile(appFile);
      if (app) return { file: appFile, stats: app };
    }
    return null;
  }

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD, OPTIONS');
      sendText(res, 405, 'Method not allowed');
      return;
    }
    if (!fs.existsSync(root)) {
      sendText(res, 503, `${root} does not exist: build this app first (npm run build).`);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      sendText(res, 400, 'Bad request');
      return;
    }
    const found = resolveFile(req, pathname);
    if (!found) {
      sendText(res, 404, 'Not found');
      return;
    }
    const { file, stats } = found;
    const extension = path.extname(file).toLowerCase();
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.setHeader('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    res.setHeader('cache-control', cacheControlFor(file));
    res.setHeader('etag', etag);
    const compressible = COMPRESSIBLE.has(extension) && stats.size >= MIN_GZIP_BYTES;
    if (compressible)
      res.setHeader('vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    const brotli =
      compressible && acceptsEncoding(req.headers['accept-encoding'], 'br') && statFile(`${file}.br`);
    if (brotli) {
      res.setHeader('content-encoding', 'br');
      sendFile(req, res, `${file}.br`, brotli.size);
      return;
    }
    if (compressible && acceptsGzip(req.headers['accept-encoding'])) {
      const body = await gzipped(file, stats);
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', body.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    sendFile(req, res, file, stats.size);
  };
}
