import { FIRST_FRAMES, firstFrameOf } from './first-frames';
import { matchRoute } from './ownership';

describe('firstFrameOf', () => {
  it('gives the heading and intro of a page with a first frame', () => {
    expect(firstFrameOf('/mesa-de-estudo')).toEqual({ title: 'Mesa de estudo' });
    expect(firstFrameOf('/questoes/buscar')).toEqual({ title: 'Seleção de questões' });
    expect(firstFrameOf('/cursos')).toEqual({
      title: 'Cursos',
      intro: 'Escolha seu curso ou plano e comece a estudar hoje.',
    });
    expect(firstFrameOf('/todos-os-cursos')).toEqual({ title: 'Meus cursos' });
    expect(firstFrameOf('/cast')).toEqual({ title: 'Cast' });
    expect(firstFrameOf('/redacoes')).toEqual({
      title: 'Redações',
      intro: 'Envie suas redações para correção e acompanhe as notas.',
    });
  });

  it('matches the exact path, with a trailing slash, a query or a hash', () => {
    expect(firstFrameOf('/mesa-de-estudo/')?.title).toBe('Mesa de estudo');
    expect(firstFrameOf('/questoes/buscar?topicos=1')?.title).toBe('Seleção de questões');
    expect(firstFrameOf('/cursos#destaques')?.title).toBe('Cursos');
  });

  it('has none for the pages under them, the shell pages and unknown paths', () => {
    expect(firstFrameOf('/cursos/direito')).toBeNull();
    expect(firstFrameOf('/mesa-de-estudo/favoritos')).toBeNull();
    expect(firstFrameOf('/questoes')).toBeNull();
    expect(firstFrameOf('/cursos-para-voce')).toBeNull();
    expect(firstFrameOf('/auth')).toBeNull();
    // named per vertical
    expect(firstFrameOf('/objetivos')).toBeNull();
    expect(firstFrameOf('/cast/album/1')).toBeNull();
    expect(firstFrameOf('/nada-aqui')).toBeNull();
  });

  it('only names pages an area owns', () => {
    for (const path of Object.keys(FIRST_FRAMES)) expect(matchRoute(path)?.federationName).toBeTruthy();
  });
});
