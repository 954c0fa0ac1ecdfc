import type { LdiItem } from 'shared-contracts';
import type { RecordedRequest, TestRoutes } from 'shared-contracts/testing';
import { CHAPTERS, COURSE, ITEMS, SLUG } from './fixtures';

/** GET /v3/mci/items/{id} answering `items` in one page. */
export function itemsRoute(items: Record<number, LdiItem> = ITEMS) {
  return (request: RecordedRequest) => {
    const item = items[Number(request.path.split('/').pop())];
    return item
      ? { json: { data: item, pagination: { page: 1, per_page: 15, total: item.blocks.length } } }
      : undefined;
  };
}

/** What the reader of the fixtures' document asks, answered quietly (no progress, times or annotations). */
export const READER_ROUTES: TestRoutes = {
  [`GET /v3/mci/courses/slug/${SLUG}`]: { data: COURSE },
  [`GET /v3/mci/my-courses/slug/${SLUG}/chapters`]: { data: CHAPTERS },
  'GET /v3/mci/items/:id': itemsRoute(),
  'GET /v3/mci/my-courses/1001/course-progress': {
    data: { percentage: 33, completed_items: 1, total_items: 3 },
  },
  'GET /v3/mci/my-courses/1001/chapter-percentage': { data: [] },
  'GET /v3/mci/my-courses/1001/last-seen': { data: {} },
  'POST /v3/mci/studentLastSeen/': { data: {} },
  'GET /bff/mci/questions/already-solved': { data: [] },
  'GET /bff/mci/notebook/already-solved/questions': { data: [] },
  'GET /v3/mci/items/:id/selections': { data: [] },
  'GET /ldi/api/study_time/1001/total_elapsed_time': { status: 404, body: 'record not found' },
  'POST /ldi/api/study_time/chapters': { data: [] },
  'POST /ldi/api/study_time/items': { data: [] },
  'GET /v3/mci/courses/1001/estimate_durations': { data: { course_id: 1001, seconds: 0, chapters: [] } },
  'GET /v3/mci/favorites': { data: [] },
  'GET /v3/mci/accessed-contents': { data: [] },
  'POST /v3/mci/accessed-contents': { data: {} },
  'GET /v3/mci/blocks/:id/time': { data: {} },
};
