import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LdiBlock, LdiItem } from 'shared-contracts';
import type { RecordedRequest, TestRoutes } from 'shared-contracts/testing';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';
import { A_NOTE_SELECTION, CHAPTERS, COURSE, ITEMS, SLUG } from '../../../testing/fixtures';

afterEach(closeTestServers);

/** The item route of the fixtures, paged like the API (15 per page, load_until_block_id). */
function itemRoute(items: Record<number, LdiItem> = ITEMS) {
  return (request: RecordedRequest) => {
    const item = items[Number(request.path.split('/').pop())];
    if (!item) return undefined;
    const perPage = Number(request.query.get('per_page') ?? 15);
    let page = Number(request.query.get('page') ?? 1);
    let from = (page - 1) * perPage;
    const until = Number(request.query.get('load_until_block_id'));
    if (until) {
      const index = item.blocks.findIndex((block) => block.id === until);
      if (index >= 0) {
        from = 0;
        page = Math.floor(index / perPage) + 1;
      }
    }
    return {
      json: {
        data: { ...item, blocks: item.blocks.slice(from, page * perPage) },
        pagination: { page, per_page: perPage, total: item.blocks.length },
      },
    };
  };
}

const ROUTES: TestRoutes = {
  [`GET /v3/mci/courses/slug/${SLUG}`]: { data: COURSE },
  [`GET /v3/mci/my-courses/slug/${SLUG}/chapters`]: { data: CHAPTERS },
  'GET /v3/mci/items/:id': itemRoute(),
  'GET /v3/mci/my-courses/1001/course-progress': {
    data: { percentage: 33, completed_items: 1, total_items: 3 },
  },
  'GET /v3/mci/my-courses/1001/chapter-percentage': {
    data: [
      { chapter_id: 10011, percentage: 50 },
      { chapter_id: 10012, percentage: 0 },
    ],
  },
  'GET /bff/mci/questions/already-solved': { data: [] },
  'GET /v3/mci/items/:id/selections': { data: [] },
  'POST /v3/mci/studentLastSeen/': { data: {} },
  'POST /ldi/api/study_time/chapters': { data: [] },
  'POST /ldi/api/study_time/items': { data: [] },
  'GET /v3/mci/courses/1001/estimate_durations': { data: { course_id: 1001, seconds: 0, chapters: [] } },
  'GET /v3/mci/favorites': { data: [] },
  'GET /v3/mci/accessed-contents': { data: [] },
  'POST /v3/mci/accessed-contents': { data: {} },
  'GET /v3/print/ldi/selections': { data: [] },
};

/** An item with `count` text blocks (ids 9000001…). */
function longItem(count: number): LdiItem {
  const blocks: LdiBlock[] = Array.from({ length: count }, (_, index) => ({
    id: 9000001 + index,
    position: index + 1,
    type: 'text',
    content: `<p>Parágrafo ${index + 1}</p>`,
  }));
  return { ...ITEMS[100111]!, blocks };
}

const chapterRegion = () => screen.findByRole('region', { name: 'Direitos Fundamentais' });

/** The chapter filters an items call asked for (`video_only=1`...). */
const filtersSent = (request: RecordedRequest | undefined) =>
  Object.fromEntries([...(request?.query ?? [])].filter(([name]) => name.endsWith('_only')));

/** The chapter filters turned off, as the address holds them. */
const hiddenInAddress = () => new URLSearchParams(window.location.search).getAll('ocultar');

