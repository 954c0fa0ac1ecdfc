import { screen } from '@testing-library/react';
import { usePlatform } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { Button } from '../components/button';
import { AreaShell } from './area-shell';
import { createAreaLifecycles, type AreaRootProps } from './create-area-lifecycles';

function CastArea() {
  const platform = usePlatform();
  return (
    <main>
      <h1>Cast</h1>
      <Button onClick={() => platform.navigate('/cast/favorites')}>Favoritos</Button>
    </main>
  );
}

function Root({ platform }: AreaRootProps) {
  return (
    <AreaShell platform={platform} area="mfe-cast">
      <CastArea />
    </AreaShell>
  );
}

// What single-spa passes: its own props plus customProps ({ platform }).
function lifecycleProps() {
  return {
    name: 'mfe_cast/app',
    singleSpa: {},
    mountParcel: () => undefined,
    platform: createTestPlatform(),
  };
}

// single-spa renders outside React's act() (as in the browser): mount resolves only after React committed,
// which act() would hold back. Tell React this is not an act() environment while these tests run.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeAll(() => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createAreaLifecycles', () => {
  it('mounts Root with the platform into #area and unmounts cleanly', async () => {
    const area = document.createElement('div');
    area.id = 'area';
    document.body.appendChild(area);
    const lifecycles = createAreaLifecycles({ name: 'mfe-cast', Root });
    const props = lifecycleProps();

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(area).toContainElement(screen.getByRole('heading', { name: 'Cast' }));
    // its own container, as single-spa names it: the host's status views beside it are never React's
    expect(document.getElementById('single-spa-application:mfe_cast/app')).toContainElement(
      screen.getByRole('heading', { name: 'Cast' }),
    );
    screen.getByRole('button', { name: 'Favoritos' }).click();
    expect(props.platform.calls.navigations).toEqual(['/cast/favorites']);

    await lifecycles.unmount(props);
    expect(area).toBeEmptyDOMElement();
    expect(document.getElementById('area')).toBe(area);

    // single-spa mounts the same application again when the user comes back
    await lifecycles.mount(props);
    expect(area).toContainElement(screen.getByRole('heading', { name: 'Cast' }));
    await lifecycles.unmount(props);
    expect(area).toBeEmptyDOMElement();
  });

  it('creates #area when the page has none', async () => {
    const lifecycles = createAreaLifecycles({ name: 'mfe-cast', Root });
    const props = lifecycleProps();
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    const area = document.getElementById('area');
    expect(area).toContainElement(screen.getByRole('heading', { name: 'Cast' }));
    await lifecycles.unmount(props);
    expect(area).toBeEmptyDOMElement();
  });

  it('shows the pt-BR fallback when Root itself throws', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    function BrokenRoot(): never {
      throw new Error('raiz quebrada');
    }
    const lifecycles = createAreaLifecycles({ name: 'mfe-ldi', Root: BrokenRoot });
    const props = { ...lifecycleProps(), name: 'mfe_ldi/app' };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(screen.getByRole('heading', { name: 'Tivemos um problema' })).toBeInTheDocument();
    expect(screen.getByText('Por favor, tente atualizar a página em alguns minutos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[mfe-ldi] erro ao renderizar a área',
      expect.objectContaining({ message: 'raiz quebrada' }),
    );
    await lifecycles.unmount(props);
    expect(document.getElementById('area')).toBeEmptyDOMElement();
  });
});
