import { seedStudents } from '../seed-students';
import { devSessionToken } from '../session-token';

/**
 * Request headers of a signed-in seeded student, for `app.inject({ headers })` in area tests:
 * `Authorization: Bearer <token>` as the browser http clients send it.
 */
export function signInHeaders(email: string): { authorization: string } {
  const student = seedStudents().find((s) => s.email === email);
  if (!student) throw new Error(`Aluno semeado desconhecido: ${email}`);
  return { authorization: `Bearer ${devSessionToken(student.id)}` };
}