describe('paged items', () => {
  it('loads 15 blocks, then the next page on request', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /v3/mci/items/:id': itemRoute({ ...ITEMS, 100111: longItem(17) }),
    });
    const region = await chapterRegion();
    expect(await within(region).findByText('Parágrafo 15')).toBeInTheDocument();
    expect(within(region).queryByText('Parágrafo 16')).not.toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Carregar mais conteúdo' }));
    expect(await within(region).findByText('Parágrafo 17')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Carregar mais conteúdo' })).not.toBeInTheDocument();
    const pages = server.requestsTo('GET', '/v3/mci/items/100111').map((r) => r.query.get('page'));
    expect(pages).toEqual(['1', '2']);
    expect(server.requestsTo('GET', '/v3/mci/items/100111')[1]?.query.get('should_load_metadata')).toBeNull();
  });

  it('loads until the block of a deep link (?bloco=)', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}?capitulo=10011&bloco=9000017`, {
      ...ROUTES,
      'GET /v3/mci/items/:id': itemRoute({ ...ITEMS, 100111: longItem(20) }),
    });
    const region = await chapterRegion();
    expect(await within(region).findByText('Parágrafo 20')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/mci/items/100111')[0]?.query.get('load_until_block_id')).toBe(
      '9000017',
    );
  });
});

describe('filters and view modes', () => {
  it('sends the chapter filters that are on to the server', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, ROUTES);
    const region = await chapterRegion();
    await within(region).findByText('absoluto');
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Vídeos' }));
    await waitFor(() => expect(server.requestsTo('GET', '/v3/mci/items/100111')).toHaveLength(2));
    const query = Object.fromEntries(server.requestsTo('GET', '/v3/mci/items/100111')[1]?.query ?? []);
    expect(query).toMatchObject({ text_only: '1', question_only: '1', cast_only: '1', attachment_only: '1' });
    expect(query).not.toHaveProperty('video_only');
  });

  it('opens with the filters of the address turned off (?ocultar=), as after a reload, ignoring unknown ones', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}?ocultar=videos&ocultar=casts&ocultar=desenhos`, ROUTES);
    const region = await chapterRegion();
    expect(await within(region).findByText('absoluto')).toBeInTheDocument();
    const filters = within(region).getByRole('group', { name: 'Mostrar no capítulo' });
    expect(within(filters).getByRole('checkbox', { name: 'Vídeos' })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Casts' })).not.toBeChecked();
    for (const name of ['Textos', 'Questões', 'Anexos'])
      expect(within(filters).getByRole('checkbox', { name })).toBeChecked();
    expect(within(region).queryByTitle('Direitos Fundamentais em 15 minutos')).not.toBeInTheDocument();
    // from the first call on, only the filters left on are asked; the unknown name goes nowhere
    const calls = server.requestsTo('GET', '/v3/mci/items/100111');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.map(filtersSent)).toEqual(
      calls.map(() => ({ text_only: '1', question_only: '1', attachment_only: '1' })),
    );
    expect(
      server.requests.filter((request) => `${request.path}?${request.query}`.includes('desenhos')),
    ).toEqual([]);
  });

  it('keeps the filters turned off in the address, on another chapter too, and clears it with all on', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/ldi/${SLUG}`, ROUTES);
    const region = await chapterRegion();
    await within(region).findByText('absoluto');
    await user.click(within(region).getByRole('checkbox', { name: 'Vídeos' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Casts' }));
    expect(hiddenInAddress()).toEqual(['videos', 'casts']);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Capítulos' })).getByRole('link', {
        name: 'Organização do Estado',
      }),
    );
    const next = await screen.findByRole('region', { name: 'Organização do Estado' });
    expect(await within(next).findByText(/união indissolúvel dos Estados/)).toBeInTheDocument();
    expect(hiddenInAddress()).toEqual(['videos', 'casts']);
    expect(within(next).getByRole('checkbox', { name: 'Vídeos' })).not.toBeChecked();
    expect(within(next).getByRole('checkbox', { name: 'Casts' })).not.toBeChecked();
    expect(filtersSent(server.requestsTo('GET', '/v3/mci/items/100121')[0])).toEqual({
      text_only: '1',
      question_only: '1',
      attachment_only: '1',
    });

    await user.click(within(next).getByRole('checkbox', { name: 'Vídeos' }));
    await user.click(within(next).getByRole('checkbox', { name: 'Casts' }));
    expect(new URLSearchParams(window.location.search).has('ocultar')).toBe(false);
    expect(within(next).getByRole('checkbox', { name: 'Casts' })).toBeChecked();
  });

  it('offers the seven modes as tabs and asks the items in the chosen one, kept in the URL', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}?modo=downloads`, ROUTES);
    const tabs = await screen.findByRole('tablist', { name: 'Modo de leitura' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Completo', 'Simplificado', 'Meu caderno', 'Incidência', 'Fórum', 'Downloads', 'Marcações']);
    expect(within(tabs).getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/mci/items/100111')[0]?.query.get('view_mode')).toBe('downloads'),
    );

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Simplificado' }));
    expect(within(tabs).getByRole('tab', { name: 'Simplificado' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/mci/items/100111').map((r) => r.query.get('view_mode'))).toContain(
        'simple',
      ),
    );
    expect(screen.getByRole('tabpanel')).toBeInTheDocument();
  });
});

describe('question blocks', () => {
  it('answers with block, course, chapter and item ids and says right or wrong', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'PUT /bff/mci/questions/70001/answer': {
        data: { question_id: 70001, alternative_id: 700011, correct_alternative_id: 700012, correct: false },
      },
    });
    const question = await screen.findByRole('region', { name: /^Questão · CEBRASPE/ });
    await userEvent.click(within(question).getByRole('radio', { name: 'C) Certo' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Responder' }));
    expect(await within(question).findByText('Você errou. A resposta certa é E.')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/bff/mci/questions/70001/answer')[0]?.json).toEqual({
      alternative_id: 700011,
      block_id: 1001113,
      course_id: 1001,
      chapter_id: 10011,
      item_id: 100111,
    });
  });

  it('shows an answer given before', async () => {
    await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /bff/mci/questions/already-solved': {
        data: [{ question_id: 70001, alternative_id: 700012, correct_alternative_id: 700012, correct: true }],
      },
    });
    const question = await screen.findByRole('region', { name: /^Questão · CEBRASPE/ });
    expect(await within(question).findByText('Você acertou!')).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: 'E) Errado' })).toBeChecked();
  });

  it('shows how many questions of a notebook block were solved in the chapter', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /bff/mci/notebook/already-solved/questions': {
        data: [
          { question_id: 1, correct: true },
          { question_id: 2, correct: false },
        ],
      },
    });
    expect(await screen.findByText(/60 questões · 2 resolvidas, 1 certas/)).toBeInTheDocument();
    expect(
      Object.fromEntries(
        server.requestsTo('GET', '/bff/mci/notebook/already-solved/questions')[0]?.query ?? [],
      ),
    ).toEqual({ notebook_id: '101', course_id: '1001', chapter_id: '10011' });
  });
});

