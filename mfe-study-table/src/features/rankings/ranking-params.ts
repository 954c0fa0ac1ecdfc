import { pageParam, positiveIntParam, type UrlParamsUpdate } from 'shared-design-system/area';

/** An exam ranking's parameters in the address (/rankings/301?cargo=3012&pagina=2). */
export const RANKING_PARAMS = { vacancy: 'cargo', page: 'pagina' } as const;

/**
 * The ranking an address asks for: a vacancy (still to be checked against the exam's vacancies) and a page.
 * Anything malformed is the default, the general ranking's first page.
 */
export function rankingFromParams(params: URLSearchParams): { vacancyId: number | null; page: number } {
  return {
    vacancyId: positiveIntParam(params.get(RANKING_PARAMS.vacancy)),
    page: pageParam(params.get(RANKING_PARAMS.page)),
  };
}

/** The address parameters of a ranking shown: the general ranking and the first page leave none. */
export function rankingToParams(vacancyId: number | null, page: number): UrlParamsUpdate {
  return {
    [RANKING_PARAMS.vacancy]: vacancyId === null ? null : String(vacancyId),
    [RANKING_PARAMS.page]: page <= 1 ? null : String(page),
  };
}
