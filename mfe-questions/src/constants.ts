import { NOTEBOOKS_LIST_PER_PAGE, ROOT_FOLDER_PATH, SEARCH_PER_PAGE } from 'shared-contracts';

/** Constants of the questions area, named once. */

/** The area's name: query keys start with it. */
export const AREA_NAME = 'mfe-questions';

/** topics shown per page on the question selection (all disciplines of a vertical fit in one) */
export const TOPICS_PER_PAGE = 50;
/** teachers and classifications listed per filter (one page holds them all in the seeded bank) */
export const FILTER_LIST_PER_PAGE = 100;
/** the listing reads the filters of the question selection (the area's store) instead of the URL */
export const PARAM_FROM_SELECTION = 'selecao';
/** query parameter of the notebook a question is solved in (/questoes/{id}?caderno=) */
export const PARAM_NOTEBOOK = 'caderno';
/** query parameter of the question's position in that notebook (1-based; last_resolved_question_index) */
export const PARAM_POSITION = 'posicao';
/** a notebook's questions are read in one page (the folder picker's largest page, spec 1 §7) */
export const NOTEBOOK_QUESTIONS_PAGE_SIZE = 1000;
/** wait after typing before a search input (topics, notebooks) is sent */
export const SEARCH_INPUT_DEBOUNCE_MS = 300;
/** the count call asks for one question (spec 2 §7: search?page=1&perPage=1) */
export const COUNT_PAGE = 1;
export const COUNT_PER_PAGE = 1;
/** question listing: page 1, per_page 10, DESC (spec 1 §9, spec 2 §9) */
export const QUESTIONS_PER_PAGE = SEARCH_PER_PAGE;
export const QUESTIONS_ORDER = 'DESC';
export const QUESTIONS_SORT = 'id';
/** entity types of the search results' call (spec 2 §7: search v2 questions aggregated) */
export const SEARCH_ENTITY_TYPES = ['questions'] as const;
/** notebooks and exams listing: 10 per page, newest change first */
export const FOLDER_LIST_PER_PAGE = NOTEBOOKS_LIST_PER_PAGE;
export const FOLDER_LIST_SORT = 'updated_at';
export const FOLDER_LIST_ORDER = 'DESC';
export const ROOT_PATH = ROOT_FOLDER_PATH;
/** statement excerpt length in the question listing */
export const STATEMENT_EXCERPT_LENGTH = 240;
/** origin of the filters this area builds (spec 2 §3 answer origin) */
export const FILTER_ORIGIN = 'QUESTOES';

/** Query parameters of the listing route (shareable links: /questoes/listagem?disciplina=1&assunto=101). */
export const LISTING_PARAMS = {
  disciplines: 'disciplina',
  subjects: 'assunto',
  term: 'q',
  page: 'pagina',
} as const;
/** query parameter of the folder opened on /cadernos-e-simulados */
export const PARAM_FOLDER = 'pasta';
/**
 * The other query parameters of /cadernos-e-simulados: what the student searched, the type tab and the page,
 * so a reload or a shared link shows the same list (/cadernos-e-simulados?busca=crase&tipo=cadernos&pagina=2).
 */
export const NOTEBOOKS_PARAMS = { search: 'busca', type: 'tipo', page: 'pagina' } as const;
/**
 * Query parameters of /questoes/buscar: what the filter panel's lookups show (the topic search and its page,
 * the teacher search, the classification type and its search), so a reload, a sign-in round trip or a shared
 * link shows the same lists (/questoes/buscar?busca=crase&pagina=2&classificacao=orgao&busca_classificacao=pf).
 * The picked filters themselves are the student's filter cache, not the address.
 */
export const SELECTION_PARAMS = {
  topicSearch: 'busca',
  topicPage: 'pagina',
  teacherSearch: 'busca_professor',
  classificationType: 'classificacao',
  classificationSearch: 'busca_classificacao',
} as const;
/** query parameter of the page of an exam's ranking page (/cadernos-e-simulados/simulados/201/ranking?pagina=2) */
export const PARAM_RANKING_PAGE = 'pagina';

/** Routes of this area (ARCHITECTURE §2). */
export const ROUTES = {
  selection: '/questoes/buscar',
  listing: '/questoes/listagem',
  searchResults: '/questoes/resultado-pesquisa',
  question: (id: number | string) => `/questoes/${id}`,
  questionInNotebook: (id: number | string, notebookId: number | string, position: number) =>
    `/questoes/${id}?caderno=${notebookId}&posicao=${position}`,
  notebooks: '/cadernos-e-simulados',
  notebook: (id: number | string) => `/cadernos-e-simulados/cadernos/${id}`,
  exam: (id: number | string) => `/cadernos-e-simulados/simulados/${id}`,
  examRanking: (id: number | string) => `/cadernos-e-simulados/simulados/${id}/ranking`,
} as const;
