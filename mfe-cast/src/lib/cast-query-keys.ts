/**
 * The cast area's query keys, named once: each endpoint's queryOptions uses its key, and a feature that
 * changes another's data (a favourite toggled on an album page) invalidates it by name, without importing
 * that feature.
 */
export const CAST_QUERY_KEYS = {
  home: ['cast', 'home'] as const,
  favorites: ['cast', 'favorites'] as const,
  album: (id: string | number) => ['cast', 'album', String(id)] as const,
  search: (term: string, page: number) => ['cast', 'search', term, page] as const,
};
