import { QueryClient } from '@tanstack/react-query';
import type { LdiCastBlock, PlatformApi } from 'shared-contracts';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { captureConsoleErrors } from '../../../testing/render-area';
import { A_NOTE_SELECTION, CHAPTERS, COURSE, SLUG } from '../../../testing/fixtures';
import { READER_ROUTES } from '../../../testing/reader-routes';
import { castPlayRequest } from '../components/cast-block-view';
import { CALLOUT_LABELS } from '../../../constants';
import { annotateDom } from '../state/annotate-html';
import { decorateCallouts } from '../state/callouts';
import { ALL_BLOCKS_VISIBLE } from '../state/block-filters';
import { getCustomDocument, getDocument } from './get-document';
import { filterParams, getItem } from './get-item';
import { getLastSeen } from './last-seen';
import { changeCompleteItemsStatus, setChapterDone, setItemDone } from './progress';
import { getNotebookSolved } from './questions';
import { getTotalElapsed } from './study-time';
import {
  chapterSelectionsQuery,
  createSelection,
  deleteSelection,
  itemSelectionsQuery,
  selectionBody,
  updateSelection,
} from './text-selections';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function platformAgainst(routes: Parameters<typeof startTestServer>[0]): Promise<PlatformApi> {
  server = await startTestServer(routes);
  return createTestPlatform({ prefixUrl: server.url }) as unknown as PlatformApi;
}

describe('notebook already-solved lookup', () => {
  it.each([
    [{ courseId: 1, chapterId: 2 }],
    [{ notebookId: 1, chapterId: 2 }],
    [{ notebookId: 1, courseId: 2 }],
    [{ notebookId: null, courseId: 1, chapterId: 2 }],
  ])('is empty without calling when an id is missing: %j', async (lookup) => {
    const platform = await platformAgainst({
      'GET /bff/mci/notebook/already-solved/questions': { data: [] },
    });
    expect(await getNotebookSolved(platform, lookup)).toEqual([]);
    expect(server?.requests).toHaveLength(0);
  });

  it('calls with all three ids', async () => {
    const platform = await platformAgainst({
      'GET /bff/mci/notebook/already-solved/questions': { data: [{ question_id: 1, correct: true }] },
    });
    expect(await getNotebookSolved(platform, { notebookId: 7, courseId: 1, chapterId: 2 })).toEqual([
      { question_id: 1, correct: true },
    ]);
  });
});

describe('custom course of /ldi-personalizado/{slug}', () => {
  const custom = (id: number) => ({ ...COURSE, id, slug: `meu-plano-${id}`, title: `Meu plano ${id}` });
  /** `total` custom courses, 20 a page; with the count only when `counted`. */
  const customCourses = (total: number, counted = true) => ({
    'GET /v3/mci/custom-courses/': (request: { query: URLSearchParams }) => {
      const page = Number(request.query.get('page'));
      const ids = Array.from({ length: total }, (_, index) => 9001 + index).slice((page - 1) * 20, page * 20);
      return { json: { data: ids.map(custom), ...(counted ? { total } : {}) } };
    },
  });
  const pagesAsked = () =>
    server?.requestsTo('GET', '/v3/mci/custom-courses/').map((request) => request.query.get('page'));

  it('finds a course past the first 20 by asking the next pages, counted', async () => {
    const platform = await platformAgainst(customCourses(45));
    expect(await getCustomDocument(platform, 'meu-plano-9025')).toMatchObject({
      id: 9025,
      title: 'Meu plano 9025',
    });
    expect(pagesAsked()).toEqual(['1', '2']);
    expect(Object.fromEntries(server?.requestsTo('GET', '/v3/mci/custom-courses/')[1]?.query ?? [])).toEqual({
      page: '2',
      per_page: '20',
      should_count: 'true',
    });
  });

  it('finds it by id too, and on a later page when the answer has no count', async () => {
    const platform = await platformAgainst(customCourses(45, false));
    expect(await getCustomDocument(platform, '9041')).toMatchObject({ slug: 'meu-plano-9041' });
    expect(pagesAsked()).toEqual(['1', '2', '3']);
  });

  it('is not found (404) once the last page is passed, without asking beyond it', async () => {
    captureConsoleErrors();
    const platform = await platformAgainst(customCourses(45));
    await expect(getCustomDocument(platform, 'outro')).rejects.toMatchObject({ status: 404 });
    expect(pagesAsked()).toEqual(['1', '2', '3']);
  });

  it('is not found after a short last page when the answer has no count', async () => {
    captureConsoleErrors();
    const platform = await platformAgainst(customCourses(40, false));
    await expect(getCustomDocument(platform, 'outro')).rejects.toMatchObject({ status: 404 });
    // two full pages, then an empty one ends the list
    expect(pagesAsked()).toEqual(['1', '2', '3']);
  });
});

