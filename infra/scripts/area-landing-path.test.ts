import { REMOTES } from '../build/topology';
import { areaLandingPath } from './area-landing-path';

describe('areaLandingPath', () => {
  it.each([
    ['mfe-cast', '/cast'],
    ['mfe-questions', '/questoes'],
    ['mfe-study-table', '/'],
    ['mfe-submissions', '/redacoes'],
    ['mfe-ldi', '/todos-os-cursos'], // declared in its package.json: /ldi needs a book's slug
    ['host-shell', '/'],
  ])('%s lands on %s', (pkg, landing) => {
    expect(areaLandingPath(pkg)).toBe(landing);
  });

  it('knows a landing page for every remote of topology.ts', () => {
    for (const remote of REMOTES) expect(areaLandingPath(remote.pkg)).toMatch(/^\//);
  });
});
