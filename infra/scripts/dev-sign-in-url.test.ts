import { ALUNO_EMAIL } from '../dev-bff/src/seed-students';
import { DEV_STUDENT_EMAIL, devSignInUrl, localSiteOrigin } from './dev-sign-in-url';

describe('devSignInUrl', () => {
  it("signs in the dev BFF's seeded student on the default vertical", () => {
    expect(DEV_STUDENT_EMAIL).toBe(ALUNO_EMAIL);
    expect(devSignInUrl(localSiteOrigin(3000))).toBe(
      'http://concursos.localhost:3000/auth/dev-login?email=aluno@exemplo.com.br',
    );
  });

  it('sends the student to an area landing page after sign-in', () => {
    expect(devSignInUrl('http://localhost:3103', '/cast')).toBe(
      'http://localhost:3103/auth/dev-login?email=aluno@exemplo.com.br&redirect=/cast',
    );
  });
});
