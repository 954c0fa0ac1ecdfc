import {
  LDI_ITEMS_ORDER,
  LDI_ITEMS_PER_PAGE,
  LDI_VIEW_MODE_DEFAULT,
  type LdiBlock,
  type LdiBlockType,
  type LdiItem,
  type PlatformApi,
} from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import {
  expectData,
  FRESH_ON_RETURN,
  hasNumber,
  hasString,
  isRecord,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

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

/** GET /v3/mci/items/{id}?page=1&per_page=15&order=asc&view_mode=complete (spec 2 §9 defaults). */
export function getItem(platform: PlatformApi, itemId: number, signal?: AbortSignal): Promise<LdiItem> {
  return serviceCall(AREA_NAME, 'getItem', async () => {
    const body = await platform.http.api
      .get(`v3/mci/items/${itemId}`, {
        searchParams: {
          page: '1',
          per_page: String(LDI_ITEMS_PER_PAGE),
          order: LDI_ITEMS_ORDER,
          view_mode: LDI_VIEW_MODE_DEFAULT,
        },
        signal,
      })
      .json<unknown>();
    const item = expectData(body, isItemShell, 'item do capítulo');
    return { ...item, blocks: item.blocks.filter(isLdiBlock) };
  });
}

/** The items of one chapter with their blocks, one GET per item (fresh on return, like the document). */
export function chapterItemsQuery(platform: PlatformApi, itemIds: readonly number[]) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'items', ...itemIds],
    queryFn: ({ signal }) => Promise.all(itemIds.map((id) => getItem(platform, id, signal))),
    ...FRESH_ON_RETURN,
  });
}
