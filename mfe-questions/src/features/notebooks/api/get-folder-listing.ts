import type {
  FolderListingItem,
  FolderListingResponse,
  FolderListingType,
  HttpClients,
} from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { FOLDER_LIST_ORDER, FOLDER_LIST_PER_PAGE, FOLDER_LIST_SORT } from '../../../constants';
import { expectShape, isNumber, isPagination, isRecord, isString } from '../../../lib/response-guards';
import { useRemoteData } from '../../../lib/use-remote-data';

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

export function useFolderListing(query: FolderListingQuery) {
  const { http } = usePlatform();
  return useRemoteData(
    (signal) => getFolderListing(http, query, signal),
    [http, query.path, query.page, query.type, query.search],
  );
}
