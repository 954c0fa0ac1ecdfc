import { matchRoute } from './ownership';
import { SPEC_ROUTES } from './spec-route-table';
import { firstPathSegment, upsellPath } from './spec-routes';

/** '/cast/album/{id?}' → '/cast/album/sample' */
function samplePath(route: string): string {
  return route.replace(/\{[^}]+\}/g, 'sample').replace(/\*$/, 'sample');
}

describe('spec route table', () => {
  it.each(SPEC_ROUTES)('%s has an owner', (route) => {
    expect(matchRoute(samplePath(route))).not.toBeNull();
  });

  it('builds the upsell path of an area', () => {
    expect(upsellPath('sala-vip')).toBe('/garanta-acesso-completo?horizontal=sala-vip');
  });

  it('reads the first path segment', () => {
    expect(firstPathSegment('/todos-os-cursos/abc?x=1')).toBe('todos-os-cursos');
    expect(firstPathSegment('/')).toBe('');
  });
});
