import { FILTER_CACHE_KEY, readFilterCache, writeFilterCache } from './filter-cache';
import { EMPTY_FILTER_STATE, pickedFilter, toggleFilter } from './filter-store';

function storageWith(value: string | null) {
  return { getItem: (key: string) => (key === FILTER_CACHE_KEY ? value : null) };
}

describe('filter cache', () => {
  it('round-trips the state through storage', () => {
    const saved: Record<string, string> = {};
    const state = toggleFilter(EMPTY_FILTER_STATE, pickedFilter('disciplina', 1, 'disciplina.1'));
    writeFilterCache({ setItem: (key, value) => (saved[key] = value) }, state);
    expect(readFilterCache(storageWith(saved[FILTER_CACHE_KEY] ?? null))).toEqual(state);
  });

  it.each([
    ['nothing cached', null],
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a string', '"filtros"'],
    ['null', 'null'],
  ])('applies the cache only if it is a plain object (%s → empty state)', (_, raw) => {
    expect(readFilterCache(storageWith(raw))).toEqual(EMPTY_FILTER_STATE);
  });

  it('fields of the wrong kind fall back to empty values', () => {
    const raw = JSON.stringify({ filters: [], selectedIds: 'x', searchTerm: 3, searchBarCount: 7 });
    expect(readFilterCache(storageWith(raw))).toEqual({ ...EMPTY_FILTER_STATE, searchBarCount: 7 });
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readFilterCache(broken)).toEqual(EMPTY_FILTER_STATE);
    expect(() => writeFilterCache(broken, EMPTY_FILTER_STATE)).not.toThrow();
  });
});
