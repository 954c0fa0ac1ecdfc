import type { HttpClients, SearchPreviewItem, SearchPreviewSection } from 'shared-contracts';

export type { SearchPreviewItem, SearchPreviewSection };
import { SEARCH_PREVIEW_ROWS } from 'shared-contracts';

export interface SearchPreviewQuery {
  q: string;
  /** only this section type */
  type?: string;
  rows?: number;
  start?: number;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function parseItem(value: unknown): SearchPreviewItem | null {
  const item = asRecord(value);
  if (!item || typeof item.title !== 'string' || typeof item.url !== 'string') return null;
  const id = typeof item.id === 'number' || typeof item.id === 'string' ? item.id : item.url;
  return {
    id,
    title: item.title,
    subtitle: typeof item.subtitle === 'string' ? item.subtitle : '',
    url: item.url,
  };
}

/** The sections of a preview answer (`{ data: [...] }`); anything malformed is left out. */
export function parseSearchPreview(body: unknown): SearchPreviewSection[] {
  const data = asRecord(body)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((value): SearchPreviewSection[] => {
    const section = asRecord(value);
    if (!section || typeof section.type !== 'string' || !Array.isArray(section.items)) return [];
    const items = section.items.map(parseItem).filter((item): item is SearchPreviewItem => item !== null);
    const total = typeof section.total === 'number' ? section.total : items.length;
    const title = typeof section.title === 'string' ? section.title : section.type;
    return [{ type: section.type, title, total, items }];
  });
}

/** The flag that shows a section of the given search type. */
export function searchSectionFlag(type: string): string {
  return `search_show_${type}`;
}

/** Sections whose search_show_<type> flag is on (spec 1 §3); every flag is off until loaded. */
export function visibleSections(
  sections: readonly SearchPreviewSection[],
  features: Readonly<Record<string, boolean>>,
): SearchPreviewSection[] {
  return sections.filter((section) => features[searchSectionFlag(section.type)] === true);
}

/** GET /v3/search/preview?q&rows&start&type. Throws on failure: callers decide how to degrade. */
export async function getSearchPreview(
  http: HttpClients,
  query: SearchPreviewQuery,
  signal?: AbortSignal,
): Promise<SearchPreviewSection[]> {
  const searchParams: Record<string, string | number> = {
    q: query.q,
    rows: query.rows ?? SEARCH_PREVIEW_ROWS,
  };
  if (query.start) searchParams.start = query.start;
  if (query.type) searchParams.type = query.type;
  const body: unknown = await http.api
    .get('v3/search/preview', { searchParams, ...(signal ? { signal } : {}) })
    .json();
  return parseSearchPreview(body);
}

/** The results page of a search: /resultado-pesquisa/{text}?_r={refresh}[&type=]. */
export function searchResultsPath(text: string, options: { type?: string; now?: number } = {}): string {
  const params = new URLSearchParams({ _r: String(options.now ?? Date.now()) });
  if (options.type) params.set('type', options.type);
  return `/resultado-pesquisa/${encodeURIComponent(text)}?${params.toString()}`;
}