describe('progress', () => {
  it('marks an item done and refreshes the percentages', async () => {
    let percentage = 33;
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /v3/mci/my-courses/1001/course-progress': () => ({
        json: { data: { percentage, completed_items: 1, total_items: 3 } },
      }),
      'POST /v3/mci/my-courses/1001/item/100112/completed': () => {
        percentage = 67;
        return { json: { data: {} } };
      },
    });
    expect(await screen.findByText('Progresso do curso: 33%')).toBeInTheDocument();
    expect(await screen.findByText('Capítulo: 50% concluído')).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Direitos Fundamentais: resumo em áudio' });
    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como concluído' }));
    expect(await screen.findByText('Progresso do curso: 67%')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/mci/my-courses/1001/item/100112/completed')).toHaveLength(1);
    const theory = screen.getByRole('article', { name: 'Direitos Fundamentais: teoria' });
    expect(within(theory).getByRole('button', { name: 'Desmarcar como concluído' })).toBeInTheDocument();
  });

  it('marks a chapter not done with DELETE', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'DELETE /v3/mci/my-courses/1001/chapter/10011/completed': { data: {} },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Desmarcar capítulo como concluído' }));
    await waitFor(() =>
      expect(server.requestsTo('DELETE', '/v3/mci/my-courses/1001/chapter/10011/completed')).toHaveLength(1),
    );
  });

  it('marks several items at once with changeCompleteItemsStatus, one call per value', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'POST /v3/mci/my-courses/1001/changeCompleteItemsStatus': { data: {} },
    });
    await userEvent.click(await screen.findByText('Marcar vários itens'));
    const items = screen.getByRole('group', { name: 'Itens concluídos' });
    const theory = within(items).getByRole('checkbox', { name: 'Direitos Fundamentais: teoria' });
    const audio = within(items).getByRole('checkbox', { name: 'Direitos Fundamentais: resumo em áudio' });
    expect(theory).toBeChecked();
    expect(audio).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Salvar itens concluídos' });
    expect(save).toBeDisabled();

    await userEvent.click(theory);
    await userEvent.click(audio);
    await userEvent.click(save);
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/mci/my-courses/1001/changeCompleteItemsStatus')).toHaveLength(2),
    );
    expect(
      server.requestsTo('POST', '/v3/mci/my-courses/1001/changeCompleteItemsStatus').map((r) => r.json),
    ).toEqual([
      { course_id: 1001, item_ids: [100112], value: true },
      { course_id: 1001, item_ids: [100111], value: false },
    ]);
    // the chapters and percentages are asked again
    await waitFor(() =>
      expect(server.requestsTo('GET', `/v3/mci/my-courses/slug/${SLUG}/chapters`).length).toBeGreaterThan(1),
    );
  });

  it('opens the chapter where the student stopped and records the chapter read', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /v3/mci/my-courses/1001/last-seen': { data: { document_id: 10012, block_id: 1001211 } },
    });
    expect(await screen.findByRole('region', { name: 'Organização do Estado' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/mci/studentLastSeen/').length).toBeGreaterThan(0),
    );
    expect(server.requestsTo('POST', '/v3/mci/studentLastSeen/').at(-1)?.json).toEqual({
      course_id: 1001,
      document_id: 10012,
      block_id: null,
      content_mode: 'complete',
      course_type: 'course',
    });
  });
});

describe('study time, estimate, favourites and accessed contents', () => {
  it('shows the time studied in the chapter and in each item, and the estimated duration', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'POST /ldi/api/study_time/chapters': { data: [{ chapter_id: 10011, seconds: 1500 }] },
      'POST /ldi/api/study_time/items': {
        data: [
          { item_id: 100111, seconds: 900 },
          { item_id: 100112, seconds: 30 },
        ],
      },
      'GET /v3/mci/courses/1001/estimate_durations': {
        data: { course_id: 1001, seconds: 5400, chapters: [{ chapter_id: 10011, seconds: 3600 }] },
      },
    });
    expect(await screen.findByText('Duração estimada: 1h 30min')).toBeInTheDocument();
    expect(await screen.findByText('Tempo de estudo no capítulo: 25min')).toBeInTheDocument();
    const theory = await screen.findByRole('article', { name: 'Direitos Fundamentais: teoria' });
    expect(await within(theory).findByText('Tempo de estudo: 15min')).toBeInTheDocument();
    // under a minute is not shown
    const audio = screen.getByRole('article', { name: 'Direitos Fundamentais: resumo em áudio' });
    expect(within(audio).queryByText(/Tempo de estudo/)).not.toBeInTheDocument();

    expect(server.requestsTo('POST', '/ldi/api/study_time/chapters')[0]?.json).toEqual({
      chapter_ids: [10011],
      course_id: 1001,
    });
    // one lookup for the chapter's items, shared by both items
    expect(server.requestsTo('POST', '/ldi/api/study_time/items').map((r) => r.json)).toEqual([
      { items: [100111, 100112], course_id: 1001 },
    ]);
  });

  it("is silent when the study time answers 'record not found'", async () => {
    const errors = captureConsoleErrors();
    await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /ldi/api/study_time/1001/total_elapsed_time': { status: 404, body: 'record not found' },
      'POST /ldi/api/study_time/chapters': { status: 404, body: 'record not found' },
      'POST /ldi/api/study_time/items': { status: 404, body: 'record not found' },
      'GET /v3/mci/courses/1001/estimate_durations': { data: { course_id: 1001, seconds: 0, chapters: [] } },
      'GET /v3/mci/favorites': { data: [] },
      'GET /v3/mci/accessed-contents': { data: [] },
      'POST /v3/mci/accessed-contents': { data: {} },
      'GET /v3/mci/my-courses/1001/last-seen': { data: {} },
    });
    await screen.findByRole('article', { name: 'Direitos Fundamentais: teoria' });
    await screen.findByRole('button', { name: 'Adicionar aos favoritos' });
    expect(screen.queryByText(/Tempo de estudo/)).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalledWith(
      expect.stringMatching(/StudyTime|TotalElapsed/),
      expect.anything(),
    );
  });

  it('adds the document to the favourites and removes it', async () => {
    let favorites: { id: number }[] = [];
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /v3/mci/favorites': () => ({ json: { data: favorites } }),
      'POST /v3/mci/favorites': () => {
        favorites = [{ id: 1001 }];
        return { status: 201, json: { data: COURSE } };
      },
      'DELETE /v3/mci/favorites': () => {
        favorites = [];
        return { json: { data: { id: 1001 } } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar aos favoritos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remover dos favoritos' }));
    expect(await screen.findByRole('button', { name: 'Adicionar aos favoritos' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/mci/favorites').map((r) => r.json)).toEqual([{ id: 1001 }]);
    expect(server.requestsTo('DELETE', '/v3/mci/favorites').map((r) => r.json)).toEqual([{ id: 1001 }]);
  });

  it('records the chapter opened and marks the chapters seen before in the list', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /v3/mci/accessed-contents': {
        data: [
          { course_id: 1001, document_id: 10012, course_type: 'course', accessed_at: '2026-11-20T10:00:00Z' },
        ],
      },
      'POST /v3/mci/accessed-contents': { status: 201, json: { data: {} } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Capítulos' });
    const second = within(nav).getByRole('link', { name: 'Organização do Estado' }).closest('li');
    expect(await within(second!).findByText('· visto')).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('POST', '/v3/mci/accessed-contents')).toHaveLength(1));
    expect(server.requestsTo('POST', '/v3/mci/accessed-contents')[0]?.json).toEqual({
      course_id: 1001,
      document_id: 10011,
      course_type: 'course',
    });
    expect(server.requestsTo('GET', '/v3/mci/accessed-contents')[0]?.query.get('course_id')).toBe('1001');
  });
});

