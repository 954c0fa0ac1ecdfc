import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from 'shared-contracts';

/**
 * The key that signs session tokens: DEV_BFF_SESSION_KEY when set (compose may pin it so that a restart keeps
 * browsers signed in), else random per process. Nobody who lacks it can make a token for another student.
 */
const SESSION_KEY: Buffer = process.env.DEV_BFF_SESSION_KEY
  ? Buffer.from(process.env.DEV_BFF_SESSION_KEY, 'utf8')
  : randomBytes(32);

const TOKEN_PATTERN = /^s1\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (studentId: number, nonce: string) =>
  createHmac('sha256', SESSION_KEY).update(`${studentId}.${nonce}`).digest('base64url');

/**
 * A new session token for a student: `s1.<id>.<random nonce>.<HMAC-SHA256 of both>`. Random (a fresh nonce
 * per sign-in) and unforgeable (the signature needs the BFF's key), yet stateless: a reset of the BFF's
 * data keeps browsers and test fixtures signed in.
 */
export function issueSessionToken(studentId: number): string {
  const nonce = randomBytes(16).toString('base64url');
  return `s1.${studentId}.${nonce}.${signatureOf(studentId, nonce)}`;
}

/** The student id a token names when its signature holds, or null for anything else. */
export function studentIdOfToken(token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, digits = '', nonce = '', signature = ''] = match;
  const studentId = Number(digits);
  const expected = Buffer.from(signatureOf(studentId, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? studentId : null;
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
