import {
  appScriptUrls,
  resetEarlyBoot,
  startEarlyBoot,
  takeEarlyFetch,
  takeEarlyRemotesManifest,
} from './early-boot';

const CAST_MANIFEST = 'http://localhost:3103/mf-manifest.json';
const castManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './comments', assets: { js: { sync: ['900.js'] } } },
    { path: './app', assets: { js: { sync: ['499.js', '__federation_expose_app.js'], async: ['169.js'] } } },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['696.js'] } } },
    { name: '@tanstack/react-query', assets: { js: { sync: ['87.js'] } } },
    { name: 'shared-design-system/area', assets: { js: { sync: ['959.js', '499.js'] } } },
  ],
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.href,
  );

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  resetEarlyBoot();
  document.head.innerHTML = '';
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/remotes.json')
      return jsonResponse({ mfe_cast: { entry: CAST_MANIFEST, version: '1.0.0' } });
    if (url === CAST_MANIFEST) return jsonResponse(castManifest);
    return new Response('', { status: 404 });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  window.history.pushState(null, '', '/');
});

describe('appScriptUrls', () => {
  it("lists the entry, the ./app expose's own chunks and the shared copies the shell has not loaded, once each", () => {
    expect(appScriptUrls(CAST_MANIFEST, castManifest)).toEqual([
      'http://localhost:3103/remoteEntry.js',
      'http://localhost:3103/499.js',
      'http://localhost:3103/__federation_expose_app.js',
      'http://localhost:3103/87.js',
      'http://localhost:3103/959.js',
    ]);
  });

  it('reads an entry in a sub-folder and ignores what is not a file name', () => {
    expect(
      appScriptUrls('https://cdn.exemplo.com/cast/1.2.0/mf-manifest.json', {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } },
        exposes: [{ path: './app', assets: { js: { sync: [42, 'a.js'] } } }],
      }),
    ).toEqual([
      'https://cdn.exemplo.com/cast/1.2.0/js/remoteEntry.js',
      'https://cdn.exemplo.com/cast/1.2.0/a.js',
    ]);
  });
});

describe('startEarlyBoot', () => {
  it("asks for remotes.json and the page owner's manifest, preloads the area's scripts, and hands both answers over once", async () => {
    window.history.pushState(null, '', '/cast/albuns/3');
    startEarlyBoot();
    const manifest = takeEarlyRemotesManifest();
    await expect(manifest).resolves.toEqual({ mfe_cast: { entry: CAST_MANIFEST, version: '1.0.0' } });
    expect(takeEarlyRemotesManifest()).toBeNull();

    await waitFor(() => preloads().length > 0);
    expect(preloads()).toEqual(appScriptUrls(CAST_MANIFEST, castManifest));
    const early = takeEarlyFetch(CAST_MANIFEST);
    await expect(early?.then((answer) => answer.json())).resolves.toEqual(castManifest);
    expect(takeEarlyFetch(CAST_MANIFEST)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/remotes.json', CAST_MANIFEST]);
  });

  it("preloads nothing for the shell's own pages", async () => {
    window.history.pushState(null, '', '/auth');
    startEarlyBoot();
    await takeEarlyRemotesManifest();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it('leaves a page with a remote override (a test build) to the shell', async () => {
    window.history.pushState(null, '', '/cast?mfe-override=mfe-cast@http://localhost:3203/mf-manifest.json');
    startEarlyBoot();
    await takeEarlyRemotesManifest();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyFetch(CAST_MANIFEST)).toBeNull();
  });

  it('gives a failed remotes.json to the shell as a failure, which then fetches it its own way', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    window.history.pushState(null, '', '/cast');
    startEarlyBoot();
    await expect(takeEarlyRemotesManifest()).rejects.toThrow('HTTP 503');
    expect(preloads()).toEqual([]);
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 50 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}
