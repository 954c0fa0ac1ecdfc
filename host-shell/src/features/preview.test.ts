import { FEATURE_FLAGS } from 'shared-contracts';
import { previewFlags, previewOf } from './preview';
import { carryPreview, installPreviewCarry } from './preview-carry';

const HERE = 'http://concursos.localhost:3000/mesa-de-estudo?preview=cast';

describe('preview parameter', () => {
  it('reads the value, blank counts as none', () => {
    expect(previewOf('?preview=cast,questions')).toBe('cast,questions');
    expect(previewOf('?preview=')).toBeNull();
    expect(previewOf('?x=1')).toBeNull();
  });

  it("forces a comma list, or 'all' known and sent flags but not the maintenance switch", () => {
    expect(previewFlags('cast, questions ,')).toEqual(['cast', 'questions']);
    const all = previewFlags('all', ['home_plan_banner']);
    expect(all).toEqual(expect.arrayContaining(['cast', 'new_search', 'home_plan_banner']));
    expect(all).not.toContain('maintenance_ecommerce');
    expect(all.length).toBe(FEATURE_FLAGS.length); // every known flag but one, plus one sent flag
    expect(previewFlags(null)).toEqual([]);
  });
});

describe('carryPreview', () => {
  it('adds the active preview to in-site URLs', () => {
    expect(carryPreview('/cast/album/2?page=3#faixa', 'cast', HERE)).toBe(
      '/cast/album/2?page=3&preview=cast#faixa',
    );
    expect(carryPreview('http://concursos.localhost:3000/questoes', 'all', HERE)).toBe(
      '/questoes?preview=all',
    );
  });

  it('leaves the URL alone with comment_id or view, another preview, another site or no preview', () => {
    expect(carryPreview('/questoes/9?comment_id=4', 'cast', HERE)).toBe('/questoes/9?comment_id=4');
    expect(carryPreview('/ldi/x?view=pdf', 'cast', HERE)).toBe('/ldi/x?view=pdf');
    expect(carryPreview('/cast?preview=goals', 'cast', HERE)).toBe('/cast?preview=goals');
    expect(carryPreview('https://medicina.localhost:3000/cast', 'cast', HERE)).toBe(
      'https://medicina.localhost:3000/cast',
    );
    expect(carryPreview('/cast', null, HERE)).toBe('/cast');
  });
});

describe('installPreviewCarry', () => {
  let uninstall: () => void = () => {};
  afterEach(() => {
    uninstall();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the preview in the address on every in-site navigation and follows a new one', () => {
    window.history.replaceState(null, '', '/mesa-de-estudo?preview=cast');
    const changes: (string | null)[] = [];
    uninstall = installPreviewCarry((preview) => changes.push(preview));

    window.history.pushState(null, '', '/cast');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/cast?preview=cast');
    window.history.pushState(null, '', '/questoes/1?comment_id=3');
    expect(window.location.search).toBe('?comment_id=3');
    window.history.pushState(null, '', '/objetivos?preview=goals');
    window.history.pushState(null, '', '/explorar');
    expect(window.location.search).toBe('?preview=goals');
    expect(changes).toEqual(['goals']);
  });
});