describe('annotations', () => {
  const SELECTION = A_NOTE_SELECTION;

  it('draws the saved annotations over the text', async () => {
    await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /v3/mci/items/:id/selections': (request: RecordedRequest) => ({
        json: { data: request.path.includes('100111') ? [SELECTION] : [] },
      }),
    });
    const region = await chapterRegion();
    const mark = await waitFor(() => {
      const found = region.querySelector('mark');
      if (!found) throw new Error('no mark yet');
      return found;
    });
    expect(mark).toHaveTextContent('Nenhum direito');
    expect(mark).toHaveAttribute('title', 'Cai sempre');
  });

  it('highlights a selected passage (POST textSelections, course_type course)', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'POST /v3/mci/textSelections': (request: RecordedRequest) => ({
        status: 201,
        json: { data: { ...SELECTION, ...(request.json as object), id: 6 } },
      }),
    });
    const region = await chapterRegion();
    const word = await within(region).findByText('absoluto');
    const range = document.createRange();
    range.selectNodeContents(word);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    await act(async () => {
      word.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    const toolbar = await within(region).findByRole('group', { name: 'Anotar o trecho selecionado' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Destacar' }));
    await waitFor(() => expect(server.requestsTo('POST', '/v3/mci/textSelections')).toHaveLength(1));
    expect(server.requestsTo('POST', '/v3/mci/textSelections')[0]?.json).toEqual({
      course_id: 1001,
      chapter_id: 10011,
      item_id: 100111,
      block_id: 1001111,
      kind: 'highlight',
      text: 'absoluto',
      note: null,
      course_type: 'course',
    });
    // the item's annotations are asked again, this time past caches (spec 2 §9); the first time as usual
    const selectionsOfItem = () =>
      server
        .requestsTo('GET', '/v3/mci/items/100111/selections')
        .map((request) => request.headers['cache-control']);
    await waitFor(() => expect(selectionsOfItem()).toEqual([undefined, 'no-cache']));
  });

  it('lists the chapter annotations in my_notebook, edits and removes one', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}?modo=my_notebook`, {
      ...ROUTES,
      'GET /v3/mci/courses/1001/chapter/10011/text_selections': { data: [SELECTION] },
      'PUT /v3/mci/textSelections/5': { data: { ...SELECTION, note: 'Cai muito' } },
      'DELETE /v3/mci/textSelections/5': { data: { id: 5 } },
    });
    const list = await screen.findByRole('list', { name: 'Minhas anotações' });
    expect(within(list).getByText('Cai sempre')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Editar' }));
    const field = within(list).getByRole('textbox', { name: 'Anotação' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Cai muito');
    await userEvent.click(within(list).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/v3/mci/textSelections/5')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/v3/mci/textSelections/5')[0]?.json).toEqual({
      note: 'Cai muito',
      course_type: 'course',
    });
    // after each change the list is asked again past caches (spec 2 §9), the first time as usual
    const listAsked = () =>
      server
        .requestsTo('GET', '/v3/mci/courses/1001/chapter/10011/text_selections')
        .map((request) => request.headers['cache-control']);
    await waitFor(() => expect(listAsked()).toEqual([undefined, 'no-cache']));
    await userEvent.click(within(list).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/v3/mci/textSelections/5')).toHaveLength(1));
    await waitFor(() => expect(listAsked()).toEqual([undefined, 'no-cache', 'no-cache']));
  });
});

describe('selection print', () => {
  const SELECTION = {
    id: 5,
    course_id: 1001,
    chapter_id: 10011,
    item_id: 100111,
    block_id: 1001111,
    kind: 'highlight',
    text: 'Nenhum direito',
    note: null,
    course_type: 'course',
  };

  it('prints the chapter annotations, lists the ready prints and zips the chosen ones into Downloads', async () => {
    let polls = 0;
    let ready: { id: number; name: string; status: string }[] = [];
    const { server, platform } = await renderArea(`/ldi/${SLUG}?modo=my_notebook`, {
      ...ROUTES,
      'GET /v3/mci/courses/1001/chapter/10011/text_selections': { data: [SELECTION] },
      'POST /v3/print/selections/chapter/10011': {
        status: 201,
        json: { data: { id: 8, status: 'processing' } },
      },
      'GET /v3/print/selections/chapter/10011': () => {
        polls += 1;
        ready = [{ id: 8, name: 'marcacoes-capitulo-10011.pdf', status: 'done' }];
        return { json: { data: { id: 8, status: 'done' } } };
      },
      'GET /v3/print/ldi/selections': () => ({ json: { data: ready } }),
      'POST /v3/print/ldi/selections/trigger': {
        data: { url: '/static-bff/impressoes/zip/8.zip', name: 'marcacoes.zip' },
      },
    });
    const downloads: unknown[] = [];
    const subscription = platform.bus.on('download:enqueue').subscribe((request) => downloads.push(request));
    const section = await screen.findByRole('region', { name: 'Impressão das marcações' });
    await userEvent.click(within(section).getByRole('button', { name: 'Imprimir marcações do capítulo' }));
    expect(await within(section).findByText('Impressão das marcações pronta.')).toBeInTheDocument();
    expect(polls).toBe(1);

    const prints = await within(section).findByRole('group', { name: 'Impressões das minhas marcações' });
    await userEvent.click(within(prints).getByRole('checkbox', { name: 'marcacoes-capitulo-10011.pdf' }));
    await userEvent.click(
      within(prints).getByRole('button', { name: 'Baixar marcações selecionadas (.zip)' }),
    );
    await waitFor(() => expect(downloads).toHaveLength(1));
    subscription.unsubscribe();
    expect(downloads[0]).toEqual({
      url: '/static-bff/impressoes/zip/8.zip',
      name: 'marcacoes.zip',
      options: { mimeType: 'application/zip' },
    });
    expect(server.requestsTo('POST', '/v3/print/ldi/selections/trigger')[0]?.json).toEqual({ ids: [8] });
    expect(server.requestsTo('GET', '/v3/print/ldi/selections')[0]?.query.get('course_id')).toBe('1001');
    const printCalls = server.requests.filter((request) => request.path.startsWith('/v3/print/'));
    expect(printCalls.length).toBeGreaterThanOrEqual(4);
    for (const request of printCalls)
      expect(request.headers['x-print-system-token']).toBe('front-student-print');
  }, 15000);

  it('links each annotation to the print view of its block', async () => {
    await renderArea(`/ldi/${SLUG}?modo=my_notebook`, {
      ...ROUTES,
      'GET /v3/mci/courses/1001/chapter/10011/text_selections': { data: [SELECTION] },
      'GET /v3/print/ldi/selections': { data: [] },
    });
    const list = await screen.findByRole('list', { name: 'Minhas anotações' });
    expect(within(list).getByRole('link', { name: 'Imprimir o bloco' })).toHaveAttribute(
      'href',
      '/ldi/print?curso=1001&bloco=1001111',
    );
  });
});

describe('forum mode', () => {
  it('embeds the submissions comments widget for the chapter', async () => {
    const received: unknown[] = [];
    function CommentsWidget(props: Record<string, unknown>) {
      received.push({ forumId: props.forumId, target: props.target, title: props.title });
      return <p>widget de comentários</p>;
    }
    await renderArea(`/ldi/${SLUG}?modo=forum`, ROUTES, {
      platform: { widgets: { 'mfe_submissions/comments': { CommentsWidget } } },
    });
    expect(await screen.findByText('widget de comentários')).toBeInTheDocument();
    expect(received.at(-1)).toEqual({
      forumId: 10011,
      title: 'Fórum: Direitos Fundamentais',
      target: { kind: 'chapter', course: SLUG, chapterId: 10011 },
    });
  });

  it('falls back to a form posting to the chapter forum when the widget does not load', async () => {
    captureConsoleErrors();
    const { server } = await renderArea(`/ldi/${SLUG}?modo=forum`, {
      ...ROUTES,
      [`POST /bff/mci/my-courses/${SLUG}/forum/10011/comment`]: { status: 201, json: { data: { id: 1 } } },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Seu comentário' }), 'Dúvida no art. 5º');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Comentário publicado.')).toBeInTheDocument();
    expect(
      server.requestsTo('POST', `/bff/mci/my-courses/${SLUG}/forum/10011/comment`)[0]?.json,
    ).toMatchObject({
      body: 'Dúvida no art. 5º',
      comment_id: null,
      chapter_id: 10011,
    });
  });
});

describe('chapter PDF', () => {
  it('requests, polls and hands the file to the downloads strip, with the print-system token', async () => {
    let polls = 0;
    const { server, platform } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'POST /v3/mci/print/documents/user-request': {
        status: 201,
        json: { data: { id: 3, status: 'processing' } },
      },
      'GET /v3/mci/print/documents/user-request/3': () => {
        polls += 1;
        return { json: { data: { id: 3, status: polls > 1 ? 'done' : 'processing' } } };
      },
      'POST /v3/mci/print/documents/user-request/3/download': {
        data: { url: '/static-bff/impressoes/3.pdf', name: 'capitulo-10011.pdf' },
      },
    });
    const downloads: unknown[] = [];
    const subscription = platform.bus.on('download:enqueue').subscribe((request) => downloads.push(request));
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar capítulo em PDF' }));
    expect(await screen.findByText('PDF enviado para Downloads.', {}, { timeout: 5000 })).toBeInTheDocument();
    subscription.unsubscribe();
    expect(downloads).toEqual([
      {
        url: '/static-bff/impressoes/3.pdf',
        name: 'capitulo-10011.pdf',
        options: { mimeType: 'application/pdf' },
      },
    ]);
    expect(server.requestsTo('POST', '/v3/mci/print/documents/user-request')[0]?.json).toEqual({
      course_id: 1001,
      chapter_ids: [10011],
    });
    for (const request of [
      ...server.requestsTo('POST', '/v3/mci/print/documents/user-request'),
      ...server.requestsTo('GET', '/v3/mci/print/documents/user-request/3'),
    ])
      expect(request.headers['x-print-system-token']).toBe('front-student-print');
  });
});

describe('custom LDI', () => {
  it('reads a custom course: custom-courses list and chapters, custom done marks', async () => {
    const custom = { ...COURSE, id: 9001, slug: 'meu-plano-concursos', title: 'Meu plano personalizado' };
    const { server } = await renderArea('/ldi-personalizado/meu-plano-concursos', {
      ...ROUTES,
      'GET /v3/mci/custom-courses/': { data: [custom] },
      'GET /v3/mci/custom-courses/9001/chapters': { data: CHAPTERS },
      'GET /v3/mci/custom-courses/9001/course-progress': {
        data: { percentage: 10, completed_items: 1, total_items: 9 },
      },
      'POST /v3/mci/custom-courses/9001/item/100112/completed': { data: {} },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meu plano personalizado' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Progresso do curso: 10%')).toBeInTheDocument();
    expect(
      Object.fromEntries(server.requestsTo('GET', '/v3/mci/custom-courses/')[0]?.query ?? []),
    ).toMatchObject({
      page: '1',
      per_page: '20',
    });
    const item = await screen.findByRole('article', { name: 'Direitos Fundamentais: resumo em áudio' });
    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como concluído' }));
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/mci/custom-courses/9001/item/100112/completed')).toHaveLength(1),
    );
    expect(server.requestsTo('GET', '/v3/mci/my-courses/9001/last-seen')).toHaveLength(0);
  });

  it('reads a custom course listed past the first 20 (page 2 of the custom courses)', async () => {
    const custom = (id: number) => ({ ...COURSE, id, slug: `meu-plano-${id}`, title: `Meu plano ${id}` });
    const { server } = await renderArea('/ldi-personalizado/meu-plano-9021', {
      ...ROUTES,
      'GET /v3/mci/custom-courses/': (request: RecordedRequest) => {
        const page = Number(request.query.get('page'));
        const ids = Array.from({ length: 21 }, (_, index) => 9001 + index).slice((page - 1) * 20, page * 20);
        return { json: { data: ids.map(custom), total: 21 } };
      },
      'GET /v3/mci/custom-courses/9021/chapters': { data: CHAPTERS },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu plano 9021' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Capítulos' })).toBeInTheDocument();
    expect(
      server.requestsTo('GET', '/v3/mci/custom-courses/').map((request) => request.query.get('page')),
    ).toEqual(['1', '2']);
  });

  it('offers no incidence mode for a custom course, and opens the complete mode for an address asking it', async () => {
    const custom = { ...COURSE, id: 9001, slug: 'meu-plano-concursos', title: 'Meu plano personalizado' };
    const { server } = await renderArea('/ldi-personalizado/meu-plano-concursos?modo=incidence', {
      ...ROUTES,
      'GET /v3/mci/custom-courses/': { data: [custom] },
      'GET /v3/mci/custom-courses/9001/chapters': { data: CHAPTERS },
    });
    const modes = await screen.findByRole('tablist', { name: 'Modo de leitura' });
    expect(
      within(modes)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Completo', 'Simplificado', 'Meu caderno', 'Fórum', 'Downloads', 'Marcações']);
    expect(within(modes).getByRole('tab', { name: 'Completo' })).toHaveAttribute('aria-selected', 'true');
    expect(server.requests.some((request) => request.path.includes('/incidences'))).toBe(false);
  });

  it('is not found for a custom course the student does not have', async () => {
    captureConsoleErrors();
    await renderArea('/ldi-personalizado/outro', { ...ROUTES, 'GET /v3/mci/custom-courses/': { data: [] } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
  });
});

describe('incidence mode', () => {
  const INCIDENCE_ROUTES: TestRoutes = {
    ...ROUTES,
    'GET /bff/goals/userGoals': {
      data: [
        { id: 1, goal_id: 7, goal: { id: 7, name: 'Polícia Federal' } },
        { id: 2, goal_id: 8, goal: { id: 8, name: 'INSS' } },
      ],
    },
    'GET /v3/mci/has-incidences-access': { data: { has_access: true } },
    'GET /objetivos/goals/7/has-incidence-access': { data: { has_access: true } },
    'GET /objetivos/goals/8/has-incidence-access': { data: { has_access: false } },
    'GET /v3/mci/my-courses/1001/goals/7/incidences': {
      data: [
        { id: 1001, topics: [{ name: 'Direitos Fundamentais', percentage: 35 }], tiers: ['A'] },
        { id: 1001, topics: [], tiers: [] },
      ],
    },
  };

  it('maps the incidences of the chosen goal (0 % without topics) after both access checks', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}?modo=incidence`, INCIDENCE_ROUTES);
    const list = await screen.findByRole('list', { name: 'Incidência nas provas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Direitos Fundamentais: 35% de incidência · A', 'Sem assunto: 0% de incidência']);
    expect(server.requestsTo('GET', '/v3/mci/has-incidences-access')).toHaveLength(1);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Objetivo' }), 'INSS');
    expect(
      await screen.findByText('A incidência deste curso não está disponível para o seu objetivo.'),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/mci/my-courses/1001/goals/8/incidences')).toHaveLength(0);
  });

  it('measures against the goal of the address (?objetivo=), as after a reload, and keeps the one chosen', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/ldi/${SLUG}?modo=incidence&objetivo=8`, INCIDENCE_ROUTES);
    expect(
      await screen.findByText('A incidência deste curso não está disponível para o seu objetivo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Objetivo' })).toHaveDisplayValue('INSS');
    expect(server.requestsTo('GET', '/objetivos/goals/7/has-incidence-access')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Objetivo' }), 'Polícia Federal');
    expect(await screen.findByRole('list', { name: 'Incidência nas provas' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      modo: 'incidence',
      objetivo: '7',
    });
  });

  it('says an access check that failed, with a retry, instead of taking it for no access', async () => {
    captureConsoleErrors();
    let failures = 1;
    const { server } = await renderArea(`/ldi/${SLUG}?modo=incidence`, {
      ...INCIDENCE_ROUTES,
      // what the site's server once answered for this call: the page's HTML, not JSON
      'GET /objetivos/goals/7/has-incidence-access': () =>
        failures-- > 0
          ? { status: 200, body: '<!doctype html><title>Estratégia</title>' }
          : { json: { data: { has_access: true } } },
    });
    expect(
      await screen.findByText('Não foi possível verificar seu acesso à incidência.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('A incidência deste curso não está disponível para o seu objetivo.'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Incidência nas provas' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/objetivos/goals/7/has-incidence-access')).toHaveLength(2);
  });

  it('opens the first goal for one the student does not have, and never asks about it', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}?modo=incidence&objetivo=99`, INCIDENCE_ROUTES);
    expect(await screen.findByRole('list', { name: 'Incidência nas provas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Objetivo' })).toHaveDisplayValue('Polícia Federal');
    expect(server.requests.filter((request) => request.path.includes('/99'))).toEqual([]);
  });
});

