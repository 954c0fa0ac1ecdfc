import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received. */
export interface RecordedRequest {
  method: string;
  /** path without the query */
  path: string;
  query: URLSearchParams;
  /** lower-case names */
  headers: IncomingHttpHeaders;
  /** raw body text ('' when none) */
  body: string;
  /** body parsed as JSON, or undefined when it is not JSON */
  json: unknown;
}

/** What a handler or a route returns: a JSON body (status 200), or a full reply. */
export type TestReply =
  | {
      status?: number;
      headers?: Record<string, string>;
      json?: unknown;
      body?: string | Uint8Array;
      delayMs?: number;
    }
  | undefined;

/** Handles every request; returning undefined replies 404. May also write to `response` directly. */
export type TestHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => TestReply | Promise<TestReply>;

/**
 * Routes by 'METHOD /path' (e.g. 'GET /bff/features'); ':name' matches one segment and '*' the rest.
 * A value that is not a function is served as JSON with status 200.
 */
export type TestRoutes = Record<string, TestHandler | TestReply | object>;

export interface TestServer {
  /** 'http://127.0.0.1:<port>' (no trailing slash) */
  url: string;
  /** every request received, in order */
  requests: RecordedRequest[];
  /** requests matching a method and path (exact, or a pattern as in TestRoutes) */
  requestsTo(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

function isReply(value: unknown): value is NonNullable<TestReply> {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('status' in value || 'json' in value || 'body' in value || 'headers' in value || 'delayMs' in value)
  );
}

function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`).test(path);
}

function routeHandler(routes: TestRoutes): TestHandler {
  const entries = Object.entries(routes).map(([key, value]) => {
    const [method = '', pattern = ''] = key.trim().split(/\s+/, 2);
    return { method: method.toUpperCase(), pattern, value };
  });
  return (request, response) => {
    const route = entries.find(
      (entry) =>
        (entry.method === '*' || entry.method === request.method) &&
        patternMatches(entry.pattern, request.path),
    );
    if (!route) return undefined;
    if (typeof route.value === 'function') return (route.value as TestHandler)(request, response);
    return isReply(route.value) ? route.value : { json: route.value };
  };
}

async function readBody(message: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A real HTTP server on an ephemeral port for tests (mock at the network boundary). CORS is open and
 * credentials allowed, so browser-like clients can call it from any origin.
 */
export async function startTestServer(handlerOrRoutes: TestHandler | TestRoutes): Promise<TestServer> {
  const handler = typeof handlerOrRoutes === 'function' ? handlerOrRoutes : routeHandler(handlerOrRoutes);
  const requests: RecordedRequest[] = [];

  const server = createServer((message, response) => {
    void (async () => {
      const origin = message.headers.origin;
      if (origin) {
        response.setHeader('Access-Control-Allow-Origin', origin);
        response.setHeader('Access-Control-Allow-Credentials', 'true');
      }
      if (message.method === 'OPTIONS' && message.headers['access-control-request-method']) {
        response.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS');
        response.setHeader(
          'Access-Control-Allow-Headers',
          message.headers['access-control-request-headers'] ?? '*',
        );
        response.writeHead(204).end();
        return;
      }
      const url = new URL(message.url ?? '/', 'http://localhost');
      const body = await readBody(message);
      let json: unknown;
      try {
        json = body === '' ? undefined : JSON.parse(body);
      } catch {
        json = undefined;
      }
      const request: RecordedRequest = {
        method: message.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: message.headers,
        body,
        json,
      };
      requests.push(request);
      try {
        const reply = await handler(request, response);
        if (response.headersSent || response.writableEnded) return;
        if (reply === undefined) {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ error: { message: `no route for ${request.method} ${request.path}` } }),
          );
          return;
        }
        if (reply.delayMs) await sleep(reply.delayMs);
        const headers: Record<string, string> = { ...reply.headers };
        let payload: string | Uint8Array = reply.body ?? '';
        if (reply.json !== undefined) {
          headers['content-type'] ??= 'application/json';
          payload = JSON.stringify(reply.json);
        }
        response.writeHead(reply.status ?? 200, headers);
        response.end(payload);
      } catch (error) {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      }
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (method, path) =>
      requests.filter(
        (request) => request.method === method.toUpperCase() && patternMatches(path, request.path),
      ),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
