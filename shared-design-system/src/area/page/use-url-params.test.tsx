import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { outsideAct } from '../../testing/outside-act';
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

function FilterBox() {
  const [params, update] = useUrlParams();
  const checked = params.getAll('mostrar').includes('videos');
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => update({ mostrar: event.target.checked ? ['videos'] : [] })}
      />
      Vídeos
    </label>
  );
}

describe('useUrlParams and the controls it feeds', () => {
  let restoreAct = () => {};
  afterEach(() => restoreAct());

  it('shows a choice at once, not after the router’s transition: a checkbox clicked is checked when the click returns', async () => {
    render(
      <MemoryRouter initialEntries={['/leitor?modo=texto']}>
        <FilterBox />
        <Where />
      </MemoryRouter>,
    );
    // as in the browser: the click's own update is rendered before the click returns, the router's transition
    // later (outside act(), which would render both at once)
    restoreAct = outsideAct();
    const box = screen.getByRole('checkbox', { name: 'Vídeos' });
    box.click();
    expect(box).toBeChecked();
    expect(await screen.findByText('/leitor?modo=texto&mostrar=videos')).toBeInTheDocument();
    expect(box).toBeChecked();
    box.click();
    expect(box).not.toBeChecked();
    expect(await screen.findByText('/leitor?modo=texto')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('follows the address again when the student goes elsewhere (back)', async () => {
    function Page() {
      const navigate = useNavigate();
      return (
        <>
          <FilterBox />
          <button type="button" onClick={() => navigate('/leitor?mostrar=videos')}>
            Abrir com vídeos
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            Voltar
          </button>
          <Where />
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/leitor']}>
        <Page />
      </MemoryRouter>,
    );
    const box = screen.getByRole('checkbox', { name: 'Vídeos' });
    await userEvent.click(box);
    expect(await screen.findByText('/leitor?mostrar=videos')).toBeInTheDocument();
    await userEvent.click(box);
    expect(await screen.findByText('/leitor')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    // a link brings the choice from the address, and back takes it away again
    await userEvent.click(screen.getByRole('button', { name: 'Abrir com vídeos' }));
    expect(await screen.findByText('/leitor?mostrar=videos')).toBeInTheDocument();
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('/leitor')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it("keeps two fields' writes made before the router applied the first (each hook alone knew only its own)", async () => {
    const writers: Record<string, (value: string) => void> = {};
    function Field({ name }: { name: string }) {
      const [params, update] = useUrlParams();
      writers[name] = (value) => update({ [name]: value });
      return <p data-testid={name}>{params.get(name) ?? '(nada)'}</p>;
    }
    function Page() {
      const navigate = useNavigate();
      return (
        <>
          <Field name="busca" />
          <Field name="professor" />
          {/* the topic search's pause ends, then the teacher search's, before the router renders the first */}
          <button
            type="button"
            onClick={() => {
              writers.busca?.('crase');
              writers.professor?.('ana');
            }}
          >
            Escrever
          </button>
          <button type="button" onClick={() => writers.professor?.('rui')}>
            Outro professor
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            Voltar
          </button>
          <Where />
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/lista?pagina=2', '/questoes?tipo=a']} initialIndex={1}>
        <Page />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escrever' }));
    expect(await screen.findByText('/questoes?tipo=a&busca=crase&professor=ana')).toBeInTheDocument();
    expect(screen.getByTestId('busca')).toHaveTextContent('crase');
    expect(screen.getByTestId('professor')).toHaveTextContent('ana');
    // a write later on another entry starts from that entry's address, not from the writes above
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('/lista?pagina=2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Outro professor' }));
    expect(await screen.findByText('/lista?pagina=2&professor=rui')).toBeInTheDocument();
    expect(screen.getByTestId('busca')).toHaveTextContent('(nada)');
  });
});
