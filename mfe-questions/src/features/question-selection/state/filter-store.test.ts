import {
  EMPTY_FILTER_STATE,
  MATRIX_ROW_MESSAGE,
  NO_INCLUDENTE_MESSAGE,
  addIncludeExclude,
  clearFilters,
  formatFilters,
  isSelected,
  pickedFilter,
  removeIncludeExclude,
  setHighlightedGroups,
  setSearchBar,
  toggleFilter,
  toggleTreeNode,
  validateIncludente,
  type FilterState,
} from './filter-store';

const discipline = (id: number) => pickedFilter('disciplina', id, `disciplina.${id}`);
const subject = (id: number) => pickedFilter('assunto', id, `assunto.${id}`);
const board = (name: string) => pickedFilter('banca', name, `banca.${name}`);

function apply(...updates: Array<(state: FilterState) => FilterState>): FilterState {
  return updates.reduce((state, update) => update(state), EMPTY_FILTER_STATE);
}

describe('filter store', () => {
  it('toggles picked filters in the main list of their key and keeps the selected ids in step', () => {
    const state = apply(
      (s) => toggleFilter(s, discipline(1)),
      (s) => toggleFilter(s, discipline(2)),
    );
    expect(state.filters.disciplina?.main.map((f) => f.id)).toEqual([1, 2]);
    expect(state.selectedIds).toEqual(['disciplina:1', 'disciplina:2']);
    expect(isSelected(state, 'disciplina', 2)).toBe(true);

    const removed = toggleFilter(state, discipline(1));
    expect(removed.filters.disciplina?.main.map((f) => f.id)).toEqual([2]);
    expect(isSelected(removed, 'disciplina', 1)).toBe(false);
    expect(toggleFilter(removed, discipline(2)).filters).toEqual({});
  });

  it('ignores an id already in the include or exclude list', () => {
    const first = addIncludeExclude(EMPTY_FILTER_STATE, 50010, true);
    expect(first.added).toBe(true);
    const again = addIncludeExclude(first.state, 50010, false);
    expect(again.added).toBe(false);
    expect(again.state).toBe(first.state);
    const other = addIncludeExclude(first.state, 50011, false);
    expect(other.state.includeExclude.map((f) => [f.id, f.add])).toEqual([
      [50010, true],
      [50011, false],
    ]);
    expect(removeIncludeExclude(other.state, 50010).includeExclude.map((f) => f.id)).toEqual([50011]);
  });

  it('keeps the search bar, the tree and the highlighted groups; clearing keeps only the tree', () => {
    const state = apply(
      (s) => setSearchBar(s, '12 questões encontradas', 12),
      (s) => toggleTreeNode(s, 3),
      (s) => setHighlightedGroups(s, [1]),
      (s) => toggleFilter(s, discipline(3)),
    );
    expect(state.searchBarCount).toBe(12);
    expect(state.tree).toEqual([3]);
    // changing the filters clears the highlights of the previous validation
    expect(state.highlightedGroupIndexes).toEqual([]);
    expect(toggleTreeNode(state, 3).tree).toEqual([]);
    expect(clearFilters(state)).toEqual({ ...EMPTY_FILTER_STATE, tree: [3] });
  });
});

describe('formatted filters (spec 1 §3)', () => {
  it('merges the ids of one entity into {entity, entity_ids, add, filtro_includente, origin}', () => {
    const state = apply(
      (s) => toggleFilter(s, discipline(1)),
      (s) => toggleFilter(s, discipline(2)),
    );
    expect(formatFilters(state)).toEqual([
      { entity: 'disciplina', entity_ids: [1, 2], add: true, filtro_includente: true, origin: 'QUESTOES' },
    ]);
  });

  it('disciplines and subjects are alternative rows; other filters and exclusions narrow every row', () => {
    const state = apply(
      (s) => toggleFilter(s, discipline(1)),
      (s) => toggleFilter(s, subject(201)),
      (s) => toggleFilter(s, board('FGV')),
      (s) => addIncludeExclude(s, 50020, false).state,
    );
    const fgv = {
      entity: 'banca',
      entity_ids: ['FGV'],
      add: true,
      filtro_includente: true,
      origin: 'QUESTOES',
    };
    const excluded = {
      entity: 'questao',
      entity_ids: [50020],
      add: false,
      filtro_includente: false,
      origin: 'QUESTOES',
    };
    expect(formatFilters(state)).toEqual([
      [
        { entity: 'disciplina', entity_ids: [1], add: true, filtro_includente: true, origin: 'QUESTOES' },
        fgv,
        excluded,
      ],
      [
        { entity: 'assunto', entity_ids: [201], add: true, filtro_includente: true, origin: 'QUESTOES' },
        fgv,
        excluded,
      ],
    ]);
  });

  it('questions included by id are a row of their own', () => {
    const state = apply(
      (s) => toggleFilter(s, board('FGV')),
      (s) => addIncludeExclude(s, 50001, true).state,
    );
    expect(formatFilters(state)).toEqual([
      [{ entity: 'banca', entity_ids: ['FGV'], add: true, filtro_includente: true, origin: 'QUESTOES' }],
      [{ entity: 'questao', entity_ids: [50001], add: true, filtro_includente: true, origin: 'QUESTOES' }],
    ]);
  });

  it('nothing picked formats to an empty list', () => {
    expect(formatFilters(EMPTY_FILTER_STATE)).toEqual([]);
  });
});

describe('includente validation (spec 2 §5)', () => {
  const include = {
    entity: 'disciplina',
    entity_ids: [1],
    add: true,
    filtro_includente: true,
    origin: 'QUESTOES',
  };
  const exclude = {
    entity: 'questao',
    entity_ids: [5],
    add: false,
    filtro_includente: false,
    origin: 'QUESTOES',
  };

  it('a list needs an includente filter', () => {
    expect(validateIncludente([include, exclude])).toBeNull();
    expect(validateIncludente([exclude])).toEqual({ message: NO_INCLUDENTE_MESSAGE, groups: [0] });
    expect(validateIncludente([])).toEqual({ message: NO_INCLUDENTE_MESSAGE, groups: [0] });
  });

  it('every row of a matrix needs one, and the rows without one are named', () => {
    expect(validateIncludente([[include], [include, exclude]])).toBeNull();
    expect(validateIncludente([[include], [exclude]])).toEqual({ message: MATRIX_ROW_MESSAGE, groups: [1] });
    expect(validateIncludente([[exclude], [exclude]])).toEqual({
      message: NO_INCLUDENTE_MESSAGE,
      groups: [0, 1],
    });
  });

  it('excluding only is refused with the spec message', () => {
    const state = addIncludeExclude(EMPTY_FILTER_STATE, 50020, false).state;
    expect(validateIncludente(formatFilters(state))?.message).toBe(NO_INCLUDENTE_MESSAGE);
  });
});

describe('included ids with exclusions', () => {
  it('exclusions narrow the included row instead of making a row without includente', () => {
    const state = apply(
      (s) => addIncludeExclude(s, 50001, true).state,
      (s) => addIncludeExclude(s, 50003, false).state,
    );
    const filters = formatFilters(state);
    expect(filters).toEqual([
      { entity: 'questao', entity_ids: [50001], add: true, filtro_includente: true, origin: 'QUESTOES' },
      { entity: 'questao', entity_ids: [50003], add: false, filtro_includente: false, origin: 'QUESTOES' },
    ]);
    expect(validateIncludente(filters)).toBeNull();
  });
});
