import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProvider, verticalWording, type VerticalId } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { PlatformThemeProvider } from 'shared-design-system';
import { pageReload } from '../chrome/page-reload';
import {
  ERROR_RETRY,
  ERROR_TEXT,
  ERROR_TITLE,
  FALLBACK_HOME,
  GenericErrorPage,
  ShellPageBoundary,
} from './error-page';
import {
  notFoundContentFor,
  NOT_FOUND_ACTION,
  NOT_FOUND_TITLE,
} from 'shared-design-system/not-found-content';
import { NotFoundPage } from './not-found-page';

function renderPage(ui: React.ReactNode, vertical: VerticalId = 'concursos') {
  const platform = createTestPlatform({ vertical });
  render(
    <PlatformProvider platform={platform}>
      <PlatformThemeProvider vertical={vertical}>{ui}</PlatformThemeProvider>
    </PlatformProvider>,
  );
  return platform;
}

describe('404 by first path segment', () => {
  const wording = verticalWording('concursos');
  test.each([
    ['/todos-os-cursos/999', 'Curso não encontrado', 'Voltar para Meus cursos', '/todos-os-cursos'],
    [
      '/trilhas-estrategicas/x',
      'Trilha não encontrada',
      'Voltar para Trilhas Estratégicas',
      '/trilhas-estrategicas',
    ],
    ['/monitorias/x', 'Monitoria: conteúdo não encontrado', 'Voltar para Monitorias', '/monitorias'],
    ['/cast/album/9', 'Álbum não encontrado', 'Voltar para o Cast', '/cast'],
    ['/nao-existe', NOT_FOUND_TITLE, NOT_FOUND_ACTION, '/questoes/buscar'],
  ])('%s → %s, button to %s', (path, title, action, href) => {
    expect(notFoundContentFor(path, wording)).toMatchObject({ title, action, href });
  });

  test('the tutoring 404 uses the vertical wording (Curso Especial on oab)', () => {
    expect(notFoundContentFor('/monitorias/x', verticalWording('oab')).title).toBe(
      'Curso Especial: conteúdo não encontrado',
    );
  });

  test('the page shows the per-area button, and the generic one the vertical illustration', async () => {
    window.history.pushState({}, '', '/cast/album/404');
    const platform = renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Álbum não encontrado' })).toBeInTheDocument();
    expect(document.querySelector('[data-illustration]')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar para o Cast' }));
    expect(platform.calls.navigations).toEqual(['/cast']);
  });

  test.each([
    ['medicina', 'medicina'],
    ['concursos', 'concursos'],
    ['oab', 'concursos'],
  ] as const)('the generic 404 on %s shows the %s illustration and the title rule', (vertical, kind) => {
    window.history.pushState({}, '', '/pagina-que-nao-existe');
    renderPage(<NotFoundPage />, vertical);
    expect(document.querySelector('[data-illustration]')).toHaveAttribute('data-illustration', kind);
    expect(document.title).toBe(`${verticalWording(vertical).productName} | Página não encontrada`);
  });
});

describe('generic error and fallback', () => {
  function Broken(): never {
    throw new Error('quebrou');
  }

  test('a page that throws shows Tivemos um problema; the retry reloads the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn();
    const real = pageReload.reload;
    pageReload.reload = reload;
    renderPage(
      <ShellPageBoundary>
        <Broken />
      </ShellPageBoundary>,
    );
    expect(screen.getByRole('heading', { name: ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ERROR_RETRY }));
    expect(reload).toHaveBeenCalledTimes(1);
    pageReload.reload = real;
  });

  test('when the error page itself fails, a fallback with a link home', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(
      <ShellPageBoundary errorPage={<Broken />}>
        <Broken />
      </ShellPageBoundary>,
    );
    expect(screen.getByRole('link', { name: FALLBACK_HOME })).toHaveAttribute('href', '/');
  });

  test('the generic error page renders on its own', () => {
    renderPage(<GenericErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: ERROR_TITLE })).toBeInTheDocument();
  });
});
