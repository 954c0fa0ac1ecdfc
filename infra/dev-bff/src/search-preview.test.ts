import { searchPreview, SEARCH_TYPES } from './search-preview';

describe('searchPreview', () => {
  it('has one section per search_show_* type of the host', () => {
    expect([...SEARCH_TYPES].sort()).toEqual([
      'aovivo',
      'cast',
      'cursos',
      'cursosinterativos',
      'monitorias',
      'objetivos',
      'questoes',
      'trilhasestrategicas',
    ]);
  });

  it('matches every word, ignoring case and accents, and leaves empty sections out', () => {
    const sections = searchPreview('PORTUGUES concursos', { rows: 10, start: 0 });
    expect(sections.map((section) => section.type)).toEqual(['cursos']);
    expect(sections[0]?.items.map((item) => item.title)).toEqual(['Português para Concursos']);
    expect(searchPreview('xyzxyz', { rows: 4, start: 0 })).toEqual([]);
  });

  it('pages the items of a section with start and rows, the total counting every match', () => {
    const first = searchPreview('direito', { rows: 2, start: 0, type: 'questoes' });
    const next = searchPreview('direito', { rows: 2, start: 2, type: 'questoes' });
    expect(first).toHaveLength(1);
    expect(first[0]?.total).toBe(3);
    expect(first[0]?.items).toHaveLength(2);
    expect(next[0]?.items).toHaveLength(1);
    expect(next[0]?.items[0]?.id).not.toBe(first[0]?.items[0]?.id);
  });

  it('keeps one type when asked', () => {
    expect(
      searchPreview('portugues', { rows: 4, start: 0, type: 'cast' }).map((section) => section.type),
    ).toEqual(['cast']);
  });
});
