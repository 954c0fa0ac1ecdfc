import {
  LDI_ITEMS_ORDER,
  LDI_ITEMS_PER_PAGE,
  type LdiBlock,
  type LdiBlockType,
  type LdiItem,
  type PlatformApi,
} from 'shared-contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  expectData,
  FRESH_ON_RETURN,
  hasNumber,
  hasString,
  isRecord,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME, BLOCK_FILTER_PARAMS, BLOCK_FILTERS, type ViewMode } from '../../../constants';
import { noCacheOptions } from '../../../lib/no-cache-paths';
import type { BlockFilterState } from '../state/block-filters';

/** A block of a known type with the fields its view reads; unknown types are dropped, not rendered blindly. */
export function isLdiBlock(value: unknown): value is LdiBlock {
  if (!isRecord(value) || !hasNumber(value, 'id') || typeof value.type !== 'string') return false;
  switch (value.type as LdiBlockType) {
    case 'text':
    case 'tiptap':
      return hasString(value, 'content');
    case 'question':
      return (
        isRecord(value.question) &&
        hasString(value.question, 'statement') &&
        Array.isArray(value.question.alternatives)
      );
    case 'notebook':
      return isRecord(value.notebook) && hasNumber(value.notebook, 'id') && hasString(value.notebook, 'name');
    case 'youtube':
    case 'vimeo':
    case 'videoMyDocuments':
      return isRecord(value.video) && hasString(value.video, 'source') && hasString(value.video, 'title');
    case 'cast':
      return (
        isRecord(value.cast) &&
        isRecord(value.cast.track) &&
        hasString(value.cast.track, 'title') &&
        hasNumber(value.cast.track, 'duration')
      );
    case 'pdfMyDocuments':
      return isRecord(value.file) && hasString(value.file, 'url') && hasString(value.file, 'name');
    case 'rangeLdiLinks':
      return Array.isArray(value.links);
    default:
      return false;
  }
}

function isItemShell(value: unknown): value is Omit<LdiItem, 'blocks'> & { blocks: unknown[] } {
  return (
    isRecord(value) && hasNumber(value, 'id') && hasString(value, 'title') && Array.isArray(value.blocks)
  );
}

/** What the reader asks of an item's pages besides the page number. */
export interface ItemRequest {
  viewMode: ViewMode;
  filters: BlockFilterState;
  /** a deep link's block: the first answer holds every page up to the one with it */
  loadUntilBlockId?: number | null;
}

/** One page of an item's blocks, with where the next page starts (null after the last). */
export interface ItemPage {
  item: LdiItem;
  page: number;
  nextPage: number | null;
  total: number;
}

/**
 * The filter parameters of the items call: none while every filter is on (the server sends everything),
 * otherwise `<kind>_only=1` for each filter that is on (spec 2 §7: video_only, text_only, question_only,
 * cast_only, attachment_only).
 */
export function filterParams(filters: BlockFilterState): Record<string, string> {
  const on = BLOCK_FILTERS.filter((filter) => filters[filter.key]);
  if (on.length === BLOCK_FILTERS.length) return {};
  return Object.fromEntries(on.map((filter) => [BLOCK_FILTER_PARAMS[filter.key], '1']));
}

/** The path of an item's blocks: marked by what changes them (done marks, annotations for the mark mode). */
export const itemPath = (itemId: number) => `v3/mci/items/${itemId}`;

/**
 * GET /v3/mci/items/{id}?page&per_page=15&order=asc&view_mode (spec 2 §9 defaults) with the chapter filters,
 * should_load_metadata on the first page and load_until_block_id for a deep link; no-cache once after a change
 * of the item marked it (spec 2 §9).
 */
export function getItem(
  platform: PlatformApi,
  itemId: number,
  page: number,
  request: ItemRequest,
  signal?: AbortSignal,
): Promise<ItemPage> {
  return serviceCall(AREA_NAME, 'getItem', async () => {
    const searchParams: Record<string, string> = {
      page: String(page),
      per_page: String(LDI_ITEMS_PER_PAGE),
      order: LDI_ITEMS_ORDER,
      view_mode: request.viewMode,
      ...filterParams(request.filters),
    };
    if (page === 1) searchParams.should_load_metadata = '1';
    if (page === 1 && request.loadUntilBlockId)
      searchParams.load_until_block_id = String(request.loadUntilBlockId);
    const path = itemPath(itemId);
    const body = await platform.http.api
      .get(path, { searchParams, signal, ...noCacheOptions(platform, path) })
      .json<unknown>();
    const item = expectData(body, isItemShell, 'item do capítulo');
    const pagination = isRecord(body) && isRecord(body.pagination) ? body.pagination : {};
    const current = typeof pagination.page === 'number' ? pagination.page : page;
    const perPage = typeof pagination.per_page === 'number' ? pagination.per_page : LDI_ITEMS_PER_PAGE;
    const total = typeof pagination.total === 'number' ? pagination.total : item.blocks.length;
    return {
      item: { ...item, blocks: item.blocks.filter(isLdiBlock) },
      page: current,
      nextPage: current * perPage < total ? current + 1 : null,
      total,
    };
  });
}

/**
 * The pages of one item's blocks: page 1 first, further pages as the student scrolls (fresh on return, like
 * the document). Changing the view mode or the filters asks the server again.
 */
export function itemPagesQuery(platform: PlatformApi, itemId: number, request: ItemRequest) {
  return infiniteQueryOptions({
    queryKey: [
      AREA_NAME,
      'ldi',
      'item',
      itemId,
      request.viewMode,
      filterParams(request.filters),
      request.loadUntilBlockId ?? null,
    ],
    queryFn: ({ pageParam, signal }) => getItem(platform, itemId, pageParam, request, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ItemPage) => last.nextPage ?? undefined,
    ...FRESH_ON_RETURN,
  });
}

/** Every block of the pages loaded so far, each once, in order. */
export function blocksOf(pages: readonly ItemPage[]): LdiBlock[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.item.blocks)
    .filter((block) => (seen.has(block.id) ? false : (seen.add(block.id), true)));
}
