import { buildSearchFilters, listingSearch, readListingParams } from './topic-selection';

describe('buildSearchFilters', () => {
  it('is a list with one includente filter when only one kind is picked', () => {
    expect(buildSearchFilters({ disciplines: [1, 2], subjects: [] })).toEqual([
      { entity: 'disciplina', entity_ids: [1, 2], add: true, filtro_includente: true, origin: 'QUESTOES' },
    ]);
  });

  it('is a matrix with an includente filter in every row when disciplines and subjects are mixed', () => {
    const filters = buildSearchFilters({ disciplines: [1], subjects: [402] });
    expect(filters).toEqual([
      [{ entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' }],
      [{ entity: 'assunto', entity_ids: [402], add: true, filtro_includente: true, origin: 'QUESTOES' }],
    ]);
  });
});

describe('listing query string', () => {
  it('round-trips selection, term and page', () => {
    const search = listingSearch({ disciplines: [1, 2], subjects: [101] }, ' crase ', 3);
    expect(search).toBe('disciplina=1,2&assunto=101&q=crase&pagina=3');
    expect(readListingParams(new URLSearchParams(search))).toEqual({
      selection: { disciplines: [1, 2], subjects: [101] },
      term: 'crase',
      page: 3,
    });
  });

  it('ignores garbage and defaults to page 1', () => {
    expect(readListingParams(new URLSearchParams('disciplina=1,x,1&pagina=-2'))).toEqual({
      selection: { disciplines: [1], subjects: [] },
      term: '',
      page: 1,
    });
    expect(listingSearch({ disciplines: [], subjects: [7] })).toBe('assunto=7');
  });
});
