import { queryOptions } from '@tanstack/react-query';
import type { EventName } from 'shared-contracts';
import {
  STALE_TIME,
  expectShape,
  isNumber,
  isPagination,
  isRecord,
  isString,
  serviceCall,
} from 'shared-design-system/area';
import type {
  FolderListingItem,
  FolderListingResponse,
  FolderListingType,
  HttpClients,
} from 'shared-contracts';
import { AREA_NAME, FOLDER_LIST_ORDER, FOLDER_LIST_PER_PAGE, FOLDER_LIST_SORT } from '../../../constants';
import { LISTING_KEY } from '../../../lib/query-keys';

const TAGS = ['FOLDER', 'MY_NOTEBOOK', 'SHARED_NOTEBOOK', 'MY_STUDENT_EXAM', 'SHARED_STUDENT_EXAM'];

function isListingItem(value: unknown): value is FolderListingItem {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isString(value.name) &&
    isString(value.path) &&
    isString(value.tag) &&
    TAGS.includes(value.tag)
  );
}

function isListing(value: unknown): value is FolderListingResponse {
  return (
    isRecord(value) &&
    isRecord(value.data) &&
    isRecord(value.data.items) &&
    Array.isArray(value.data.items.subitems) &&
    value.data.items.subitems.every(isListingItem) &&
    isPagination(value.data.pagination)
  );
}

export interface FolderListingQuery {
  /** 'base' or a folder path */
  path: string;
  page: number;
  /** '' for every kind */
  type: FolderListingType | '';
  search: string;
}

/** GET /bff/questions/folders/{path}?page&per_page&sort&order&type&search: folders, notebooks and exams of a folder. */
export function getFolderListing(
  http: HttpClients,
  query: FolderListingQuery,
  signal?: AbortSignal,
): Promise<FolderListingResponse> {
  return serviceCall(AREA_NAME, 'getFolderListing', async () => {
    const searchParams = new URLSearchParams({
      page: String(query.page),
      per_page: String(FOLDER_LIST_PER_PAGE),
      sort: FOLDER_LIST_SORT,
      order: FOLDER_LIST_ORDER,
      type: query.type,
      search: query.search.trim(),
    });
    const body = await http.api
      .get(`bff/questions/folders/${encodeURIComponent(query.path)}`, { searchParams, signal })
      .json<unknown>();
    return expectShape(body, isListing, 'lista de cadernos e simulados');
  });
}

/** The events after which the listing is read again (the host's drawers and this area's own deletes). */
export const LISTING_REFRESH_EVENTS = [
  'notebook-created',
  'notebook-updated',
  'notebook-deleted',
  'folder-created',
  'folder-updated',
  'exams-created',
  'exams-updated',
  'notebook-duplicated',
  'exam-duplicated',
] as const satisfies readonly EventName[];

/**
 * One page of a folder's listing (default freshness): every change to the student's notebooks, folders and
 * exams on this site invalidates it (bus events, this area's mutations), so coming back from a notebook or
 * an exam shows it at once without asking again.
 */
export function folderListingQuery(http: HttpClients, query: FolderListingQuery) {
  return queryOptions({
    queryKey: [...LISTING_KEY, query.path, query.page, query.type, query.search],
    queryFn: ({ signal }) => getFolderListing(http, query, signal),
    staleTime: STALE_TIME.default,
  });
}
