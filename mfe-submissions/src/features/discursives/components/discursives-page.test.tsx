import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestRoutes } from 'shared-contracts/testing';
import { aDiscursive, page } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(closeTestServers);

const open = aDiscursive({
  name: 'Simulado Discursivo – Polícia Federal',
  slug: 'simulado-pf',
  additional_submission_limit: 2,
  submissions: [
    { id: 1, index: 1, status: 'revised', file_names: ['pf.pdf'], created_at: '2025-03-01T12:00:00Z' },
  ],
});
const closed = aDiscursive({
  name: 'Simulado Discursivo – INSS',
  slug: 'simulado-inss',
  available_until: '2020-01-10T15:00:00.000Z',
  classification: 'Previdenciário',
});

/** Categories, classifications and the review list around the catalogue routes of a test. */
function withCatalogue(routes: TestRoutes): TestRoutes {
  return {
    'GET /v3/discursives/catalog-categorized': {
      data: [
        { name: 'Carreiras Policiais', discursives: [open] },
        { name: 'Previdenciário', discursives: [closed] },
      ],
    },
    'GET /v3/discursives/catalog/classifications': {
      data: [
        { id: 1, name: 'Carreiras Policiais' },
        { id: 2, name: 'Previdenciário' },
      ],
      meta: page([1, 2], 1, 2, 200),
    },
    'GET /v3/discursives/review': { data: [open], meta: page([1], 1, 1, 20) },
    ...routes,
  };
}

it("lists the discursive exams under the vertical's wording with deadline, submissions and status", async () => {
  const { server } = await renderArea(
    '/discursivas',
    withCatalogue({
      'GET /v3/discursives/catalog': { data: [open, closed], meta: page([1, 2], 1, 2, 20) },
    }),
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Simulados discursivos' })).toBeInTheDocument();
  const pf = await screen.findByRole('article', { name: 'Simulado Discursivo – Polícia Federal' });
  expect(within(pf).getByRole('link', { name: 'Simulado Discursivo – Polícia Federal' })).toHaveAttribute(
    'href',
    '/discursivas/simulado-pf',
  );
  expect(pf).toHaveTextContent('Por Prof. Ricardo Almeida');
  expect(pf).toHaveTextContent('Envios: 1 de 3');
  expect(pf).toHaveTextContent('Corrigida');
  expect(pf).toHaveTextContent(/Envie até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  expect(screen.getByRole('article', { name: 'Simulado Discursivo – INSS' })).toHaveTextContent(
    'Prazo encerrado em 10/01/2020',
  );
  expect(server.requestsTo('GET', '/v3/discursives/catalog')[0]?.query.get('perPage')).toBe('20');
});

it('puts the exams right under the page title, in both tabs: their names are h2, no heading level skipped', async () => {
  const user = userEvent.setup();
  await renderArea(
    '/discursivas',
    withCatalogue({
      'GET /v3/discursives/catalog': { data: [open, closed], meta: page([1, 2], 1, 2, 20) },
    }),
  );
  const outline = () =>
    screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);

  await screen.findByRole('article', { name: 'Simulado Discursivo – Polícia Federal' });
  // the whole outline, in reading order (axe's heading-order: h1, then the cards' h2, never an h3 first)
  expect(outline()).toEqual([
    'H1 Simulados discursivos',
    'H2 Simulado Discursivo – Polícia Federal',
    'H2 Simulado Discursivo – INSS',
  ]);

  await user.click(screen.getByRole('tab', { name: 'Minhas correções' }));
  await within(await screen.findByRole('list', { name: 'Minhas correções' })).findByRole('article');
  expect(outline()).toEqual(['H1 Simulados discursivos', 'H2 Simulado Discursivo – Polícia Federal']);
});

it("says 'Simulados de 2ª Fase' on oab", async () => {
  await renderArea(
    '/discursivas',
    withCatalogue({ 'GET /v3/discursives/catalog': { data: [], meta: page([], 1, 0, 20) } }),
    { vertical: 'oab' },
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Simulados de 2ª Fase' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Nenhum simulado disponível no momento' }),
  ).toBeInTheDocument();
});

it('toasts the load failure, logs it and offers a retry', async () => {
  const errors = captureConsoleErrors();
  const { platform } = await renderArea(
    '/discursivas',
    withCatalogue({
      'GET /v3/discursives/catalog': { status: 502, json: {} },
    }),
  );

  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os simulados.');
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  // the toast is sent from an effect, right after the failure is rendered
  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Falha ao carregar o conteúdo!' }]),
  );
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] getDiscursives falhou', expect.anything());
});

