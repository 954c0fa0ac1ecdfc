import {
  containerLocation,
  createContainerRuntime,
  splitModuleId,
  type Container,
} from './container-runtime';

const MANIFEST = 'https://mfe.exemplo.com.br/cast/1.2.0/mf-manifest.json';
const manifestFile = (path = '') => ({
  metaData: { globalName: 'mfe_cast', remoteEntry: { name: 'remoteEntry.js', path, type: 'global' } },
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A container like webpack's: init takes the share scope, get resolves to a factory of the module's exports. */
function fakeContainer(exportsOf: (module: string) => unknown = (module) => ({ module })) {
  const factories: string[] = [];
  const container = {
    init: jest.fn((_scope: unknown) => undefined),
    get: jest.fn(async (module: string) => () => {
      factories.push(module);
      return exportsOf(module);
    }),
  };
  return { container, factories };
}

/**
 * A page where a script "loads" as the browser would run it: `onScript(url)` decides what it does (define a
 * global, fail to load, or run without defining anything).
 */
function harness(onScript: (url: string, scope: Record<string, unknown>) => 'load' | 'error') {
  const scope: Record<string, unknown> = {};
  const scripts: string[] = [];
  const createScript = (url: string) => {
    const script = document.createElement('script');
    script.src = url;
    scripts.push(url);
    setTimeout(() => {
      const outcome = onScript(url, scope);
      script.dispatchEvent(new Event(outcome));
    }, 0);
    return script;
  };
  return { scope, scripts, createScript };
}

const shareScope = { react: { '19.3.1': { from: 'host_shell', eager: true } } };

/** A runtime on a harness page, no delay between attempts, with `mfe_cast` registered at `entry`. */
function setup(
  onScript: Parameters<typeof harness>[0],
  fetchManifest: (url: string) => Promise<Response> = async () => json(manifestFile()),
  entry = MANIFEST,
) {
  const page = harness(onScript);
  const runtime = createContainerRuntime({
    fetchManifest,
    createScript: page.createScript,
    shareScope: async () => shareScope,
    scope: page.scope,
    retry: { times: 2, delayMs: 0 },
  });
  runtime.register([{ name: 'mfe_cast', entry }]);
  return { page, runtime };
}

/** A page where the container script defines `container` as mfe_cast. */
const defines =
  (container: Container): Parameters<typeof harness>[0] =>
  (_url, scope) => {
    scope.mfe_cast = container;
    return 'load';
  };

describe('createContainerRuntime', () => {
  it("loads a remote's module: its manifest, the container it names, init with the host's share scope once", async () => {
    const { container, factories } = fakeContainer();
    const fetchManifest = jest.fn(async () => json(manifestFile('js')));
    const { page, runtime } = setup(defines(container), fetchManifest);

    await expect(runtime.load('mfe_cast/app')).resolves.toEqual({ module: './app' });
    await expect(runtime.load('mfe_cast/comments')).resolves.toEqual({ module: './comments' });

    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(fetchManifest).toHaveBeenCalledWith(MANIFEST);
    expect(page.scripts).toEqual(['https://mfe.exemplo.com.br/cast/1.2.0/js/remoteEntry.js']);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(shareScope);
    expect(factories).toEqual(['./app', './comments']);
    // no script element is left behind
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('retries a failing manifest and a failing script, then loads', async () => {
    const { container } = fakeContainer();
    let scriptAttempts = 0;
    const answers = [new Response('', { status: 503 }), json(manifestFile())];
    const fetchManifest = jest.fn(async () => answers.shift() as Response);
    const { page, runtime } = setup((url, scope) => {
      scriptAttempts += 1;
      return scriptAttempts < 3 ? 'error' : defines(container)(url, scope);
    }, fetchManifest);

    await expect(runtime.load('mfe_cast/app')).resolves.toEqual({ module: './app' });
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(page.scripts).toEqual(Array(3).fill('https://mfe.exemplo.com.br/cast/1.2.0/remoteEntry.js'));
  });

  it('says which step failed, after the bounded retries, and the next load starts again', async () => {
    let status = 404;
    const fetchManifest = jest.fn(async () =>
      status === 200 ? json(manifestFile()) : new Response('', { status }),
    );
    const { page, runtime } = setup(() => 'error', fetchManifest);

    await expect(runtime.load('mfe_cast/app')).rejects.toThrow('the manifest of mfe_cast answered 404');
    expect(fetchManifest).toHaveBeenCalledTimes(3);

    status = 200;
    await expect(runtime.load('mfe_cast/app')).rejects.toThrow(
      'https://mfe.exemplo.com.br/cast/1.2.0/remoteEntry.js failed to load',
    );
    expect(fetchManifest).toHaveBeenCalledTimes(4);
    expect(page.scripts).toHaveLength(3);
  });

  it('refuses a manifest that is not JSON and a script that defines no container', async () => {
    const notJson = setup(
      () => 'load',
      async () => new Response('{"id": "mfe_', { status: 200 }),
    );
    await expect(notJson.runtime.load('mfe_cast/app')).rejects.toThrow(
      'the manifest of mfe_cast is not JSON',
    );

    const empty = setup(() => 'load');
    await expect(empty.runtime.load('mfe_cast/app')).rejects.toThrow('defined no container mfe_cast');
  });

  it("rejects when the module's factory throws, and for a remote that is not registered", async () => {
    const { container } = fakeContainer(() => {
      throw new Error('falha ao carregar ./app');
    });
    const { runtime } = setup(defines(container));
    await expect(runtime.load('mfe_cast/app')).rejects.toThrow('falha ao carregar ./app');
    await expect(runtime.load('mfe_ldi/app')).rejects.toThrow('mfe_ldi is not a registered remote');
  });

  it('a forced registration or a new entry loads the container again; the same entry does not', async () => {
    const containers: Container[] = [];
    const { page, runtime } = setup((url, scope) => {
      const { container } = fakeContainer(() => ({ version: containers.length }));
      containers.push(container);
      return defines(container)(url, scope);
    });
    await expect(runtime.load('mfe_cast/app')).resolves.toEqual({ version: 1 });
    runtime.register([{ name: 'mfe_cast', entry: MANIFEST }]);
    await expect(runtime.load('mfe_cast/app')).resolves.toEqual({ version: 1 });
    runtime.register([{ name: 'mfe_cast', entry: MANIFEST }], { force: true });
    await expect(runtime.load('mfe_cast/app')).resolves.toEqual({ version: 2 });
    runtime.register([{ name: 'mfe_cast', entry: 'http://localhost:3203/mf-manifest.json' }]);
    await expect(runtime.load('mfe_cast/app')).resolves.toEqual({ version: 3 });
    expect(page.scripts.at(-1)).toBe('http://localhost:3203/remoteEntry.js');
  });

  it("does not take an earlier version's container for the one a new script failed to define", async () => {
    const { container } = fakeContainer();
    let defineIt = true;
    const { runtime } = setup((url, scope) => (defineIt ? defines(container)(url, scope) : 'load'));
    await expect(runtime.load('mfe_cast/app')).resolves.toEqual({ module: './app' });
    defineIt = false;
    runtime.register([{ name: 'mfe_cast', entry: MANIFEST }], { force: true });
    await expect(runtime.load('mfe_cast/app')).rejects.toThrow('defined no container mfe_cast');
  });

  it('an entry that is a remoteEntry.js is loaded as it is, its global named after the remote', async () => {
    const { container } = fakeContainer();
    const fetchManifest = jest.fn();
    const { page, runtime } = setup(
      defines(container),
      fetchManifest,
      'http://localhost:3103/remoteEntry.js',
    );
    await expect(runtime.load('mfe_cast/app')).resolves.toEqual({ module: './app' });
    expect(fetchManifest).not.toHaveBeenCalled();
    expect(page.scripts).toEqual(['http://localhost:3103/remoteEntry.js']);
  });

  it("preloads a remote's exposes without running them", async () => {
    const { container, factories } = fakeContainer();
    const { page, runtime } = setup(defines(container));
    await runtime.preload('mfe_cast', ['./app']);
    expect(container.get).toHaveBeenCalledWith('./app');
    expect(factories).toEqual([]);
    await runtime.load('mfe_cast/app');
    expect(page.scripts).toHaveLength(1);
  });
});

describe('containerLocation and splitModuleId', () => {
  it("reads the container's file and global from a manifest, relative to the manifest's folder", () => {
    expect(containerLocation(MANIFEST, manifestFile('js/'), 'mfe_cast')).toEqual({
      url: 'https://mfe.exemplo.com.br/cast/1.2.0/js/remoteEntry.js',
      globalName: 'mfe_cast',
    });
    expect(
      containerLocation(
        MANIFEST,
        { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } },
        'mfe_ldi',
      ),
    ).toEqual({ url: 'https://mfe.exemplo.com.br/cast/1.2.0/remoteEntry.js', globalName: 'mfe_ldi' });
    expect(() => containerLocation(MANIFEST, {}, 'mfe_cast')).toThrow('its manifest names no remoteEntry');
  });

  it('splits a module id into the remote and its expose', () => {
    expect(splitModuleId('mfe_submissions/comments')).toEqual(['mfe_submissions', './comments']);
    expect(() => splitModuleId('mfe_cast')).toThrow('"mfe_cast" is not <remote>/<module>');
    expect(() => splitModuleId('mfe_cast/')).toThrow('is not <remote>/<module>');
  });
});
