/**
 * The cast area's query keys, named once: each endpoint's queryOptions uses its key, and a feature that
 * changes another's data (a favourite toggled on an album page) invalidates it by name, without importing
 * that feature.
 */
export const CAST_QUERY_KEYS = {
  /** everything of the area (heard state and likes show on many lists) */
  all: ['cast'] as const,
  home: ['cast', 'home'] as const,
  favorites: ['cast', 'favorites'] as const,
  favoritesIn: (shelfId: number | null, albumName: string) =>
    ['cast', 'favorites', shelfId, albumName] as const,
  albums: (page: number) => ['cast', 'albums', page] as const,
  track: (id: string | number) => ['cast', 'track', String(id)] as const,
  album: (id: string | number) => ['cast', 'album', String(id)] as const,
  search: (term: string, shelves: readonly number[], page: number) =>
    ['cast', 'search', term, [...shelves], page] as const,
  searchShelfFilters: (term: string, page: number) => ['cast', 'search-shelf-filters', term, page] as const,
  teachers: (page: number) => ['cast', 'teachers', page] as const,
  teacher: (id: string | number, page: number) => ['cast', 'teacher', String(id), page] as const,
  shelves: (page: number) => ['cast', 'shelves', page] as const,
  shelf: (id: string | number, albumName: string) => ['cast', 'shelf', String(id), albumName] as const,
  shelfFilters: ['cast', 'shelf-filters'] as const,
  tracks: (page: number) => ['cast', 'tracks', page] as const,
};
