import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlatformThemeProvider } from 'shared-design-system';
import { createAreaQueryClient } from '../query/create-area-query-client';
import { pageHref, usePageHref } from './page-href';
import { Pager } from './pager';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderPager(ui: React.ReactNode, path = '/cursos') {
  return render(
    <PlatformThemeProvider vertical="concursos">
      <QueryClientProvider client={createAreaQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PlatformThemeProvider>,
  );
}

describe('Pager', () => {
  it('is a named navigation with previous and next buttons and where the student is', async () => {
    const onPage = jest.fn();
    renderPager(<Pager page={1} lastPage={3} label="Páginas de álbuns" onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Páginas de álbuns' });
    expect(nav).toHaveTextContent('Página 1 de 3');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('on the last page, next is disabled and previous asks for the page before', async () => {
    const onPage = jest.fn();
    renderPager(<Pager page={3} lastPage={3} label="Páginas" onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('with addresses, links to the other pages (none where there is no page) and routes without a reload', async () => {
    renderPager(<Pager page={2} lastPage={2} label="Paginação" hrefOf={(page) => `/cursos?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Próxima página' })).not.toBeInTheDocument();
    const previous = screen.getByRole('link', { name: 'Página anterior' });
    expect(previous).toHaveAttribute('href', '/cursos?page=1');
    await userEvent.click(previous);
    expect(screen.getByText('/cursos?page=1')).toBeInTheDocument();
  });

  it('usePageHref: the pages of the list in the address keep its other parameters; the first has no page', async () => {
    function Results() {
      return <Pager page={2} lastPage={3} label="Páginas de resultados" hrefOf={usePageHref('pagina')} />;
    }
    renderPager(<Results />, '/trilhas/resultado-pesquisa?q=pol%C3%ADcia&area=3&pagina=2');
    expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/trilhas/resultado-pesquisa?q=pol%C3%ADcia&area=3&pagina=3',
    );
    const previous = screen.getByRole('link', { name: 'Página anterior' });
    expect(previous).toHaveAttribute('href', '/trilhas/resultado-pesquisa?q=pol%C3%ADcia&area=3');
    await userEvent.click(previous);
    expect(screen.getByText('/trilhas/resultado-pesquisa?q=pol%C3%ADcia&area=3')).toBeInTheDocument();
  });

  it('pageHref: a path alone for the first page of a list with no other parameter', () => {
    expect(pageHref('/explorar', new URLSearchParams('pagina=4'), 'pagina', 1)).toBe('/explorar');
    expect(pageHref('/explorar', new URLSearchParams(), 'pagina', 2)).toBe('/explorar?pagina=2');
    // the caller's parameters are left as they were
    const params = new URLSearchParams('busca=pf');
    pageHref('/objetivos/resultado-pesquisa', params, 'pagina', 5);
    expect(params.toString()).toBe('busca=pf');
  });

  it('shows nothing when everything fits on one page', () => {
    renderPager(<Pager page={1} lastPage={1} label="Paginação" onPage={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