describe('cache bypass after a change (spec 2 §9)', () => {
  const ref = { kind: 'ldi' as const, courseId: 1001, slug: SLUG };
  const itemRequest = { viewMode: 'complete' as const, filters: ALL_BLOCKS_VISIBLE };
  const cacheControl = (path: string) =>
    server?.requestsTo('GET', path).map((request) => request.headers['cache-control']);
  const ITEMS_ROUTE = READER_ROUTES['GET /v3/mci/items/:id']!;
  const askItems = async (platform: PlatformApi, ...ids: number[]) => {
    for (const id of ids) await getItem(platform, id, 1, itemRequest);
  };

  it('asks an item past caches once after a done mark of it, and other items as usual', async () => {
    const platform = await platformAgainst({
      'GET /v3/mci/items/:id': ITEMS_ROUTE,
      'POST /v3/mci/my-courses/1001/item/100111/completed': { data: {} },
    });
    await askItems(platform, 100111);
    await setItemDone(platform, ref, 100111, true);
    await askItems(platform, 100111, 100111, 100112);
    expect(cacheControl('/v3/mci/items/100111')).toEqual([undefined, 'no-cache', undefined]);
    expect(cacheControl('/v3/mci/items/100112')).toEqual([undefined]);
  });

  it("marks the chapter's items after a chapter mark, and the listed ones after several at once", async () => {
    const platform = await platformAgainst({
      'GET /v3/mci/items/:id': ITEMS_ROUTE,
      'DELETE /v3/mci/my-courses/1001/chapter/10011/completed': { data: {} },
      'POST /v3/mci/my-courses/1001/changeCompleteItemsStatus': { data: {} },
    });
    await setChapterDone(platform, ref, CHAPTERS[0]!, false);
    await askItems(platform, 100111, 100112, 100121);
    await changeCompleteItemsStatus(platform, ref, [100121], true);
    await askItems(platform, 100111, 100121);
    expect(cacheControl('/v3/mci/items/100111')).toEqual(['no-cache', undefined]);
    expect(cacheControl('/v3/mci/items/100112')).toEqual(['no-cache']);
    expect(cacheControl('/v3/mci/items/100121')).toEqual([undefined, 'no-cache']);
  });

  it("asks the item's and the chapter's selections past caches once after an annotation is added, changed or removed", async () => {
    const selection = {
      id: 5,
      course_id: 1001,
      chapter_id: 10011,
      item_id: 100111,
      block_id: 1001111,
      kind: 'note' as const,
      text: 'Nenhum direito',
      note: 'Cai sempre',
      course_type: 'course',
    };
    const platform = await platformAgainst({
      'GET /v3/mci/items/:id': ITEMS_ROUTE,
      'GET /v3/mci/items/100111/selections': { data: [selection] },
      'GET /v3/mci/courses/1001/chapter/10011/text_selections': { data: [selection] },
      'POST /v3/mci/textSelections': { status: 201, json: { data: selection } },
      'PUT /v3/mci/textSelections/5': { data: selection },
      'DELETE /v3/mci/textSelections/5': { data: { id: 5 } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
    const readSelections = async () => {
      await client.fetchQuery(itemSelectionsQuery(platform, 100111));
      await client.fetchQuery(chapterSelectionsQuery(platform, 1001, 10011));
    };
    const place = { courseId: 1001, chapterId: 10011, itemId: 100111 };
    await readSelections();
    const { id: _id, course_type: _type, ...newNote } = A_NOTE_SELECTION;
    await createSelection(platform, newNote);
    await readSelections();
    await readSelections();
    await updateSelection(platform, 5, { note: 'Cai muito' }, place);
    await readSelections();
    await deleteSelection(platform, 5, place);
    await readSelections();
    const expected = [undefined, 'no-cache', undefined, 'no-cache', 'no-cache'];
    expect(cacheControl('/v3/mci/items/100111/selections')).toEqual(expected);
    expect(cacheControl('/v3/mci/courses/1001/chapter/10011/text_selections')).toEqual(expected);
    // adding or removing one changes the item's blocks in the mark mode; a new note does not
    await askItems(platform, 100111, 100111);
    expect(cacheControl('/v3/mci/items/100111')).toEqual(['no-cache', undefined]);
  });

  it('asks the document as usual when nothing marked it', async () => {
    const platform = await platformAgainst({ [`GET /v3/mci/courses/slug/${SLUG}`]: { data: COURSE } });
    await getDocument(platform, SLUG);
    await getDocument(platform, SLUG);
    expect(cacheControl(`/v3/mci/courses/slug/${SLUG}`)).toEqual([undefined, undefined]);
  });
});

describe('study time and last seen', () => {
  it("answers 0 for 'record not found' without logging", async () => {
    const errors = captureConsoleErrors();
    const platform = await platformAgainst({
      'GET /ldi/api/study_time/1001/total_elapsed_time': { status: 404, body: 'record not found' },
    });
    expect(await getTotalElapsed(platform, 1001)).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs another failure and answers null', async () => {
    const errors = captureConsoleErrors();
    const platform = await platformAgainst({
      'GET /ldi/api/study_time/1001/total_elapsed_time': { status: 400, json: { error: { message: 'x' } } },
    });
    expect(await getTotalElapsed(platform, 1001)).toBeNull();
    expect(errors).toHaveBeenCalled();
  });

  it("answers 0 for 'record not found' from the host's http client, whose ky is another copy", async () => {
    const errors = captureConsoleErrors();
    // what the composed site throws: the host's ky's HTTPError, not an instance of this remote's class
    class HostHttpError extends Error {
      override name = 'HTTPError';
      constructor(readonly response: Response) {
        super('Request failed with status code 404 Not Found');
      }
    }
    const answer = (status: number, text: string) => ({
      json: () => Promise.reject(new HostHttpError(new Response(text, { status }))),
    });
    const platformAnswering = (status: number, text: string) =>
      ({ http: { api: { get: () => answer(status, text) } } }) as unknown as PlatformApi;

    expect(await getTotalElapsed(platformAnswering(404, 'record not found'), 1001)).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    expect(await getTotalElapsed(platformAnswering(404, 'Not Found'), 1001)).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('answers an empty object for a document not read yet (404) without logging; another failure is logged', async () => {
    const errors = captureConsoleErrors();
    const platform = await platformAgainst({
      'GET /v3/mci/my-courses/1001/last-seen': {
        status: 404,
        json: { error: { message: 'Nenhum registro de leitura.', tag: 'LAST_SEEN_NOT_FOUND' } },
      },
      'GET /v3/mci/my-courses/1002/last-seen': { status: 500, json: { error: { message: 'x' } } },
    });
    expect(await getLastSeen(platform, { kind: 'ldi', courseId: 1001, slug: 's' })).toEqual({});
    expect(errors).not.toHaveBeenCalled();
    expect(await getLastSeen(platform, { kind: 'ldi', courseId: 1002, slug: 's' })).toEqual({});
    expect(errors).toHaveBeenCalled();
  });

  it('answers an empty object when last seen fails', async () => {
    captureConsoleErrors();
    const platform = await platformAgainst({});
    expect(await getLastSeen(platform, { kind: 'ldi', courseId: 1001, slug: 's' })).toEqual({});
  });
});

describe('request shapes', () => {
  it('sends no filter while every filter is on, and the *_only of those on otherwise', () => {
    expect(filterParams(ALL_BLOCKS_VISIBLE)).toEqual({});
    expect(filterParams({ ...ALL_BLOCKS_VISIBLE, showTexts: false, showCasts: false })).toEqual({
      video_only: '1',
      question_only: '1',
      attachment_only: '1',
    });
  });

  it('gives a text selection course_type course when absent', () => {
    const selection = {
      course_id: 1,
      chapter_id: 2,
      item_id: 3,
      block_id: 4,
      kind: 'strike' as const,
      text: 'x',
      note: null,
    };
    expect(selectionBody(selection).course_type).toBe('course');
    expect(selectionBody({ ...selection, course_type: 'custom' }).course_type).toBe('custom');
  });

  it('plays a custom course cast block as a custom-ldi section with the course and block', () => {
    const block: LdiCastBlock = {
      id: 9001131,
      position: 1,
      type: 'cast',
      cast: {
        album_id: 9001,
        album_image_url: null,
        track: { id: 9001131, title: 'T', duration: 1, teachers: [] },
      },
    };
    const place = {
      kind: 'custom' as const,
      courseId: 9001,
      courseSlug: 'meu-plano-concursos',
      chapterId: 90011,
      itemId: 900113,
      sectionTitle: 'Item',
    };
    expect(castPlayRequest(block, place).section.horizontalData).toEqual({
      type: 'custom-ldi',
      data: {
        custom_course_id: 9001,
        slug: 'meu-plano-concursos',
        chapter_id: 90011,
        item_id: 900113,
        block_id: 9001131,
      },
    });
  });
});

describe('annotateDom', () => {
  const render = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };

  it('wraps each kind in its tag, a note with its text as title, and redraws from scratch', () => {
    const root = render('<p>Nenhum direito fundamental é <strong>absoluto</strong>.</p>');
    annotateDom(root, [
      { id: 1, kind: 'highlight', text: 'Nenhum', note: null },
      { id: 2, kind: 'underline', text: 'direito', note: null },
      { id: 3, kind: 'strike', text: 'absoluto', note: null },
      { id: 4, kind: 'note', text: 'fundamental', note: 'art. 5º' },
    ]);
    expect(root.innerHTML).toBe(
      '<p><mark data-annotation="1">Nenhum</mark> <u data-annotation="2">direito</u> ' +
        '<mark data-annotation="4" title="art. 5º">fundamental</mark> é ' +
        '<strong><s data-annotation="3">absoluto</s></strong>.</p>',
    );
    annotateDom(root, [{ id: 2, kind: 'underline', text: 'direito', note: null }]);
    expect(root.innerHTML).toBe(
      '<p>Nenhum <u data-annotation="2">direito</u> fundamental é <strong>absoluto</strong>.</p>',
    );
  });

  it('leaves text not found alone', () => {
    const root = render('<p>abc</p>');
    annotateDom(root, [{ id: 1, kind: 'highlight', text: 'xyz', note: null }]);
    expect(root.innerHTML).toBe('<p>abc</p>');
  });
});

describe('decorateCallouts', () => {
  it('names a known callout box by its label once, and leaves unknown kinds alone', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<blockquote class="callout callout-bizu"><p>Revise em 24 horas.</p></blockquote>' +
      '<blockquote class="callout callout-desconhecido"><p>x</p></blockquote>';
    decorateCallouts(root);
    decorateCallouts(root);
    const [bizu, unknown] = Array.from(root.querySelectorAll('blockquote'));
    expect(bizu).toHaveAttribute('role', 'note');
    expect(bizu).toHaveAttribute('aria-label', 'Bizu');
    expect(bizu?.querySelectorAll('strong')).toHaveLength(1);
    expect(bizu?.textContent).toBe('BizuRevise em 24 horas.');
    expect(unknown).not.toHaveAttribute('role');
  });

  it('labels Bizu, Cuidado and Se liga among about 50 kinds', () => {
    expect(CALLOUT_LABELS).toMatchObject({ bizu: 'Bizu', cuidado: 'Cuidado', 'se-liga': 'Se liga' });
    expect(Object.keys(CALLOUT_LABELS).length).toBeGreaterThanOrEqual(45);
  });
});