describe('search inside the document', () => {
  const HIT = {
    chapter_id: 10012,
    chapter_title: 'Organização do Estado',
    item_title: 'Organização do Estado: teoria',
    block_id: 1001211,
    excerpt: 'união indissolúvel dos Estados',
  };

  it('shows the search of the address (?busca=) and its results, as after a reload or from a shared link', async () => {
    const { server } = await renderArea(
      `/ldi/${SLUG}?modo=simple&busca=${encodeURIComponent('indissolúvel')}`,
      {
        ...ROUTES,
        'GET /ldi/api/busca': { data: [HIT] },
      },
    );
    expect(await screen.findByRole('searchbox', { name: 'Buscar no livro' })).toHaveValue('indissolúvel');
    // a search landmark named like its field, apart from the top bar's
    expect(screen.getByRole('search', { name: 'Buscar no livro' })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Resultados para “indissolúvel”' });
    // the passage opens in the mode the student reads in (it used to drop ?modo= and open in 'Completo')
    expect(
      within(results).getByRole('link', { name: 'Organização do Estado · Organização do Estado: teoria' }),
    ).toHaveAttribute(
      'href',
      `/ldi/${SLUG}?capitulo=10012&bloco=1001211&busca=${encodeURIComponent('indissolúvel')}&modo=simple`,
    );
    expect(Object.fromEntries(server.requestsTo('GET', '/ldi/api/busca')[0]?.query ?? [])).toEqual({
      term: 'indissolúvel',
      slug: SLUG,
      content_mode: 'simple',
    });
  });

  it('keeps how the student reads on the passage opened: the mode, the filters turned off and the goal', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(
      `/ldi/${SLUG}?modo=simple&ocultar=videos&ocultar=casts&objetivo=7&capitulo=10011&bloco=1001111&busca=${encodeURIComponent('indissolúvel')}`,
      { ...ROUTES, 'GET /ldi/api/busca': { data: [HIT] } },
    );
    const results = await screen.findByRole('list', { name: 'Resultados para “indissolúvel”' });
    await user.click(
      within(results).getByRole('link', { name: 'Organização do Estado · Organização do Estado: teoria' }),
    );
    const chapter = await screen.findByRole('region', { name: 'Organização do Estado' });
    // the passage's own chapter, block and search win over the address's
    const address = new URLSearchParams(window.location.search);
    expect([...address]).toEqual([
      ['capitulo', '10012'],
      ['bloco', '1001211'],
      ['busca', 'indissolúvel'],
      ['modo', 'simple'],
      ['ocultar', 'videos'],
      ['ocultar', 'casts'],
      ['objetivo', '7'],
    ]);
    expect(within(chapter).getByRole('tab', { name: 'Simplificado', selected: true })).toBeInTheDocument();
    expect(within(chapter).getByRole('checkbox', { name: 'Vídeos' })).not.toBeChecked();
    expect(within(chapter).getByRole('checkbox', { name: 'Casts' })).not.toBeChecked();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/mci/items/100121').at(-1)?.query.get('load_until_block_id')).toBe(
        '1001211',
      ),
    );
    expect(filtersSent(server.requestsTo('GET', '/v3/mci/items/100121').at(-1))).toEqual({
      text_only: '1',
      question_only: '1',
      attachment_only: '1',
    });
  });

  it('puts the term searched in the address, keeps it on the passage opened and clears it on request', async () => {
    const user = userEvent.setup();
    await renderArea(`/ldi/${SLUG}`, { ...ROUTES, 'GET /ldi/api/busca': { data: [HIT] } });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar no livro' }), ' indissolúvel ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const results = await screen.findByRole('list', { name: 'Resultados para “indissolúvel”' });
    expect(new URLSearchParams(window.location.search).get('busca')).toBe('indissolúvel');

    await user.click(
      within(results).getByRole('link', { name: 'Organização do Estado · Organização do Estado: teoria' }),
    );
    expect(await screen.findByRole('region', { name: 'Organização do Estado' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      capitulo: '10012',
      bloco: '1001211',
      busca: 'indissolúvel',
    });
    expect(screen.getByRole('list', { name: 'Resultados para “indissolúvel”' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(new URLSearchParams(window.location.search).has('busca')).toBe(false);
    expect(screen.queryByRole('list', { name: /^Resultados para/ })).not.toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Buscar no livro' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('keeps a term typed but not searched across a reload (a too-short one too), and forgets it once searched', async () => {
    const user = userEvent.setup();
    const routes = { ...ROUTES, 'GET /ldi/api/busca': { data: [HIT] } };
    const field = () => screen.findByRole('searchbox', { name: 'Buscar no livro' });
    const first = await renderArea(`/ldi/${SLUG}?busca=${encodeURIComponent('indissolúvel')}`, routes);
    await user.clear(await field());
    await user.type(await field(), 'u');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Digite pelo menos 2 caracteres para buscar no livro.',
    );
    first.unmount();

    // reloaded: the results of the address, the field with what was typed
    const second = await renderArea(`/ldi/${SLUG}?busca=${encodeURIComponent('indissolúvel')}`, routes);
    expect(await field()).toHaveValue('u');
    expect(await screen.findByRole('list', { name: 'Resultados para “indissolúvel”' })).toBeInTheDocument();
    await user.type(await field(), 'nião{Enter}');
    expect(await screen.findByRole('list', { name: 'Resultados para “união”' })).toBeInTheDocument();
    expect(await field()).toHaveValue('união');
    second.unmount();

    // searched: the draft is done with, the search of the address shows again
    await renderArea(`/ldi/${SLUG}?busca=${encodeURIComponent('indissolúvel')}`, routes);
    expect(await field()).toHaveValue('indissolúvel');
  });

  it('shows the 2-character minimum under the field and says it when a shorter term is sent, keeping it', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/ldi/${SLUG}`, { ...ROUTES, 'GET /ldi/api/busca': { data: [HIT] } });
    const field = await screen.findByRole('searchbox', { name: 'Buscar no livro' });
    expect(field).toHaveAccessibleDescription('Mínimo de 2 caracteres');

    await user.type(field, ' a ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Digite pelo menos 2 caracteres para buscar no livro.',
    );
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'Mínimo de 2 caracteres Digite pelo menos 2 caracteres para buscar no livro.',
    );
    expect(field).toHaveValue(' a ');
    expect(server.requestsTo('GET', '/ldi/api/busca')).toHaveLength(0);
    expect(new URLSearchParams(window.location.search).has('busca')).toBe(false);

    // Enter sends too, and a long enough term clears the message
    await user.type(field, 'b{Enter}');
    expect(await screen.findByRole('list', { name: 'Resultados para “a b”' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks /ldi/api/busca with term, slug and mode and links each passage to its chapter and block', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /ldi/api/busca': {
        data: [
          {
            chapter_id: 10012,
            chapter_title: 'Organização do Estado',
            item_title: 'Organização do Estado: teoria',
            block_id: 1001211,
            excerpt: 'união indissolúvel dos Estados',
          },
        ],
      },
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar no livro' }), 'indissolúvel');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const results = await screen.findByRole('list', { name: 'Resultados para “indissolúvel”' });
    expect(Object.fromEntries(server.requestsTo('GET', '/ldi/api/busca')[0]?.query ?? [])).toEqual({
      term: 'indissolúvel',
      slug: SLUG,
      content_mode: 'complete',
    });
    await userEvent.click(
      within(results).getByRole('link', { name: 'Organização do Estado · Organização do Estado: teoria' }),
    );
    expect(await screen.findByRole('region', { name: 'Organização do Estado' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/mci/items/100121').at(-1)?.query.get('load_until_block_id')).toBe(
        '1001211',
      ),
    );
  });
});

describe('downloads mode', () => {
  it('zips the chosen chapter PDFs into the downloads strip, with the print-system token', async () => {
    const { server, platform } = await renderArea(`/ldi/${SLUG}?modo=downloads`, {
      ...ROUTES,
      'POST /v3/mci/print/documents/list': {
        data: [
          { id: 3, name: 'capitulo-10011.pdf', status: 'done' },
          { id: 4, name: 'capitulo-10012.pdf', status: 'done' },
        ],
      },
      'POST /v3/mci/print/documents/list/zip': {
        data: { url: '/static-bff/impressoes/zip/4.zip', name: 'impressoes.zip' },
      },
    });
    const downloads: unknown[] = [];
    const subscription = platform.bus.on('download:enqueue').subscribe((request) => downloads.push(request));
    const files = await screen.findByRole('group', { name: 'Meus PDFs deste curso' });
    expect(within(files).getByRole('button', { name: 'Baixar selecionados (.zip)' })).toBeDisabled();
    await userEvent.click(within(files).getByRole('checkbox', { name: 'capitulo-10012.pdf' }));
    await userEvent.click(within(files).getByRole('button', { name: 'Baixar selecionados (.zip)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    subscription.unsubscribe();
    expect(downloads[0]).toEqual({
      url: '/static-bff/impressoes/zip/4.zip',
      name: 'impressoes.zip',
      options: { mimeType: 'application/zip' },
    });
    const zipRequest = server.requestsTo('POST', '/v3/mci/print/documents/list/zip')[0];
    expect(zipRequest?.json).toEqual({ files: [4] });
    expect(zipRequest?.headers['x-print-system-token']).toBe('front-student-print');
    expect(server.requestsTo('POST', '/v3/mci/print/documents/list')[0]?.json).toEqual({ course_id: 1001 });
  });
});
