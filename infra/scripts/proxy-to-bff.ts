import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { PROXIED_PATHS } from '../build/topology';

/** Hop-by-hop headers belong to one connection and are never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** Same body shape as the BFF's own errors, so the front end's error handling reads it unchanged. */
export const BFF_DOWN_TAG = 'BFF_UNAVAILABLE';

/** `/bff/x` and `/auth/dev-login?email=..` are proxied; `/bffx` or `/authentication` are not. */
export function isProxiedPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return PROXIED_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function forwardedHeaders(req: IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  // The Host header is kept: the BFF reads the vertical from it (concursos.localhost → concursos).
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const client = req.socket.remoteAddress ?? '';
  const previous = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = previous ? `${String(previous)}, ${client}` : client;
  return headers;
}

/**
 * Streams one request to the BFF and its answer back (cookies, status and body untouched). Headers already
 * set on `res` (the security headers) stay unless the BFF sends its own.
 */
export function proxyToBff(req: IncomingMessage, res: ServerResponse, bffOrigin: string): void {
  const target = new URL(bffOrigin);
  const upstream = http.request({
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    headers: forwardedHeaders(req),
  });
  upstream.on('response', (answer) => {
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
    }
    res.writeHead(answer.statusCode ?? 502);
    answer.pipe(res);
    answer.on('error', (error) => res.destroy(error));
  });
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    const body = JSON.stringify({
      error: { message: `BFF indisponível em ${bffOrigin}`, tag: BFF_DOWN_TAG },
    });
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  });
  // The browser went away (navigation, abort): stop the BFF request too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** WebSocket (`/ws`) and other upgrades: a raw byte tunnel to the BFF after replaying the request head. */
export function proxyUpgradeToBff(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  bffOrigin: string,
): void {
  const target = new URL(bffOrigin);
  const upstream = net.connect(Number(target.port), target.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => {
    socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });
  socket.on('error', () => upstream.destroy());
}
