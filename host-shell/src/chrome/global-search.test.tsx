import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import GlobalSearch, { SEARCH_TOO_SHORT } from './global-search';
import { SEARCH_LABEL } from './search-field';
import { renderChrome } from './render-chrome';
import { SEARCH_EMPTY } from './search-dropdown';

let server: TestServer | undefined;

afterEach(async () => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
  await server?.close();
  server = undefined;
});

const SECTIONS = {
  data: [
    {
      type: 'questoes',
      title: 'Questões',
      total: 6,
      items: [
        {
          id: 101,
          title: 'Direito Constitucional: direitos fundamentais',
          subtitle: '1.240 questões',
          url: '/questoes/buscar?q=df',
        },
      ],
    },
    {
      type: 'cursos',
      title: 'Cursos',
      total: 1,
      items: [
        {
          id: 201,
          title: 'Direito Constitucional para Concursos',
          subtitle: 'Curso',
          url: '/todos-os-cursos/dc',
        },
      ],
    },
  ],
};

async function setup(options: { status?: number; features?: Record<string, boolean> } = {}) {
  server = await startTestServer({
    'GET /v3/search/preview': () =>
      options.status
        ? { status: options.status, json: { error: { message: 'x', tag: 'X' } } }
        : { json: SECTIONS },
  });
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const platform = createTestPlatform({ prefixUrl: server.url });
  renderChrome(<GlobalSearch />, {
    platform,
    features: options.features ?? { search_show_questoes: true, search_show_cursos: false },
  });
  return { user, platform, input: screen.getByRole('searchbox', { name: SEARCH_LABEL }) };
}

const previewRequests = () => server?.requestsTo('GET', '/v3/search/preview') ?? [];

test('under 3 characters there is no lookup and no dropdown', async () => {
  const { user, input } = await setup();
  await user.type(input, 'di');
  await act(async () => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();
  expect(previewRequests()).toHaveLength(0);
});

test('3 or more characters open the dropdown and load 500 ms after the last keystroke, sections by flag', async () => {
  const { user, input } = await setup();
  await user.type(input, 'direito');
  const dropdown = await screen.findByRole('region', { name: 'Resultados da busca' });
  expect(within(dropdown).getByRole('status')).toHaveTextContent('Buscando…');
  await act(async () => jest.advanceTimersByTime(400));
  expect(previewRequests()).toHaveLength(0);
  await act(async () => jest.advanceTimersByTime(100));
  await within(dropdown).findByRole('link', { name: /Direito Constitucional: direitos fundamentais/ });
  expect(previewRequests()).toHaveLength(1);
  expect(previewRequests()[0]?.query.get('q')).toBe('direito');
  expect(previewRequests()[0]?.query.get('rows')).toBe('4');
  // search_show_cursos is off: that section is not shown
  expect(within(dropdown).getByRole('heading', { name: /Questões/ })).toBeInTheDocument();
  expect(within(dropdown).queryByRole('heading', { name: /Cursos/ })).not.toBeInTheDocument();
  expect(within(dropdown).getByRole('link', { name: 'Ver todos em Questões' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/resultado-pesquisa\/direito\?_r=\d+&type=questoes$/),
  );
});

test('emptying the field closes the dropdown and clears the results', async () => {
  const { user, input } = await setup();
  await user.type(input, 'direito');
  await act(async () => jest.advanceTimersByTime(500));
  await screen.findByRole('link', { name: /direitos fundamentais/ });
  await user.clear(input);
  expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();
  // typing again does not show the old results before the new answer
  await user.type(input, 'adm');
  expect(screen.queryByRole('link', { name: /direitos fundamentais/ })).not.toBeInTheDocument();
});

test('a failing lookup empties the results silently', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { user, input, platform } = await setup({ status: 404 });
  await user.type(input, 'direito');
  await act(async () => jest.advanceTimersByTime(500));
  const dropdown = screen.getByRole('region', { name: 'Resultados da busca' });
  await waitFor(() => expect(within(dropdown).getByRole('status')).toHaveTextContent(SEARCH_EMPTY));
  expect(within(dropdown).queryByRole('link')).not.toBeInTheDocument();
  expect(platform.calls.toasts).toEqual([]);
  expect(warn).toHaveBeenCalled();
});

test('the filter selector lists enabled sections and restricts the lookup', async () => {
  const { user, input } = await setup({ features: { search_show_questoes: true, search_show_cast: true } });
  const filter = screen.getByRole('combobox', { name: 'Filtrar busca por' });
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Tudo', 'Cast', 'Questões']);
  await user.selectOptions(filter, 'questoes');
  await user.type(input, 'direito');
  await act(async () => jest.advanceTimersByTime(500));
  await waitFor(() => expect(previewRequests()).toHaveLength(1));
  expect(previewRequests()[0]?.query.get('type')).toBe('questoes');
});

test('Enter opens the results page with the refresh stamp and the section; Escape closes the dropdown', async () => {
  const { user, input, platform } = await setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar busca por' }), 'questoes');
  await user.type(input, 'direito');
  expect(screen.getByRole('region', { name: 'Resultados da busca' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();
  expect(input).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(platform.calls.navigations).toHaveLength(1));
  expect(platform.calls.navigations[0]).toMatch(/^\/resultado-pesquisa\/direito\?_r=\d+&type=questoes$/);
});

test('arrow down moves from the field into the results', async () => {
  const { user, input } = await setup();
  await user.type(input, 'direito');
  await act(async () => jest.advanceTimersByTime(500));
  const first = await screen.findByRole('link', { name: /direitos fundamentais/ });
  await user.keyboard('{ArrowDown}');
  expect(first).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(input).toHaveFocus();
});

test('Enter under 3 characters says so under the field, tied to it, and opens nothing', async () => {
  const { user, input, platform } = await setup();
  await user.type(input, 'di');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Digite ao menos 3 caracteres para pesquisar.');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(SEARCH_TOO_SHORT));
  await act(async () => jest.advanceTimersByTime(1000));
  expect(platform.calls.navigations).toEqual([]);
  expect(previewRequests()).toHaveLength(0);

  // enough characters: the message goes and Enter searches
  await user.type(input, 'r');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(input).not.toHaveAccessibleDescription(expect.stringContaining(SEARCH_TOO_SHORT));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(platform.calls.navigations).toHaveLength(1));
  expect(platform.calls.navigations[0]).toMatch(/^\/resultado-pesquisa\/dir\?_r=\d+$/);
});

test('Escape or leaving the search hides the too-short message', async () => {
  const { user, input } = await setup();
  await user.type(input, 'd{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_TOO_SHORT);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_TOO_SHORT);
  await user.tab();
  await user.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('landing on a results page (a reload or a shared link) shows its decoded text, without a lookup', async () => {
  window.history.replaceState(null, '', '/resultado-pesquisa/direito%20penal%3A%20dolo?_r=1&type=questoes');
  const { user, input } = await setup();
  expect(input).toHaveValue('direito penal: dolo');
  await act(async () => jest.advanceTimersByTime(1000));
  expect(previewRequests()).toHaveLength(0);
  expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();

  // back or forward to another results page shows that page's text
  act(() => {
    window.history.pushState(null, '', '/resultado-pesquisa/portugu%C3%AAs');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(input).toHaveValue('português');

  // the field stays the student's: typing edits the shown text, and the preview works as before
  await user.type(input, ' crase');
  expect(input).toHaveValue('português crase');
  await act(async () => jest.advanceTimersByTime(500));
  await waitFor(() => expect(previewRequests()).toHaveLength(1));
  expect(previewRequests()[0]?.query.get('q')).toBe('português crase');
});
