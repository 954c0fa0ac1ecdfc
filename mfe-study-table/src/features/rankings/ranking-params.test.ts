import { rankingFromParams, rankingToParams } from './ranking-params';

const read = (search: string) => rankingFromParams(new URLSearchParams(search));

describe('ranking parameters', () => {
  it('read a vacancy and a page written as positive integers', () => {
    expect(read('cargo=3012&pagina=2')).toEqual({ vacancyId: 3012, page: 2 });
    expect(read('')).toEqual({ vacancyId: null, page: 1 });
  });

  it('read anything else as the general ranking’s first page', () => {
    for (const value of ['0', '-1', '02', '2.5', '1e3', 'abc', ' 2', '', '99999999999999999999'])
      expect(read(`cargo=${encodeURIComponent(value)}&pagina=${encodeURIComponent(value)}`)).toEqual({
        vacancyId: null,
        page: 1,
      });
  });

  it('write no parameter for the general ranking nor for the first page', () => {
    expect(rankingToParams(null, 1)).toEqual({ cargo: null, pagina: null });
    expect(rankingToParams(3012, 3)).toEqual({ cargo: '3012', pagina: '3' });
  });
});
