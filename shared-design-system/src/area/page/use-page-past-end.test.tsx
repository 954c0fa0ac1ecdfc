import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { usePagePastEnd } from './use-page-past-end';

function List({ page, lastPage }: { page: number; lastPage: number | undefined }) {
  const pastEnd = usePagePastEnd(page, lastPage, 'pagina');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <p>{pastEnd ? 'Voltando à primeira página' : `Página ${page}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Voltar
      </button>
    </>
  );
}

function renderList(address: string, page: number, lastPage: number | undefined) {
  const entries = ['/inicio', address];
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={1}>
      <Routes>
        <Route path="*" element={<List page={page} lastPage={lastPage} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('usePagePastEnd', () => {
  it('sends a page past the last back to the first, keeping the other parameters and replacing the entry', async () => {
    renderList('/lista?busca=crase&pagina=99', 99, 2);
    expect(screen.getByText('Voltando à primeira página')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/lista\?busca=crase$/);
    // the address was replaced: back leaves the list instead of asking page 99 again
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/inicio$/);
  });

  it.each([
    ['the last page itself', 2, 2],
    ['a page before the last', 2, 5],
    ['a page whose answer has not come (or is a previous page shown meanwhile)', 4, undefined],
    ['the first page of an empty list', 1, 0],
  ])('leaves %s alone', (_name, page, lastPage) => {
    renderList(`/lista?pagina=${page}`, page, lastPage);
    expect(screen.getByText(`Página ${page}`)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/lista?pagina=${page}`);
  });

  it('calls a way back of its own once for a page kept elsewhere (a state), however often the list renders', () => {
    const back = jest.fn();
    function StateList({ tick }: { tick: number }) {
      const pastEnd = usePagePastEnd(5, 3, () => back(tick));
      return <p>{pastEnd ? 'Voltando' : 'Lista'}</p>;
    }
    const { rerender } = render(
      <MemoryRouter initialEntries={['/simulado?pagina=5']}>
        <StateList tick={1} />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter initialEntries={['/simulado?pagina=5']}>
        <StateList tick={2} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Voltando')).toBeInTheDocument();
    expect(back).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledWith(1);
  });
});
