import type { UrlParamsUpdate } from 'shared-design-system/area';

/**
 * The filters of a catalogue as its address keeps them and as its GET catalog receives them: the chosen
 * classifications under `area` (repeated) and each server filter group (GET filters: `teacher_ids`...) under its
 * own name; sent as `name[0]=id&name[1]=id`, empty ids never sent.
 */

/** Each server parameter (`classification_ids`, `teacher_ids`) with its chosen ids. */
export type CatalogFilters = Readonly<Record<string, readonly number[]>>;

/** The search parameter of the chosen classifications (repeated). */
export const AREA_PARAM = 'area';
/** The catalogue's classification parameter; the other groups are named by GET filters. */
export const CLASSIFICATION_IDS = 'classification_ids';
/** A server filter group kept in the address under its own name. */
const SERVER_FILTER_PARAM = /^[a-z][a-z_]*_ids$/;

/** Spec 2 §5: ids are stripped of empties (and of anything that is not one) before a catalogue query. */
export function positiveIds(values: readonly (string | number | null | undefined)[]): number[] {
  return values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** Whether a group of GET filters is one the address keeps apart from the classifications. */
export function isServerFilterGroup(key: string): boolean {
  return SERVER_FILTER_PARAM.test(key) && key !== CLASSIFICATION_IDS;
}

/** The catalogue's filters as the address holds them: `area` (classifications) and each `…_ids` group. */
export function filtersFromParams(params: URLSearchParams): CatalogFilters {
  const filters: Record<string, number[]> = { [CLASSIFICATION_IDS]: positiveIds(params.getAll(AREA_PARAM)) };
  for (const name of new Set(params.keys()))
    if (isServerFilterGroup(name)) filters[name] = positiveIds(params.getAll(name));
  return filters;
}

/** The address parameter of a filter group. */
function paramOf(name: string): string {
  return name === CLASSIFICATION_IDS ? AREA_PARAM : name;
}

/**
 * The change of the address when one filter group changes: the group's chosen ids replace its old ones and a
 * paged catalogue goes back to its first page (`pageParam`); the other parameters stay.
 */
export function filterGroupUpdate(
  name: string,
  chosen: Readonly<Record<string, boolean>>,
  pageParam: string,
): UrlParamsUpdate {
  const ids = Object.entries(chosen).flatMap(([id, on]) => (on ? [id] : []));
  return { [paramOf(name)]: ids, [pageParam]: null };
}

/** The groups a catalogue query sends: positive ids only, empty groups left out, in the order of their names. */
export function chosenFilters(filters: CatalogFilters): [string, number[]][] {
  return Object.entries(filters)
    .map(([name, ids]): [string, number[]] => [name, positiveIds(ids)])
    .filter(([, ids]) => ids.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
}

/** `name[0]=id&name[1]=id` of every chosen group. */
export function filterSearchParams(chosen: readonly [string, readonly number[]][]): [string, string][] {
  return chosen.flatMap(([name, ids]) =>
    ids.map((id, index): [string, string] => [`${name}[${index}]`, String(id)]),
  );
}
