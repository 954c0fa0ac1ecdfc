import { foldText, paginate, positiveQuery } from './route-helpers';

describe('route helpers', () => {
  it('pages a list in the platform shape, with at least one last page', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({
      data: [3, 4],
      pagination: { page: 2, per_page: 2, total: 5, last_page: 3 },
    });
    expect(paginate([], 1, 20).pagination.last_page).toBe(1);
  });

  it('reads a positive whole number from the query, the fallback when absent, 400 otherwise', () => {
    expect(positiveQuery(undefined, 15, 'per_page')).toBe(15);
    expect(positiveQuery('', 15, 'per_page')).toBe(15);
    expect(positiveQuery('3', 15, 'page')).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'dez', '1001']) {
      expect(() => positiveQuery(bad, 15, 'page')).toThrow(expect.objectContaining({ statusCode: 400 }));
    }
    expect(positiveQuery('5000', 15, 'page', 10_000)).toBe(5000);
  });

  it('folds accents and case for forgiving search', () => {
    expect(foldText('Polícia Federal – AGENTE')).toBe('policia federal – agente');
  });
});
