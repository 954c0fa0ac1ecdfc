import { queryOptions } from '@tanstack/react-query';
import type { EventName } from 'shared-contracts';
import {
  STALE_TIME,
  expectShape,
  isNumber,
  isPagination,
  isRecord,
  isString,
} from 'shared-design-system/area';
import type {
  FolderListingItem,
  FolderListingResponse,
  FolderListingType,
  HttpClients,
} from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { FOLDER_LIST_ORDER, FOLDER_LIST_PER_PAGE, FOLDER_LIST_SORT } from '../../../constants';
import { useAreaQuery } from '../../../lib/use-area-query';
import { AREA_NAME } from '../../../constants';

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
export async function getFolderListing(
  http: HttpClients,
  query: FolderListingQuery,
  signal?: AbortSignal,
): Promise<FolderListingResponse> {
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
}

/** Every listing of notebooks, folders and exams (the host's drawers invalidate them through the bus). */
export const LISTING_KEY = [AREA_NAME, 'listing'] as const;

/** The events after which the listing is read again (the host's drawers and this area's own actions). */
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

/** One page of a folder's listing: live data (the student's own notebooks and exams). */
export function folderListingQuery(http: HttpClients, query: FolderListingQuery) {
  return queryOptions({
    queryKey: [...LISTING_KEY, query.path, query.page, query.type, query.search],
    queryFn: ({ signal }) => getFolderListing(http, query, signal),
    staleTime: STALE_TIME.live,
  });
}

export function useFolderListing(query: FolderListingQuery) {
  const { http } = usePlatform();
  return useAreaQuery(folderListingQuery(http, query));
}
