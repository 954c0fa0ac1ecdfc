import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useUrlParams, type UrlParamsUpdate } from './use-url-params';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Probe({ next, push }: { next: UrlParamsUpdate; push?: boolean }) {
  const [params, update] = useUrlParams();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="busca">{params.get('busca') ?? '(nada)'}</p>
      <button type="button" onClick={() => update(next, { push })}>
        Mudar
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Voltar
      </button>
    </>
  );
}

function renderProbe(next: UrlParamsUpdate, push?: boolean, entries = ['/inicio', '/lista?pagina=2&tipo=a']) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Probe next={next} push={push} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useUrlParams', () => {
  it('reads the parameters of the address', () => {
    renderProbe({}, false, ['/lista?busca=direito%20penal']);
    expect(screen.getByTestId('busca')).toHaveTextContent('direito penal');
  });

  it('sets and removes only the named parameters and keeps the others', async () => {
    renderProbe({ busca: 'crase', pagina: null, tipo: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Mudar' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/lista\?busca=crase$/);
    expect(screen.getByTestId('busca')).toHaveTextContent('crase');
  });

  it('writes a list as repeated values and removes it when empty', async () => {
    renderProbe({ materia: ['1', '7'], tipo: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Mudar' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/lista\?pagina=2&materia=1&materia=7$/);
  });

  it('replaces the history entry by default, so back leaves the page', async () => {
    renderProbe({ busca: 'crase' });
    await userEvent.click(screen.getByRole('button', { name: 'Mudar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/inicio$/);
  });

  it('adds a history entry when asked, so back returns to the previous search', async () => {
    renderProbe({ busca: 'crase' }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Mudar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/lista\?pagina=2&tipo=a$/);
  });
});
