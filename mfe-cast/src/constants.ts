import { CAST_PER_PAGE, DEFAULT_PAGE, FAVORITE_ALBUMS_PER_PAGE } from 'shared-contracts';

/** Constants of the cast area, named once. */

/** favourite albums come in one page (spec 2 §9: per_page 9999) */
export const FAVORITES_PAGE = DEFAULT_PAGE;
export const FAVORITES_PER_PAGE = FAVORITE_ALBUMS_PER_PAGE;
/** album search results (spec 2 §9: cast lists page 1, per_page 10) */
export const ALBUMS_PER_PAGE = CAST_PER_PAGE;
export const SEARCH_PAGE = DEFAULT_PAGE;
/** query parameter of the album search results */
export const PARAM_QUERY = 'q';
/** query parameter of the shelves chosen on the search results (repeated), and of the favourites' shelf */
export const PARAM_SHELF = 'estante';
/** query parameter of the album name the favourites and a shelf are filtered by */
export const PARAM_ALBUM_NAME = 'nome';
/** teachers, published tracks and aggregated search (spec 2 §9: cast lists page 1, per_page 10) */
export const TEACHERS_PER_PAGE = CAST_PER_PAGE;
export const TRACKS_PER_PAGE = CAST_PER_PAGE;
export const SEARCH_PER_PAGE = CAST_PER_PAGE;
/** published shelves and the search's shelf filter (spec 2 §9: cast lists page 1, per_page 10) */
export const SHELVES_PER_PAGE = CAST_PER_PAGE;
export const FIRST_PAGE = DEFAULT_PAGE;
/** what the aggregated cast search asks for */
export const SEARCH_ENTITY_TYPES = ['albums', 'tracks'] as const;

/** Name of this area in service logs (spec 2 §8). */
export const AREA_NAME = 'mfe-cast';

/** Routes of this area (ARCHITECTURE §2, spec 2 §2). */
export const ROUTES = {
  home: '/cast',
  favorites: '/cast/favorites',
  searchResults: '/cast/resultado-pesquisa',
  album: (id: number | string) => `/cast/album/${id}`,
  shelf: (id: number | string) => `/cast/shelf/${id}`,
  teacher: (id: number | string) => `/cast/professor/${id}`,
} as const;

export const NOW_PLAYING_LABEL = 'Tocando agora';
export const RETRY_LABEL = 'Tentar novamente';
/** missing album (spec 1 §2: /cast/ album does not exist, button to /cast) */
export const ALBUM_NOT_FOUND_TITLE = 'Álbum não encontrado';
export const ALBUM_NOT_FOUND_TEXT = 'Este álbum não existe ou foi removido.';
export const BACK_TO_CAST = 'Voltar para o Cast';

/** heard state on cards and lists (spec 2 §4: album and track heard or unheard) */
export const ALBUM_HEARD_LABEL = 'Ouvido';
export const TRACK_HEARD_LABEL = 'Ouvida';
export const TRACK_UNHEARD_LABEL = 'Não ouvida';
