import { screen, waitFor, within } from '@testing-library/react';
import { outsideAct } from 'shared-design-system/testing';
import userEvent from '@testing-library/user-event';
import type { StrategicTrail, StrategicTrailDetail } from 'shared-contracts';
import type { TestRoutes } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { markServer, withOverrides } from '../../../lib/marked-catalog/testing/mark-server';
import { chooseCatalogFilter } from '../../../lib/marked-catalog/testing/choose-catalog-filter';
import { toggleMarks } from '../../../lib/marked-catalog/testing/toggle-marks';

afterEach(closeTestServers);

const TRAIL: StrategicTrail = {
  id: 2001,
  slug: 'trilha-policia-federal-agente',
  title: 'Trilha Estratégica Polícia Federal - Agente',
  description: 'Ciclo de 16 semanas com teoria, questões e revisões.',
  classification: 'Polícia',
  classes_count: 2,
  done: false,
};
const OTHER: StrategicTrail = {
  ...TRAIL,
  id: 2002,
  slug: 'trilha-inss-tecnico',
  title: 'Trilha Estratégica INSS - Técnico',
  classification: 'Previdência',
};
const DETAIL: StrategicTrailDetail = {
  ...TRAIL,
  in_my_trails: false,
  classes: [
    { id: 2001001, title: 'Semana 1 - Teoria essencial', position: 1, done: true },
    { id: 2001002, title: 'Semana 1 - Questões comentadas', position: 2, done: false },
  ],
};
const STRATEGIC_HEADER = 'x-interactive-track-type';

/** A trails server keeping the student's marks and my trails, as the dev BFF does. */
function routes(overrides: TestRoutes = {}): TestRoutes {
  const marks = markServer({
    base: '/v3/strategic-trails',
    details: [DETAIL],
    list: { path: 'my-trails', field: 'in_my_trails' },
    classMarkIn: 'body',
    detailById: true,
  });
  const areas = [
    { id: 7001, name: 'Polícia' },
    { id: 7002, name: 'Previdência' },
  ];
  return withOverrides(
    {
      'GET /v3/strategic-trails/featured': { data: [OTHER] },
      'GET /v3/strategic-trails/classifications': {
        data: areas,
        pagination: { page: 1, per_page: 100, total: 2, last_page: 1 },
      },
      'GET /v3/strategic-trails/filters': {
        data: [
          { key: 'classification_ids', title: 'Áreas', options: areas },
          { key: 'teacher_ids', title: 'Professores', options: [{ id: 11, name: 'Renato Borelli' }] },
        ],
      },
      'GET /v3/strategic-trails/catalog': (request) => ({
        json: {
          data:
            request.query.get('classification_ids[0]') === '7001'
              ? [TRAIL]
              : request.query.get('teacher_ids[0]') === '11'
                ? [OTHER]
                : [TRAIL, OTHER],
          pagination: { page: 1, per_page: 200, total: 2, last_page: 1 },
        },
      }),
      [`GET /v3/strategic-trails/slug/${TRAIL.slug}`]: () => ({ json: { data: marks.entry(TRAIL.id) } }),
      ...marks.routes,
    },
    overrides,
  );
}

