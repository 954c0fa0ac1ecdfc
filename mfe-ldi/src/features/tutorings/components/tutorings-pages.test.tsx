import { act, screen, waitFor, within } from '@testing-library/react';
import { outsideAct } from 'shared-design-system/testing';
import userEvent from '@testing-library/user-event';
import type { VerticalId } from 'shared-contracts';
import type { RecordedRequest, TestRoutes } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { markServer, withOverrides } from '../../../lib/marked-catalog/testing/mark-server';
import { chooseCatalogFilter } from '../../../lib/marked-catalog/testing/choose-catalog-filter';
import { toggleMarks } from '../../../lib/marked-catalog/testing/toggle-marks';
import type { TutoringClassDetail, TutoringDetail, TutoringEntry } from '../api/tutoring-types';

afterEach(closeTestServers);

const PF: TutoringEntry = {
  id: 3001,
  slug: 'monitoria-policia-federal',
  title: 'Monitoria Polícia Federal',
  description: 'Acompanhamento semanal com plantão de dúvidas.',
  teachers: [{ id: 11, name: 'Renato Borelli' }],
  classes_count: 3,
  classification: 'Policial',
  done: false,
};
const RF: TutoringEntry = {
  ...PF,
  id: 3002,
  slug: 'monitoria-receita-federal',
  title: 'Monitoria Receita Federal',
  description: 'Metas semanais e correção de discursivas.',
  teachers: [{ id: 14, name: 'Fernanda Pires' }],
  classification: 'Fiscal',
};
const DETAIL: TutoringDetail = {
  ...PF,
  in_my_tutorings: false,
  classes: [
    {
      id: 3001001,
      title: 'Aula 1 - Plano de estudos e metas',
      position: 1,
      done: true,
      scheduled_at: '2025-08-04T22:00:00.000Z',
    },
    {
      id: 3001002,
      title: 'Aula 2 - Plantão de dúvidas',
      position: 2,
      done: false,
      scheduled_at: '2025-08-11T22:00:00.000Z',
    },
    { id: 3001003, title: 'Aula 3 - Questões comentadas', position: 3, done: false, scheduled_at: null },
  ],
};
const STRATEGIC_HEADER = 'x-interactive-track-type';
const notFound = () => ({ status: 404, json: { error: { message: 'não encontrado', tag: 'NOT_FOUND' } } });

/** A server keeping the student's marks, list and event logs, as the dev BFF does. */
function routes(overrides: TestRoutes = {}): TestRoutes {
  const marks = markServer({
    base: '/v3/tutorings',
    details: [DETAIL],
    list: { path: 'my-tutorings', field: 'in_my_tutorings' },
    classMarkIn: 'path',
  });
  return withOverrides(
    {
      'GET /v3/tutorings/featured': () => ({ json: { data: [RF] } }),
      'GET /v3/tutorings/filters': {
        data: [
          { id: 8001, name: 'Policial' },
          { id: 8002, name: 'Fiscal' },
        ],
        pagination: { page: 1, per_page: 100, total: 2, last_page: 1 },
      },
      'GET /v3/tutorings/catalog': (request) => ({
        json: {
          data: request.query.get('classification_ids[0]') === '8002' ? [RF] : [marks.entry(PF.id), RF],
          pagination: { page: 1, per_page: 200, total: 2, last_page: 1 },
        },
      }),
      [`GET /v3/tutorings/slug/${PF.slug}`]: () => ({ json: { data: marks.detail(PF.id) } }),
      'GET /v3/tutorings/class/:id': (request) => {
        const entry = marks
          .detail(PF.id)
          .classes.find((candidate) => String(candidate.id) === request.path.split('/').at(-1));
        if (!entry) return notFound();
        const data: TutoringClassDetail = {
          ...entry,
          tutoring_id: PF.id,
          description: 'Definição das metas da semana e do cronograma de revisões.',
          recording_url:
            entry.position === 1
              ? 'https://videos.exemplo.com.br/monitorias/monitoria-policia-federal/aula-1'
              : null,
        };
        return { json: { data } };
      },
      ...marks.routes,
    },
    overrides,
  );
}

