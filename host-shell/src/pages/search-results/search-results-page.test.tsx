import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { renderChrome } from '../../chrome/render-chrome';
import SearchResultsPage, { RESULTS_EMPTY_HINT } from './search-results-page';
import { searchTextOf } from './search-text';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const item = (id: number, title: string) => ({
  id,
  title,
  subtitle: 'Curso completo',
  url: `/todos-os-cursos/${id}`,
});

/** 25 courses and 2 questions matching anything; `type` and `start` honoured like the dev BFF. */
async function setup(path: string, options: { status?: number; features?: Record<string, boolean> } = {}) {
  const courses = Array.from({ length: 25 }, (_, index) => item(index + 1, `Curso ${index + 1}`));
  server = await startTestServer({
    'GET /v3/search/preview': (request) => {
      if (options.status) return { status: options.status, json: { error: { message: 'x', tag: 'X' } } };
      const rows = Number(request.query.get('rows'));
      const start = Number(request.query.get('start') ?? 0);
      const sections = [
        { type: 'cursos', title: 'Cursos', total: courses.length, items: courses.slice(start, start + rows) },
        {
          type: 'questoes',
          title: 'Questões',
          total: 2,
          items: [item(900, 'Questão A'), item(901, 'Questão B')],
        },
        { type: 'cast', title: 'Cast', total: 1, items: [item(950, 'Álbum')] },
      ];
      const type = request.query.get('type');
      return { json: { data: type ? sections.filter((section) => section.type === type) : sections } };
    },
  });
  window.history.replaceState(null, '', path);
  const platform = createTestPlatform({ prefixUrl: server.url });
  const text = searchTextOf(window.location.pathname);
  renderChrome(<SearchResultsPage text={text} />, {
    platform,
    features: options.features ?? {
      search_show_cursos: true,
      search_show_questoes: true,
      search_show_cast: false,
    },
  });
  return { platform, user: userEvent.setup() };
}

const requests = () => server?.requestsTo('GET', '/v3/search/preview') ?? [];

test('the search text comes from the path, decoded', () => {
  expect(searchTextOf('/resultado-pesquisa/direito%20civil')).toBe('direito civil');
  expect(searchTextOf('/resultado-pesquisa/100%')).toBe('100%');
});

test('every section whose flag is on, with its total and a link to all of it', async () => {
  await setup('/resultado-pesquisa/direito?_r=1');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados da busca por “direito”');
  const courses = await screen.findByRole('region', { name: /Cursos/ });
  expect(within(courses).getAllByRole('listitem')).toHaveLength(10);
  expect(within(courses).getByRole('heading')).toHaveTextContent('Cursos (25)');
  expect(within(courses).getByRole('link', { name: 'Ver todos em Cursos' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/resultado-pesquisa\/direito\?_r=\d+&type=cursos$/),
  );
  expect(screen.getByRole('region', { name: /Questões/ })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Cast/ })).not.toBeInTheDocument();
  expect(requests()[0]?.query.get('q')).toBe('direito');
  expect(requests()[0]?.query.get('rows')).toBe('10');
  expect(document.title).toMatch(/^Busca: direito \| /);
});

test('type keeps one section, marked in the filter, with more results on demand', async () => {
  const { user } = await setup('/resultado-pesquisa/direito?_r=1&type=cursos');
  const filters = screen.getByRole('navigation', { name: 'Filtrar resultados' });
  expect(within(filters).getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
  expect(within(filters).getByRole('link', { name: 'Tudo' })).not.toHaveAttribute('aria-current');
  const courses = await screen.findByRole('region', { name: /Cursos/ });
  expect(requests()[0]?.query.get('type')).toBe('cursos');
  await user.click(within(courses).getByRole('button', { name: 'Carregar mais resultados' }));
  await waitFor(() => expect(within(courses).getAllByRole('listitem')).toHaveLength(20));
  expect(requests()[1]?.query.get('start')).toBe('10');
  await user.click(within(courses).getByRole('button', { name: 'Carregar mais resultados' }));
  await waitFor(() => expect(within(courses).getAllByRole('listitem')).toHaveLength(25));
  expect(within(courses).queryByRole('button', { name: 'Carregar mais resultados' })).not.toBeInTheDocument();
});

test('a new _r searches again', async () => {
  await setup('/resultado-pesquisa/direito?_r=1');
  await screen.findByRole('region', { name: /Cursos/ });
  await act(async () => {
    window.history.pushState(null, '', '/resultado-pesquisa/direito?_r=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(requests()).toHaveLength(2));
});

test('a failing search shows no results, silently', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { platform } = await setup('/resultado-pesquisa/direito?_r=1', { status: 404 });
  expect(await screen.findByText('Nenhum resultado encontrado para “direito”.')).toBeInTheDocument();
  expect(screen.getByText(RESULTS_EMPTY_HINT)).toBeInTheDocument();
  expect(platform.calls.toasts).toEqual([]);
});

test('a text under 3 characters is not searched', async () => {
  await setup('/resultado-pesquisa/di?_r=1');
  expect(screen.getByText('Digite ao menos 3 caracteres para pesquisar.')).toBeInTheDocument();
  expect(requests()).toHaveLength(0);
});