describe('strategic trails catalogue (/trilhas-estrategicas)', () => {
  it('shows my trails, the featured trails and the catalogue (200), all through the strategic-track client', async () => {
    const { server } = await renderArea('/trilhas-estrategicas', routes());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trilhas Estratégicas' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não adicionou trilhas.')).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'Destaques' });
    expect(within(featured).getByRole('link', { name: OTHER.title })).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Ver estante de destaques' })).toHaveAttribute(
      'href',
      '/trilhas-estrategicas/estante/destaques',
    );
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByRole('link', { name: TRAIL.title })).toHaveAttribute(
      'href',
      `/trilhas-estrategicas/${TRAIL.slug}`,
    );
    expect(within(catalog).getByText('Polícia · 2 aulas')).toBeInTheDocument();
    expect(Object.fromEntries(server.requestsTo('GET', '/v3/strategic-trails/catalog')[0]!.query)).toEqual({
      page: '1',
      per_page: '200',
    });
    expect(server.requestsTo('GET', '/v3/strategic-trails/featured')[0]!.query.get('per_page')).toBe('20');
    expect(
      Object.fromEntries(server.requestsTo('GET', '/v3/strategic-trails/classifications')[0]!.query),
    ).toEqual({ page: '1', per_page: '100' });
    await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(4));
    for (const request of server.requests) expect(request.headers[STRATEGIC_HEADER]).toBe('strategic-track');
  });

  it('filters the catalogue by classification', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/trilhas-estrategicas', routes());
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    await within(catalog).findByRole('link', { name: OTHER.title });
    await user.click(await screen.findByRole('checkbox', { name: 'Polícia' }));
    await waitFor(() =>
      expect(within(catalog).queryByRole('link', { name: OTHER.title })).not.toBeInTheDocument(),
    );
    expect(
      server.requestsTo('GET', '/v3/strategic-trails/catalog').at(-1)!.query.get('classification_ids[0]'),
    ).toBe('7001');
  });

  it('filters the catalogue by the groups of GET filters too (spec 2 §7), keeping them in the address', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/trilhas-estrategicas', routes());
    const catalog = await chooseCatalogFilter(user, {
      option: 'Renato Borelli',
      gone: TRAIL.title,
      kept: OTHER.title,
    });
    expect(
      Object.fromEntries(server.requestsTo('GET', '/v3/strategic-trails/catalog').at(-1)!.query),
    ).toEqual({
      page: '1',
      per_page: '200',
      'teacher_ids[0]': '11',
    });
    expect(window.location.search).toBe('?teacher_ids=11');
    // the areas come from GET classifications: the group of filters with the same parameter is not shown again
    expect(within(catalog).getAllByRole('group', { name: 'Áreas' })).toHaveLength(1);
    expect(server.requestsTo('GET', '/v3/strategic-trails/filters')[0]!.headers[STRATEGIC_HEADER]).toBe(
      'strategic-track',
    );
  });

  it('shows a filter checked as soon as its click returns, not a render later, and adds a history entry', async () => {
    await renderArea('/trilhas-estrategicas', routes());
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    await within(catalog).findByRole('link', { name: TRAIL.title });
    const box = await within(catalog).findByRole('checkbox', { name: 'Renato Borelli' });
    const restoreAct = outsideAct();
    try {
      box.click();
      expect(box).toBeChecked();
      await waitFor(() =>
        expect(within(catalog).queryByRole('link', { name: TRAIL.title })).not.toBeInTheDocument(),
      );
      expect(window.location.search).toBe('?teacher_ids=11');
      expect(box).toBeChecked();
      box.click();
      expect(box).not.toBeChecked();
      expect(await within(catalog).findByRole('link', { name: TRAIL.title })).toBeInTheDocument();
      expect(window.location.search).toBe('');
      expect(box).not.toBeChecked();
      // each filter was a history entry of its own: back brings the previous choice
      window.history.back();
      await waitFor(() => expect(box).toBeChecked());
      expect(window.location.search).toBe('?teacher_ids=11');
    } finally {
      restoreAct();
    }
  });

  it('keeps the catalogue and its areas when GET filters fails', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/trilhas-estrategicas', routes({ 'GET /v3/strategic-trails/filters': serverError() }));
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByRole('group', { name: 'Áreas' })).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[mfe-ldi] getTrailFilters falhou', expect.anything()),
    );
    expect(within(catalog).getByRole('link', { name: OTHER.title })).toBeInTheDocument();
    expect(within(catalog).queryByRole('group', { name: 'Professores' })).not.toBeInTheDocument();
  });

  it('keeps the catalogue when the featured trails and the filter fail', async () => {
    captureConsoleErrors();
    await renderArea(
      '/trilhas-estrategicas',
      routes({
        'GET /v3/strategic-trails/featured': serverError(),
        'GET /v3/strategic-trails/classifications': serverError(),
      }),
    );
    expect(await screen.findByRole('link', { name: OTHER.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Áreas' })).not.toBeInTheDocument();
  });
});

describe('strategic trail (/trilhas-estrategicas/{slug})', () => {
  it('shows its classes with done marks and logs the opening', async () => {
    const { server } = await renderArea(`/trilhas-estrategicas/${TRAIL.slug}`, routes());
    expect(await screen.findByRole('heading', { level: 1, name: TRAIL.title })).toBeInTheDocument();
    expect(await screen.findByText('Trilha não concluída · 1 de 2 aulas concluídas')).toBeInTheDocument();
    const classes = screen.getByRole('list', { name: 'Aulas da trilha' });
    expect(within(classes).getAllByRole('listitem')[0]).toHaveTextContent(
      'Semana 1 - Teoria essencial · Concluída',
    );
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/strategic-trails/event-logs')[0]?.json).toEqual({
        trail_id: 2001,
        event: 'trail_opened',
      }),
    );
    expect(server.requestsTo('GET', '/v3/strategic-trails/2001')[0]!.headers[STRATEGIC_HEADER]).toBe(
      'strategic-track',
    );
  });

  it('marks a class and the trail done and not done, logging each change', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/trilhas-estrategicas/${TRAIL.slug}`, routes());
    await toggleMarks(user, {
      classes: ['Semana 1 - Teoria essencial', 'Semana 1 - Questões comentadas'],
      markDone: 'Marcar trilha como concluída',
      markNotDone: 'Marcar trilha como não concluída',
      summary: { done: 'Trilha concluída', notDone: 'Trilha não concluída', total: 2 },
    });
    expect(server.requestsTo('POST', '/v3/strategic-trails/class/done')[0]?.json).toEqual({
      trail_id: 2001,
      class_id: 2001002,
    });
    expect(server.requestsTo('PUT', '/v3/strategic-trails/done/2001')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/v3/strategic-trails/not-done/2001')).toHaveLength(1);
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/strategic-trails/event-logs').map((r) => r.json)).toEqual(
        expect.arrayContaining([
          { trail_id: 2001, class_id: 2001002, event: 'class_done' },
          { trail_id: 2001, class_id: 2001001, event: 'class_not_done' },
          { trail_id: 2001, event: 'trail_done' },
          { trail_id: 2001, event: 'trail_not_done' },
        ]),
      ),
    );
  });

  it("adds the trail to my trails (id and title 'minhas-trilhas') and finds it in the list", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/trilhas-estrategicas/${TRAIL.slug}`, routes());
    await user.click(await screen.findByRole('button', { name: 'Adicionar a Minhas trilhas' }));
    expect(await screen.findByText('Esta trilha está em Minhas trilhas.')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/strategic-trails/my-trails')[0]?.json).toEqual({
      id: 2001,
      title: 'minhas-trilhas',
    });
    window.history.pushState(null, '', '/trilhas-estrategicas');
    window.dispatchEvent(new PopStateEvent('popstate'));
    const mine = await screen.findByRole('region', { name: 'Minhas trilhas' });
    expect(await within(mine).findByRole('link', { name: TRAIL.title })).toBeInTheDocument();
  });

  it('says a change could not be saved', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(
      `/trilhas-estrategicas/${TRAIL.slug}`,
      routes({ 'PUT /v3/strategic-trails/done/2001': serverError() }),
    );
    await user.click(await screen.findByRole('button', { name: 'Marcar trilha como concluída' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar a alteração. Tente novamente.',
    );
  });

  it('keeps the trail when its classes fail', async () => {
    captureConsoleErrors();
    await renderArea(
      `/trilhas-estrategicas/${TRAIL.slug}`,
      routes({ 'GET /v3/strategic-trails/2001': serverError() }),
    );
    expect(await screen.findByText('Não foi possível carregar as aulas desta trilha.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: TRAIL.title })).toBeInTheDocument();
    expect(screen.getByText('Polícia · 2 aulas')).toBeInTheDocument();
  });
});

describe('trail shelf and search', () => {
  it('shows a shelf, forcing onlyHasAccess', async () => {
    const { server } = await renderArea('/trilhas-estrategicas/estante/destaques', {
      'POST /bff/search/v2/strategic-trails/shelves': {
        data: { type: 'destaques', title: 'Trilhas em destaque', items: [TRAIL], total: 1 },
        pagination: { page: 1, per_page: 10, total: 1, last_page: 1 },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trilhas em destaque' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TRAIL.title })).toBeInTheDocument();
    const [request] = server.requestsTo('POST', '/bff/search/v2/strategic-trails/shelves');
    expect(request!.json).toEqual({
      q: '',
      entity_types: ['strategic-trails'],
      shelves: ['destaques'],
      page: 1,
      per_page: 10,
      filters: { onlyHasAccess: true },
    });
    expect(request!.headers[STRATEGIC_HEADER]).toBe('strategic-track');
  });

  it('pages a shelf with links to this address', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/trilhas-estrategicas/estante/destaques', {
      'POST /bff/search/v2/strategic-trails/shelves': (request) => {
        const { page } = request.json as { page: number };
        return {
          json: {
            data: {
              type: 'destaques',
              title: 'Trilhas em destaque',
              items: [page === 2 ? OTHER : TRAIL],
              total: 11,
            },
            pagination: { page, per_page: 10, total: 11, last_page: 2 },
          },
        };
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Páginas da estante' });
    const next = within(pages).getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/trilhas-estrategicas/estante/destaques?pagina=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: OTHER.title })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/search/v2/strategic-trails/shelves').at(-1)?.json).toMatchObject({
      page: 2,
    });
  });

  it('says when the shelf has nothing for the student', async () => {
    await renderArea('/trilhas-estrategicas/estante/novidades', {
      'POST /bff/search/v2/strategic-trails/shelves': {
        data: { type: 'novidades', title: 'Novas trilhas', items: [], total: 0 },
        pagination: { page: 1, per_page: 10, total: 0, last_page: 1 },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma trilha disponível para você nesta estante' }),
    ).toBeInTheDocument();
  });

  it('goes back to the first page of the results when the address asks a page past the last one', async () => {
    const { server } = await renderArea('/trilhas-estrategicas/resultado-pesquisa?q=pol%C3%ADcia&pagina=99', {
      'POST /bff/search/v2/strategic-trails': (request) => {
        const { page } = request.json as { page: number };
        return {
          json: {
            data: page > 2 ? [] : [TRAIL],
            pagination: { page, per_page: 10, total: 11, last_page: 2 },
          },
        };
      },
    });
    expect(await screen.findByRole('link', { name: TRAIL.title })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma trilha encontrada para "polícia"')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?q=pol%C3%ADcia');
    expect(
      server.requestsTo('POST', '/bff/search/v2/strategic-trails').map((request) => request.json),
    ).toMatchObject([{ page: 99 }, { page: 1 }]);
  });

  it('searches trails from the catalogue and shows the results', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/trilhas-estrategicas', {
      ...routes(),
      'POST /bff/search/v2/strategic-trails': {
        data: [TRAIL],
        pagination: { page: 1, per_page: 10, total: 1, last_page: 1 },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Buscar trilhas' }), 'polícia');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados da busca' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: TRAIL.title })).toBeInTheDocument();
    const [request] = server.requestsTo('POST', '/bff/search/v2/strategic-trails');
    expect(request!.json).toEqual({
      q: 'polícia',
      entity_types: ['strategic-trails'],
      page: 1,
      per_page: 10,
    });
    expect(request!.headers[STRATEGIC_HEADER]).toBe('strategic-track');
  });

  it('keeps a term typed but not searched across a reload (per search shown), and forgets it once searched', async () => {
    const user = userEvent.setup();
    const search = {
      ...routes(),
      'POST /bff/search/v2/strategic-trails': {
        data: [TRAIL],
        pagination: { page: 1, per_page: 10, total: 1, last_page: 1 },
      },
    };
    const field = () => screen.findByRole('textbox', { name: 'Buscar trilhas' });
    const first = await renderArea('/trilhas-estrategicas', search);
    await user.type(await field(), 'políc');
    first.unmount();

    // the results of another search have their own field
    const other = await renderArea('/trilhas-estrategicas/resultado-pesquisa?q=inss', search);
    expect(await field()).toHaveValue('inss');
    other.unmount();

    const second = await renderArea('/trilhas-estrategicas', search);
    expect(await field()).toHaveValue('políc');
    await user.type(await field(), 'ia');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados da busca' })).toBeInTheDocument();
    expect(await field()).toHaveValue('polícia');
    second.unmount();

    // searched: the catalogue's field is empty again
    await renderArea('/trilhas-estrategicas', search);
    expect(await field()).toHaveValue('');
  });

  it('pages the results with links that keep the search term', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/trilhas-estrategicas/resultado-pesquisa?q=pol%C3%ADcia', {
      'POST /bff/search/v2/strategic-trails': (request) => {
        const { page } = request.json as { page: number };
        return {
          json: {
            data: [page === 2 ? OTHER : TRAIL],
            pagination: { page, per_page: 10, total: 11, last_page: 2 },
          },
        };
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pages).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    const next = within(pages).getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/trilhas-estrategicas/resultado-pesquisa?q=pol%C3%ADcia&pagina=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: OTHER.title })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/trilhas-estrategicas/resultado-pesquisa?q=pol%C3%ADcia',
    );
    expect(server.requestsTo('POST', '/bff/search/v2/strategic-trails').at(-1)?.json).toMatchObject({
      q: 'polícia',
      page: 2,
    });
  });

  it('says when the search found nothing', async () => {
    await renderArea('/trilhas-estrategicas/resultado-pesquisa?q=xyz', {
      'POST /bff/search/v2/strategic-trails': { data: [] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma trilha encontrada para "xyz"' }),
    ).toBeInTheDocument();
  });

  it('says when the search failed', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/trilhas-estrategicas/resultado-pesquisa?q=abc', {
      'POST /bff/search/v2/strategic-trails': serverError(),
    });
    expect(await screen.findByText('Não foi possível buscar trilhas.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] searchTrails falhou', expect.anything());
  });
});
