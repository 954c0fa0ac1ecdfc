import type { LdiCastBlock, PlatformApi } from 'shared-contracts';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { captureConsoleErrors } from '../../../testing/render-area';
import { castPlayRequest } from '../components/cast-block-view';
import { CALLOUT_LABELS } from '../../../constants';
import { annotateDom } from '../state/annotate-html';
import { decorateCallouts } from '../state/callouts';
import { ALL_BLOCKS_VISIBLE } from '../state/block-filters';
import { filterParams } from './get-item';
import { getLastSeen } from './last-seen';
import { getNotebookSolved } from './questions';
import { getTotalElapsed } from './study-time';
import { selectionBody } from './text-selections';

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
