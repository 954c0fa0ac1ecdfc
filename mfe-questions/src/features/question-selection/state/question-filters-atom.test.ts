import { createStore } from '../../../lib/store';
import { FILTER_CACHE_KEY, filterCacheKey } from './filter-cache';
import { EMPTY_FILTER_STATE, isSelected, pickedFilter, toggleFilter } from './filter-store';
import { filtersOwnerAtom, questionFiltersAtom, syncQuestionFilters } from './question-filters-atom';
import { createTestPlatform } from 'shared-contracts/testing';

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

  it("keeps each student's filters apart on one browser, under their own key", () => {
    const ana = createStore();
    ana.set(filtersOwnerAtom, 1);
    ana.set(questionFiltersAtom, (state) => toggleFilter(state, pickedFilter('banca', 'FGV', 'banca.FGV')));
    const bruno = createStore();
    bruno.set(filtersOwnerAtom, 2);
    expect(bruno.get(questionFiltersAtom)).toEqual(EMPTY_FILTER_STATE);
    expect(JSON.parse(window.localStorage.getItem(filterCacheKey(1)) ?? '{}').selectedIds).toEqual([
      'banca:FGV',
    ]);
    expect(window.localStorage.getItem(filterCacheKey(1))).not.toBeNull();
    expect(filterCacheKey(1)).toBe('user:1:question-filters');
  });

  it("follows the student's other tabs and a change of student", () => {
    const platform = createTestPlatform();
    const store = createStore();
    store.set(filtersOwnerAtom, 1);
    const stop = syncQuestionFilters(store, platform.session);
    window.localStorage.setItem(
      filterCacheKey(1),
      JSON.stringify({ ...EMPTY_FILTER_STATE, searchTerm: 'crase' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: filterCacheKey(1) }));
    expect(store.get(questionFiltersAtom).searchTerm).toBe('crase');

    platform.setUser({ ...platform.session.getUser()!, id: 2 });
    expect(store.get(filtersOwnerAtom)).toBe(2);
    expect(store.get(questionFiltersAtom).searchTerm).toBe('');
    stop();
  });
});