/** Moves the area's router to `path`, as a click on a link of another part of the page would. */
function goTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

const eventsLogged = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/v3/tutorings/event-logs').map((r) => r.json);

const WORDS: [VerticalId, string, string][] = [
  ['oab', 'Curso Especial', 'Cursos Especiais'],
  ['carreiras-juridicas', 'Curso especial', 'Cursos especiais'],
  ['concursos', 'Monitoria', 'Monitorias'],
  ['vestibulares', 'Monitoria', 'Monitorias'],
];

describe('tutorings catalogue (/monitorias)', () => {
  it.each(WORDS)("on %s is titled '%s' and searches in '%s'", async (vertical, word, plural) => {
    await renderArea('/monitorias', routes(), { vertical });
    expect(await screen.findByRole('heading', { level: 1, name: word })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: `Buscar em ${plural}` })).toBeInTheDocument();
  });

  it('shows the student list, the featured tutorings and the catalogue, through the main API client', async () => {
    const { server } = await renderArea('/monitorias', routes());
    expect(await screen.findByText('Sua lista está vazia.')).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Destaques' });
    expect(await within(featured).findByRole('link', { name: RF.title })).toHaveAttribute(
      'href',
      `/monitorias/${RF.slug}`,
    );
    expect(within(featured).getByRole('link', { name: 'Ver estante de destaques' })).toHaveAttribute(
      'href',
      '/monitorias/estante/destaques',
    );
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByRole('link', { name: PF.title })).toHaveAttribute(
      'href',
      `/monitorias/${PF.slug}`,
    );
    expect(within(catalog).getByText('Policial · Renato Borelli · 3 aulas')).toBeInTheDocument();
    expect(await within(catalog).findByRole('checkbox', { name: 'Fiscal' })).not.toBeChecked();

    expect(Object.fromEntries(server.requestsTo('GET', '/v3/tutorings/catalog')[0]!.query)).toEqual({
      page: '1',
      per_page: '200',
    });
    expect(server.requestsTo('GET', '/v3/tutorings/featured')[0]!.query.get('per_page')).toBe('20');
    expect(Object.fromEntries(server.requestsTo('GET', '/v3/tutorings/filters')[0]!.query)).toEqual({
      page: '1',
      per_page: '100',
    });
    expect(server.requestsTo('GET', '/v3/tutorings/my-tutorings')).toHaveLength(1);
    for (const request of server.requests) expect(request.headers[STRATEGIC_HEADER]).toBeUndefined();
  });

  it('narrows the catalogue by classification, keeping the choice in the address', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/monitorias', routes());
    await chooseCatalogFilter(user, { option: 'Fiscal', gone: PF.title, kept: RF.title });
    expect(server.requestsTo('GET', '/v3/tutorings/catalog').at(-1)!.query.get('classification_ids[0]')).toBe(
      '8002',
    );
    expect(window.location.search).toBe('?area=8002');
  });

  it('shows a filter checked and a letter typed as soon as the event returns, replacing the address', async () => {
    await renderArea('/monitorias', routes());
    const entries = window.history.length;
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    await within(catalog).findByRole('link', { name: PF.title });
    const box = await within(catalog).findByRole('checkbox', { name: 'Fiscal' });
    const search = screen.getByRole('searchbox', { name: 'Buscar em Monitorias' });
    const restoreAct = outsideAct();
    try {
      box.click();
      expect(box).toBeChecked();
      await waitFor(() =>
        expect(within(catalog).queryByRole('link', { name: PF.title })).not.toBeInTheDocument(),
      );
      expect(box).toBeChecked();
      // as a browser types a letter: the field's value changes, then its input event
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, 'r');
      search.dispatchEvent(new Event('input', { bubbles: true }));
      expect(search).toHaveValue('r');
      await waitFor(() => expect(window.location.search).toBe('?area=8002&q=r'));
      expect(search).toHaveValue('r');
      expect(window.history.length).toBe(entries);
    } finally {
      restoreAct();
    }
  });

  it('strips empty classification ids from the address before the catalogue query', async () => {
    const { server } = await renderArea('/monitorias?area=&area=8002&area=abc', routes());
    // in the catalogue (the featured list above it shows the same tutoring, and may answer first)
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByRole('link', { name: RF.title })).toBeInTheDocument();
    const asked = server.requestsTo('GET', '/v3/tutorings/catalog');
    expect(asked).not.toHaveLength(0);
    for (const request of asked)
      expect(Object.fromEntries(request.query)).toEqual({
        page: '1',
        per_page: '200',
        'classification_ids[0]': '8002',
      });
  });

  it('shows the term and the areas of the address, as after a reload, and keeps the term typed there', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/monitorias?q=receita&area=8002', routes());
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByRole('link', { name: RF.title })).toBeInTheDocument();
    expect(within(catalog).getByRole('status')).toHaveTextContent('1 resultado para "receita"');
    const search = screen.getByRole('searchbox', { name: 'Buscar em Monitorias' });
    expect(search).toHaveValue('receita');
    expect(await within(catalog).findByRole('checkbox', { name: 'Fiscal' })).toBeChecked();
    expect(server.requestsTo('GET', '/v3/tutorings/catalog')[0]!.query.get('classification_ids[0]')).toBe(
      '8002',
    );

    await user.type(search, ' federal');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      q: 'receita federal',
      area: '8002',
    });
  });

  it('searches the catalogue by a word, accents ignored, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderArea('/monitorias', routes());
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    await within(catalog).findByRole('link', { name: PF.title });
    const search = screen.getByRole('searchbox', { name: 'Buscar em Monitorias' });
    await user.type(search, 'policia');
    expect(await within(catalog).findByRole('status')).toHaveTextContent('1 resultado para "policia"');
    expect(within(catalog).queryByRole('link', { name: RF.title })).not.toBeInTheDocument();
    expect(within(catalog).getByRole('link', { name: PF.title })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(
      await within(catalog).findByRole('heading', { name: 'Nada encontrado para "xyz"' }),
    ).toBeInTheDocument();
    expect(within(catalog).getByRole('status')).toHaveTextContent('0 resultados para "xyz"');
  });

  it('says which part failed and keeps the others', async () => {
    const errors = captureConsoleErrors();
    await renderArea(
      '/monitorias',
      routes({
        'GET /v3/tutorings/featured': serverError(),
        'GET /v3/tutorings/filters': serverError(),
        'GET /v3/tutorings/my-tutorings': serverError(),
      }),
    );
    expect(await screen.findByText('Não foi possível carregar os destaques.')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar os filtros.')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar a sua lista.')).toBeInTheDocument();
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByRole('link', { name: PF.title })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getFeaturedTutorings falhou', expect.anything());
  });

  it('says when the catalogue failed', async () => {
    captureConsoleErrors();
    await renderArea('/monitorias', routes({ 'GET /v3/tutorings/catalog': serverError() }));
    expect(await screen.findByText('Não foi possível carregar o catálogo.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Monitoria' })).toBeInTheDocument();
  });

  it('says when nothing is published yet', async () => {
    await renderArea(
      '/monitorias',
      routes({ 'GET /v3/tutorings/catalog': { data: [] }, 'GET /v3/tutorings/featured': { data: [] } }),
    );
    expect(await screen.findByRole('heading', { name: 'Nada publicado ainda' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
  });
});

describe('one tutoring (/monitorias/{slug})', () => {
  it('shows its classes with done marks, under the vertical word, and logs the opening', async () => {
    const { server } = await renderArea(`/monitorias/${PF.slug}`, routes(), { vertical: 'oab' });
    expect(await screen.findByRole('heading', { level: 1, name: PF.title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(breadcrumb).getByRole('link', { name: 'Curso Especial' })).toHaveAttribute(
      'href',
      '/monitorias',
    );
    expect(screen.getByText('Policial · Renato Borelli · 3 aulas')).toBeInTheDocument();
    expect(screen.getByText('Não concluído · 1 de 3 aulas concluídas')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Aulas concluídas' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByRole('tab', { name: 'Aulas', selected: true })).toBeInTheDocument();
    const classes = within(screen.getByRole('list', { name: 'Aulas' })).getAllByRole('listitem');
    expect(classes[0]).toHaveTextContent(
      'Aula 1 - Plano de estudos e metas · 04/08/2025 às 19:00 · Concluída',
    );
    expect(classes[2]).toHaveTextContent('Aula 3 - Questões comentadas · Não concluída');
    await waitFor(() =>
      expect(eventsLogged(server.requests)).toEqual([{ tutoring_id: PF.id, event: 'tutoring_opened' }]),
    );
  });

  it('marks a class and the tutoring done and not done, logging each change', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/monitorias/${PF.slug}`, routes());
    await toggleMarks(user, {
      classes: ['Aula 1 - Plano de estudos e metas', 'Aula 2 - Plantão de dúvidas'],
      markDone: 'Marcar como concluído',
      markNotDone: 'Marcar como não concluído',
      summary: { done: 'Concluído', notDone: 'Não concluído', total: 3 },
    });
    expect(server.requestsTo('PUT', '/v3/tutorings/class/done/3001002')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/v3/tutorings/class/not-done/3001001')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/v3/tutorings/done/3001')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/v3/tutorings/not-done/3001')).toHaveLength(1);
    await waitFor(() =>
      expect(eventsLogged(server.requests)).toEqual(
        expect.arrayContaining([
          { tutoring_id: PF.id, class_id: 3001002, event: 'class_done' },
          { tutoring_id: PF.id, class_id: 3001001, event: 'class_not_done' },
          { tutoring_id: PF.id, event: 'tutoring_done' },
          { tutoring_id: PF.id, event: 'tutoring_not_done' },
        ]),
      ),
    );
  });

  it('adds to and removes from the student list, and the next GET after the change skips caches', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/monitorias/${PF.slug}`, routes());
    await user.click(await screen.findByRole('button', { name: 'Adicionar à minha lista' }));
    expect(await screen.findByRole('button', { name: 'Remover da minha lista' })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/tutorings/my-tutorings')[0]!.json).toEqual({ id: PF.id });
    const changedAt = server.requests.length;
    expect(server.requests.some((r) => r.headers['cache-control'] === 'no-cache')).toBe(false);

    goTo('/monitorias');
    const mine = await screen.findByRole('region', { name: 'Minha lista' });
    expect(await within(mine).findByRole('link', { name: PF.title })).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/v3/tutorings/catalog').length).toBeGreaterThan(0));
    const afterChange = server.requests.slice(changedAt).filter((r) => r.method === 'GET');
    expect(afterChange.filter((r) => r.headers['cache-control'] === 'no-cache')).toHaveLength(1);

    goTo(`/monitorias/${PF.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Remover da minha lista' }));
    expect(await screen.findByRole('button', { name: 'Adicionar à minha lista' })).toBeInTheDocument();
    expect(server.requestsTo('DELETE', '/v3/tutorings/my-tutorings')[0]!.json).toEqual({ id: PF.id });
    await waitFor(() =>
      expect(eventsLogged(server.requests)).toEqual(
        expect.arrayContaining([
          { tutoring_id: PF.id, event: 'added_to_my_tutorings' },
          { tutoring_id: PF.id, event: 'removed_from_my_tutorings' },
        ]),
      ),
    );
  });

  it('opens a class with its meeting, description and recording, and closes it', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/monitorias/${PF.slug}`, routes());
    await user.click(await screen.findByRole('link', { name: 'Aula 1 - Plano de estudos e metas' }));
    const lesson = await screen.findByRole('region', { name: 'Aula 1 - Plano de estudos e metas' });
    expect(await within(lesson).findByText('Encontro em 04/08/2025 às 19:00')).toBeInTheDocument();
    expect(
      within(lesson).getByText('Definição das metas da semana e do cronograma de revisões.'),
    ).toBeInTheDocument();
    const recording = within(lesson).getByRole('link', { name: 'Assistir à gravação (abre em nova aba)' });
    expect(recording).toHaveAttribute(
      'href',
      'https://videos.exemplo.com.br/monitorias/monitoria-policia-federal/aula-1',
    );
    expect(recording).toHaveAttribute('target', '_blank');
    expect(within(lesson).getByText('Aula concluída')).toBeInTheDocument();
    expect(window.location.search).toBe('?aula=3001001');
    await waitFor(() =>
      expect(eventsLogged(server.requests)).toContainEqual({
        tutoring_id: PF.id,
        class_id: 3001001,
        event: 'class_opened',
      }),
    );

    await user.click(within(lesson).getByRole('button', { name: 'Marcar esta aula como não concluída' }));
    expect(await within(lesson).findByText('Aula não concluída')).toBeInTheDocument();
    expect(screen.getByText('Não concluído · 0 de 3 aulas concluídas')).toBeInTheDocument();

    await user.click(within(lesson).getByRole('link', { name: 'Fechar aula' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Aula 1 - Plano de estudos e metas' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says a class not held yet has no recording, and when a class could not be loaded', async () => {
    captureConsoleErrors();
    await renderArea(
      `/monitorias/${PF.slug}?aula=3001002`,
      routes({ 'GET /v3/tutorings/class/3001002': serverError() }),
    );
    const lesson = await screen.findByRole('region', { name: 'Aula 2 - Plantão de dúvidas' });
    expect(await within(lesson).findByText('Não foi possível carregar esta aula.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: PF.title })).toBeInTheDocument();
    goTo(`/monitorias/${PF.slug}?aula=3001003`);
    const third = await screen.findByRole('region', { name: 'Aula 3 - Questões comentadas' });
    expect(
      await within(third).findByText('A gravação fica disponível depois do encontro.'),
    ).toBeInTheDocument();
    expect(within(third).getByText('Encontro sem data marcada')).toBeInTheDocument();
  });

  it('shows the history of the student in the tutoring in its own tab', async () => {
    const user = userEvent.setup();
    await renderArea(`/monitorias/${PF.slug}`, routes());
    await user.click(
      await screen.findByRole('button', { name: 'Marcar "Aula 2 - Plantão de dúvidas" como concluída' }),
    );
    await screen.findByText('Não concluído · 2 de 3 aulas concluídas');
    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    const history = await screen.findByRole('list', { name: 'Histórico' });
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Concluiu a aula "Aula 2 - Plantão de dúvidas" · 12/08/2025 às 10:30',
        'Acessou este conteúdo · 12/08/2025 às 10:30',
      ]),
    );
  });

  it('opens the tab of the address (?aba=historico), as after a reload, and keeps the one chosen there', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/monitorias/${PF.slug}?aba=historico`, routes());
    expect(await screen.findByRole('tab', { name: 'Histórico' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Histórico' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/tutorings/event-logs')[0]!.query.get('tutoring_id')).toBe(
      String(PF.id),
    );
    expect(screen.queryByRole('link', { name: 'Aula 1 - Plano de estudos e metas' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Aulas' }));
    expect(
      await screen.findByRole('link', { name: 'Aula 1 - Plano de estudos e metas' }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByRole('list', { name: 'Histórico' })).toBeInTheDocument();
    expect(window.location.search).toBe('?aba=historico');
  });

  it('opens the classes for a tab the page does not have, without asking the history', async () => {
    const { server } = await renderArea(`/monitorias/${PF.slug}?aba=comentarios`, routes());
    expect(
      await screen.findByRole('link', { name: 'Aula 1 - Plano de estudos e metas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aulas' })).toHaveAttribute('aria-selected', 'true');
    expect(server.requestsTo('GET', '/v3/tutorings/event-logs')).toHaveLength(0);
  });

  it('says when the history could not be loaded', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(`/monitorias/${PF.slug}`, routes({ 'GET /v3/tutorings/event-logs': serverError() }));
    await user.click(await screen.findByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('Não foi possível carregar o seu histórico.')).toBeInTheDocument();
  });

  it('says a change could not be saved', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(`/monitorias/${PF.slug}`, routes({ 'PUT /v3/tutorings/done/3001': serverError() }));
    await user.click(await screen.findByRole('button', { name: 'Marcar como concluído' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar a alteração. Tente novamente.',
    );
    expect(screen.getByText('Não concluído · 1 de 3 aulas concluídas')).toBeInTheDocument();
  });

  it('says when the tutoring could not be loaded, with a retry', async () => {
    captureConsoleErrors();
    await renderArea(
      `/monitorias/${PF.slug}`,
      routes({ [`GET /v3/tutorings/slug/${PF.slug}`]: serverError() }),
    );
    expect(await screen.findByText('Não foi possível carregar este conteúdo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Monitoria' })).toBeInTheDocument();
  });
});

describe('tutoring shelf (/monitorias/estante/{tipo})', () => {
  const shelf = (items: TutoringEntry[]) => ({
    data: { type: 'destaques', title: 'Monitorias em destaque', items, total: items.length },
    pagination: { page: 1, per_page: 10, total: items.length, last_page: 1 },
  });

  it('shows a shelf, forcing onlyHasAccess', async () => {
    const { server } = await renderArea('/monitorias/estante/destaques', {
      'POST /bff/search/v2/tutorings/shelves': shelf([PF]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monitorias em destaque' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PF.title })).toHaveAttribute('href', `/monitorias/${PF.slug}`);
    expect(server.requestsTo('POST', '/bff/search/v2/tutorings/shelves')[0]!.json).toEqual({
      q: '',
      entity_types: ['tutorings'],
      shelves: ['destaques'],
      page: 1,
      per_page: 10,
      filters: { onlyHasAccess: true },
    });
  });

  it('asks the page of the address (?pagina=2), as after a reload', async () => {
    const { server } = await renderArea('/monitorias/estante/destaques?pagina=2', {
      'POST /bff/search/v2/tutorings/shelves': {
        ...shelf([RF]),
        pagination: { page: 2, per_page: 10, total: 11, last_page: 2 },
      },
    });
    expect(await screen.findByRole('link', { name: RF.title })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/search/v2/tutorings/shelves')[0]!.json).toMatchObject({ page: 2 });
    const pages = screen.getByRole('navigation', { name: 'Páginas da estante' });
    expect(within(pages).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/monitorias/estante/destaques',
    );
  });

  it('goes back to the first page, replacing the address, when the address asks a page past the last one', async () => {
    const { server } = await renderArea('/monitorias/estante/destaques?pagina=99', {
      'POST /bff/search/v2/tutorings/shelves': (request) => {
        const page = (request.json as { page: number }).page;
        return {
          json: {
            ...shelf(page > 2 ? [] : [RF]),
            pagination: { page, per_page: 10, total: 11, last_page: 2 },
          },
        };
      },
    });
    const entries = window.history.length;
    expect(await screen.findByRole('link', { name: RF.title })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.queryByText('Nada disponível para você nesta estante')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/monitorias/estante/destaques');
    expect(window.history.length).toBe(entries);
    expect(
      server.requestsTo('POST', '/bff/search/v2/tutorings/shelves').map((request) => request.json),
    ).toMatchObject([{ page: 99 }, { page: 1 }]);
  });

  it('says when the shelf has nothing for the student', async () => {
    await renderArea('/monitorias/estante/destaques', { 'POST /bff/search/v2/tutorings/shelves': shelf([]) });
    expect(
      await screen.findByRole('heading', { name: 'Nada disponível para você nesta estante' }),
    ).toBeInTheDocument();
  });

  it('says when the shelf could not be loaded', async () => {
    captureConsoleErrors();
    await renderArea('/monitorias/estante/destaques', {
      'POST /bff/search/v2/tutorings/shelves': serverError(),
    });
    expect(await screen.findByText('Não foi possível carregar esta estante.')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown shelf', async () => {
    captureConsoleErrors();
    await renderArea(
      '/monitorias/estante/x',
      { 'POST /bff/search/v2/tutorings/shelves': notFound },
      {
        vertical: 'oab',
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curso Especial: conteúdo não encontrado' }),
    ).toBeInTheDocument();
  });
});
