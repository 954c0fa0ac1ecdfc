import { createStore } from '../../../lib/store';
import { FILTER_CACHE_KEY } from './filter-cache';
import { EMPTY_FILTER_STATE, isSelected, pickedFilter, toggleFilter } from './filter-store';
import { questionFiltersAtom } from './question-filters-atom';

afterEach(() => window.localStorage.clear());

describe('questionFiltersAtom', () => {
  it('starts empty, applies updates and caches them locally', () => {
    const store = createStore();
    expect(store.get(questionFiltersAtom)).toEqual(EMPTY_FILTER_STATE);
    store.set(questionFiltersAtom, (state) =>
      toggleFilter(state, pickedFilter('disciplina', 4, 'disciplina.4')),
    );
    expect(isSelected(store.get(questionFiltersAtom), 'disciplina', 4)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(FILTER_CACHE_KEY) ?? '{}').selectedIds).toEqual([
      'disciplina:4',
    ]);
  });

  it('a new store (a reload) starts from the cache', () => {
    createStore().set(questionFiltersAtom, (state) =>
      toggleFilter(state, pickedFilter('banca', 'FGV', 'banca.FGV')),
    );
    expect(isSelected(createStore().get(questionFiltersAtom), 'banca', 'FGV')).toBe(true);
  });

  it('a cache that is not a plain object is ignored', () => {
    window.localStorage.setItem(FILTER_CACHE_KEY, '["disciplina:1"]');
    expect(createStore().get(questionFiltersAtom)).toEqual(EMPTY_FILTER_STATE);
  });
});
