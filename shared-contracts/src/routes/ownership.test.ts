import {
  ROUTE_OWNERSHIP,
  REMOTE_OWNERS,
  activityFunction,
  federationNameOf,
  findOverlaps,
  matchRoute,
  ownerOfFederationName,
  ownerOfPath,
  pathMatchesPattern,
} from './ownership';
import type { RouteOwnership } from './ownership';

describe('route ownership table', () => {
  it('has no overlapping prefixes', () => {
    expect(findOverlaps(ROUTE_OWNERSHIP)).toEqual([]);
  });

  it('reports overlapping prefixes between owners and inside one owner', () => {
    const table: RouteOwnership[] = [
      { owner: 'mfe-cast', federationName: 'mfe_cast', paths: ['/cast/*'] },
      { owner: 'mfe-ldi', federationName: 'mfe_ldi', paths: ['/cast/album/*', '/ldi', '/ldi/*'] },
    ];
    expect(findOverlaps(table)).toEqual([
      { a: { owner: 'mfe-cast', pattern: '/cast/*' }, b: { owner: 'mfe-ldi', pattern: '/cast/album/*' } },
      { a: { owner: 'mfe-ldi', pattern: '/ldi' }, b: { owner: 'mfe-ldi', pattern: '/ldi/*' } },
    ]);
  });

  it('matches on whole segments: /cursos/* does not overlap /cursos-para-voce', () => {
    const table: RouteOwnership[] = [
      { owner: 'mfe-commerce', federationName: 'mfe_commerce', paths: ['/cursos/*'] },
      { owner: 'mfe-goals', federationName: 'mfe_goals', paths: ['/cursos-para-voce', '/cursos/x'] },
    ];
    expect(findOverlaps(table)).toEqual([
      { a: { owner: 'mfe-commerce', pattern: '/cursos/*' }, b: { owner: 'mfe-goals', pattern: '/cursos/x' } },
    ]);
  });

  it('does not count an exact path and a longer path below it as overlapping', () => {
    const table: RouteOwnership[] = [
      { owner: 'mfe-goals', federationName: 'mfe_goals', paths: ['/explorar'] },
      { owner: 'mfe-cast', federationName: 'mfe_cast', paths: ['/explorar/mais/*'] },
    ];
    expect(findOverlaps(table)).toEqual([]);
  });

  it('gives each path its owner', () => {
    expect(ownerOfPath('/')).toBe('mfe-study-table');
    expect(ownerOfPath('/mesa-de-estudo')).toBe('mfe-study-table');
    expect(ownerOfPath('/mesa-de-estudo/live/12')).toBe('mfe-study-table');
    expect(ownerOfPath('/cursos')).toBe('mfe-commerce');
    expect(ownerOfPath('/cursos/carrinho')).toBe('mfe-commerce');
    expect(ownerOfPath('/cursos-para-voce')).toBe('mfe-commerce');
    expect(ownerOfPath('/cast/album/3')).toBe('mfe-cast');
    expect(ownerOfPath('/questoes/buscar?x=1#top')).toBe('mfe-questions');
    expect(ownerOfPath('/public/questoes/abc')).toBe('mfe-questions');
    expect(ownerOfPath('/ldi-personalizado/curso')).toBe('mfe-ldi');
    expect(ownerOfPath('/sala-vip/estante/x')).toBe('mfe-ldi');
    expect(ownerOfPath('/objetivos/12/conteudo')).toBe('mfe-goals');
    expect(ownerOfPath('/explorar')).toBe('mfe-goals');
    expect(ownerOfPath('/redacoes/')).toBe('mfe-submissions');
    expect(ownerOfPath('/discursivas/categorias/oab')).toBe('mfe-submissions');
    expect(ownerOfPath('/auth')).toBe('host-shell');
    expect(ownerOfPath('/resultado-pesquisa/direito')).toBe('host-shell');
    expect(ownerOfPath('http://concursos.localhost:3000/cast')).toBe('mfe-cast');
  });

  it("gives '/' to the study table exactly, not as a prefix of everything", () => {
    expect(matchRoute('/')).toEqual({
      owner: 'mfe-study-table',
      federationName: 'mfe_study_table',
      pattern: '/',
    });
    expect(matchRoute('/pagina-que-nao-existe')).toBeNull();
    expect(ownerOfPath('/pagina-que-nao-existe')).toBe('host-shell');
  });

  it('does not let an exact path own what is below it', () => {
    expect(matchRoute('/explorar/mais')).toBeNull();
    expect(pathMatchesPattern('/redacoes/1', '/redacoes')).toBe(false);
    expect(pathMatchesPattern('/cast', '/cast/*')).toBe(true);
    expect(pathMatchesPattern('/castelo', '/cast/*')).toBe(false);
  });

  it('derives single-spa activity functions', () => {
    const castActive = activityFunction('mfe-cast');
    expect(castActive(new URL('http://concursos.localhost:3000/cast/shelf/2'))).toBe(true);
    expect(castActive(new URL('http://concursos.localhost:3000/cursos'))).toBe(false);
    const shellActive = activityFunction('host-shell');
    expect(shellActive(new URL('http://x/baixar-o-app'))).toBe(true);
    expect(shellActive(new URL('http://x/nada-aqui'))).toBe(true);
    expect(shellActive(new URL('http://x/'))).toBe(false);
    window.history.pushState(null, '', '/objetivos/bem-vindo');
    expect(activityFunction('mfe-goals')(window.location)).toBe(true);
  });

  it('names every remote for module federation', () => {
    expect(REMOTE_OWNERS).toHaveLength(7);
    expect(federationNameOf('mfe-cast')).toBe('mfe_cast');
    expect(federationNameOf('mfe-study-table')).toBe('mfe_study_table');
    expect(ownerOfFederationName('mfe_submissions')).toBe('mfe-submissions');
    expect(ownerOfFederationName('mfe_unknown')).toBeNull();
    for (const row of ROUTE_OWNERSHIP) {
      expect(row.federationName).toBe(row.owner === 'host-shell' ? null : federationNameOf(row.owner));
    }
  });
});
