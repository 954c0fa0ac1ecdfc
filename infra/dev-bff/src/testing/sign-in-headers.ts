import { HEADER_REQUESTER, REQUESTER_ID } from 'shared-contracts';
import { seedStudents } from '../seed-students';
import { issueSessionToken } from '../session-token';

/** What the platform's http clients send on every call (the BFF's CSRF check requires it on writes). */
export const CLIENT_HEADERS = { [HEADER_REQUESTER]: REQUESTER_ID } as const;

/**
 * Request headers of a signed-in seeded student, for `app.inject({ headers })` in area tests:
 * `Authorization: Bearer <token>` and the requester id, as the browser http clients send them.
 */
export function signInHeaders(email: string): { authorization: string; [HEADER_REQUESTER]: string } {
  const student = seedStudents().find((s) => s.email === email);
  if (!student) throw new Error(`Aluno semeado desconhecido: ${email}`);
  return { authorization: `Bearer ${issueSessionToken(student.id)}`, ...CLIENT_HEADERS };
}