describe('categories, classifications and the review list', () => {
  const catalogue = { 'GET /v3/discursives/catalog': { data: [open, closed], meta: page([1, 2], 1, 2, 20) } };

  it('links each category of catalog-categorized (200) to its page', async () => {
    const { server } = await renderArea('/discursivas', withCatalogue(catalogue));
    const nav = await screen.findByRole('navigation', { name: 'Categorias' });
    expect(within(nav).getByRole('link', { name: 'Carreiras Policiais' })).toHaveAttribute(
      'href',
      '/discursivas/categorias/Carreiras%20Policiais',
    );
    expect(server.requestsTo('GET', '/v3/discursives/catalog-categorized')[0]?.query.get('perPage')).toBe(
      '200',
    );
  });

  it('shows a category page with its exams, under the vertical wording', async () => {
    await renderArea('/discursivas/categorias/Previdenci%C3%A1rio', withCatalogue({}), { vertical: 'oab' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Previdenciário' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Simulados de 2ª Fase' })).toHaveAttribute(
      'href',
      '/discursivas',
    );
    const grid = await screen.findByRole('list', { name: 'Previdenciário' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Simulado Discursivo – INSS']);
    // the whole outline: the cards come right under the category's h1, no level skipped (axe's heading-order)
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual(['H1 Previdenciário', 'H2 Simulado Discursivo – INSS']);
  });

  it('says when a category does not exist', async () => {
    await renderArea('/discursivas/categorias/Inexistente', withCatalogue({}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Categoria não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os simulados discursivos' })).toHaveAttribute(
      'href',
      '/discursivas',
    );
  });

  it('filters the catalogue by a classification of catalog/classifications (200)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/discursivas', withCatalogue(catalogue));
    const grid = await screen.findByRole('list', { name: 'Simulados' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    await screen.findByRole('option', { name: 'Carreiras Policiais' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Classificação' }), 'Carreiras Policiais');
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(1));
    expect(within(grid).getByRole('article')).toHaveAccessibleName('Simulado Discursivo – Polícia Federal');
    expect(server.requestsTo('GET', '/v3/discursives/catalog/classifications')[0]?.query.get('perPage')).toBe(
      '200',
    );
  });

  it('applies the classification of the address (?classificacao=), as after a reload or from a shared link', async () => {
    await renderArea(
      `/discursivas?classificacao=${encodeURIComponent('Previdenciário')}`,
      withCatalogue(catalogue),
    );
    const grid = await screen.findByRole('list', { name: 'Simulados' });
    expect(within(grid).getByRole('article')).toHaveAccessibleName('Simulado Discursivo – INSS');
    await screen.findByRole('option', { name: 'Carreiras Policiais' });
    expect(screen.getByRole('combobox', { name: 'Classificação' })).toHaveValue('Previdenciário');
    expect(screen.getByRole('option', { name: 'Previdenciário' })).toHaveProperty('selected', true);
  });

  it('keeps the classification chosen in the address, and removes it for Todas', async () => {
    const user = userEvent.setup();
    await renderArea('/discursivas', withCatalogue(catalogue));
    const grid = await screen.findByRole('list', { name: 'Simulados' });
    await screen.findByRole('option', { name: 'Carreiras Policiais' });
    const field = screen.getByRole('combobox', { name: 'Classificação' });
    await user.selectOptions(field, 'Carreiras Policiais');
    expect(new URLSearchParams(window.location.search).get('classificacao')).toBe('Carreiras Policiais');
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(1));

    await user.selectOptions(field, 'Todas');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2));
  });

  it('shows a classification of the address the list does not hold as chosen, so it can be undone', async () => {
    const user = userEvent.setup();
    await renderArea('/discursivas?classificacao=Fiscal', withCatalogue(catalogue));
    expect(
      await screen.findByRole('heading', { name: 'Nenhum simulado disponível no momento' }),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Carreiras Policiais' });
    const field = screen.getByRole('combobox', { name: 'Classificação' });
    expect(field).toHaveValue('Fiscal');
    await user.selectOptions(field, 'Todas');
    expect(
      within(await screen.findByRole('list', { name: 'Simulados' })).getAllByRole('article'),
    ).toHaveLength(2);
  });

  it("keeps the tab in the address: ?aba=em-correcao opens 'Minhas correções'", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/discursivas?aba=em-correcao', withCatalogue(catalogue));
    expect(screen.getByRole('tab', { name: 'Minhas correções' })).toHaveAttribute('aria-selected', 'true');
    const grid = await screen.findByRole('list', { name: 'Minhas correções' });
    expect(within(grid).getByRole('article')).toHaveAccessibleName('Simulado Discursivo – Polícia Federal');
    expect(server.requestsTo('GET', '/v3/discursives/review')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Todos os simulados' }));
    expect(window.location.search).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Minhas correções' }));
    expect(window.location.search).toBe('?aba=em-correcao');
  });

  it("shows the review list (is_review) in the 'Minhas correções' tab", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/discursivas', withCatalogue(catalogue));
    await user.click(screen.getByRole('tab', { name: 'Minhas correções' }));
    const grid = await screen.findByRole('list', { name: 'Minhas correções' });
    expect(within(grid).getByRole('article')).toHaveAccessibleName('Simulado Discursivo – Polícia Federal');
    expect(server.requestsTo('GET', '/v3/discursives/review')[0]?.query.get('is_review')).toBe('true');
  });

  it('keeps the catalogue when categories and classifications fail, saying so', async () => {
    const errors = captureConsoleErrors();
    await renderArea(
      '/discursivas',
      withCatalogue({
        ...catalogue,
        'GET /v3/discursives/catalog-categorized': { status: 500, json: {} },
        'GET /v3/discursives/catalog/classifications': { status: 500, json: {} },
      }),
    );
    expect(await screen.findByText('Não foi possível carregar as categorias.')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar as classificações.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Simulados' })).getAllByRole('article')).toHaveLength(2);
    expect(errors).toHaveBeenCalledWith(
      '[mfe-submissions] getDiscursiveCategories falhou',
      expect.anything(),
    );
  });
});
