import type { QuestionsPagination } from 'shared-contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, FOLDER_PAGE_SIZE } from 'shared-contracts';
import { badRequest } from '../../http-error';

export interface PageQuery {
  page?: string;
  per_page?: string;
  /** the count call and the topics list spell it perPage (spec 2 §7) */
  perPage?: string;
}

function positiveInt(value: string | undefined, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw badRequest(`Parâmetro ${field} inválido: use um inteiro entre 1 e ${max}.`, 'INVALID_PAGINATION');
  }
  return number;
}

/** page and per_page (or perPage) of a query; the largest page is the folder picker's (1000). */
export function parsePage(query: PageQuery): { page: number; perPage: number } {
  const page = positiveInt(query.page, 'page', DEFAULT_PAGE, Number.MAX_SAFE_INTEGER);
  const perPage = positiveInt(
    query.per_page ?? query.perPage,
    query.per_page !== undefined ? 'per_page' : 'perPage',
    DEFAULT_PER_PAGE,
    FOLDER_PAGE_SIZE,
  );
  return { page, perPage };
}

/** One page of `items` and its pagination block. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; pagination: QuestionsPagination } {
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    pagination: {
      page,
      per_page: perPage,
      total: items.length,
      last_page: Math.max(1, Math.ceil(items.length / perPage)),
    },
  };
}
