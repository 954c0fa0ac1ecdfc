import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from 'shared-contracts';

const TOKEN_PREFIX = 'dev-session-';

/**
 * The session token of a seeded student. Deterministic on purpose: a restart or a reset of the dev BFF
 * keeps browsers and test fixtures signed in.
 */
export function devSessionToken(studentId: number): string {
  return `${TOKEN_PREFIX}${studentId}`;
}

/** The student id a token names, or null for anything else. */
export function studentIdOfToken(token: string): number | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const digits = token.slice(TOKEN_PREFIX.length);
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

/** `Authorization: Bearer <t>` first (what the http clients send), else the session cookie. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? cookie : null;
}
