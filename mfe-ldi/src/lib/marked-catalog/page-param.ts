/** The search parameter of a paged list's page (a shelf, search results, a paged catalogue). */
export const PAGE_PARAM = 'pagina';
