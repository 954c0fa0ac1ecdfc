import { createHttpClients, SESSION_COOKIE } from 'shared-contracts';
import { EARLY_MAINTENANCE_PATH, EARLY_SESSION_PATHS } from 'shared-contracts/early-requests';
import { FIRST_FRAMES } from 'shared-contracts/first-frames';
import {
  appScriptUrls,
  resetEarlyBoot,
  startEarlyBoot,
  takeEarlyFetch,
  takeEarlyRemotesManifest,
} from './early-boot';
import { takeEarlyAnswer } from './early-boot-answers';
import { AREA_LOADING_TEXT } from '../federation/area-dom';
import { fetchMaintenance } from '../features/maintenance';
import { markSeen, requestUpsellingOffers } from '../marketing/upselling-rules';
import { APP_DOWNLOAD_TEXT, APP_DOWNLOAD_TITLE } from '../pages/app-download-page';

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
  jest.useRealTimers();
  window.history.pushState(null, '', '/');
  document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  jest.restoreAllMocks();
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

    await waitFor(() => preloads().length === appScriptUrls(CAST_MANIFEST, castManifest).length);
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

  it("sends nothing from its own task, which holds the first paint: its requests and the owner's preloads go out after it, one per task", async () => {
    // each task the early boot asks for (jsdom has no MessageChannel: a timer), run one at a time
    const tasks: (() => void)[] = [];
    jest.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as unknown as typeof setTimeout);
    // the frame the owner's manifest waits for comes as a task too
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
      tasks.push(() => frame(0));
      return 0;
    });
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    window.history.pushState(null, '', '/cast/albuns/3');
    startEarlyBoot();
    const started = () => fetchMock.mock.calls.length + preloads().length;
    expect(started()).toBe(0);
    const startedByEachTask: number[] = [];
    const answersArrive = async () => {
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    };
    await answersArrive();
    // a task and what its answers (here, mocks answering at once) start
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = started();
      task();
      await answersArrive();
      startedByEachTask.push(started() - before);
    }
    expect(Math.max(...startedByEachTask)).toBe(1);
    const sent = fetchMock.mock.calls.map(([url]) => new URL(String(url), window.location.href).pathname);
    expect(sent.sort()).toEqual(
      [
        '/remotes.json',
        '/mf-manifest.json',
        ...EARLY_SESSION_PATHS,
        EARLY_MAINTENANCE_PATH,
        '/bff/ecommerce/upselling',
      ].sort(),
    );
    expect(preloads()).toEqual(appScriptUrls(CAST_MANIFEST, castManifest));
  });

  it('sends what it has not sent yet, at once, when the shell asks for an answer before those tasks came', async () => {
    jest.useFakeTimers();
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    window.history.pushState(null, '', '/auth');
    startEarlyBoot();
    expect(fetchMock).not.toHaveBeenCalled();
    const manifest = takeEarlyRemotesManifest();
    expect(manifest).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2 + EARLY_SESSION_PATHS.length);
    // the tasks it had asked for find nothing left to send
    jest.runAllTimers();
    expect(fetchMock).toHaveBeenCalledTimes(2 + EARLY_SESSION_PATHS.length);
    jest.useRealTimers();
    await expect(manifest).resolves.toEqual({ mfe_cast: { entry: CAST_MANIFEST, version: '1.0.0' } });
  });

  it("asks for the owner's manifest once the first frame is on screen, or when the shell asks for it before", async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const sent = () => fetchMock.mock.calls.map(([url]) => String(url));
    window.history.pushState(null, '', '/cast/albuns/3');
    startEarlyBoot();
    await takeEarlyRemotesManifest();
    await waitFor(() => frames.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // remotes.json is there, the frame not yet painted: the manifest waits
    expect(sent()).toEqual(['/remotes.json']);
    frames.shift()?.(0);
    await waitFor(() => sent().length === 2);
    expect(sent()).toEqual(['/remotes.json', CAST_MANIFEST]);
    await waitFor(() => preloads().length === appScriptUrls(CAST_MANIFEST, castManifest).length);

    // the shell asks for the manifest before that frame: it is asked at once, and once
    resetEarlyBoot();
    document.head.innerHTML = '';
    fetchMock.mockClear();
    startEarlyBoot();
    await takeEarlyRemotesManifest();
    await waitFor(() => frames.length === 1);
    const early = takeEarlyFetch(CAST_MANIFEST);
    expect(sent()).toEqual(['/remotes.json', CAST_MANIFEST]);
    await expect(early?.then((answer) => answer.json())).resolves.toEqual(castManifest);
    await waitFor(() => preloads().length === appScriptUrls(CAST_MANIFEST, castManifest).length);
    frames.shift()?.(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent()).toEqual(['/remotes.json', CAST_MANIFEST]);
  });

  it('gives a failed remotes.json to the shell as a failure, which then fetches it its own way', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    window.history.pushState(null, '', '/cast');
    startEarlyBoot();
    await expect(takeEarlyRemotesManifest()).rejects.toThrow('HTTP 503');
    expect(preloads()).toEqual([]);
  });
});

/** The shell's http clients as root-config makes them, on this page's origin. */
const shellClients = (vertical: 'concursos' | 'oab') =>
  createHttpClients({ prefixUrl: window.location.origin, vertical, takeEarlyAnswer, retryBaseDelayMs: 1 });

describe('the early session and feature calls', () => {
  const sessionCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`${window.location.origin}/bff/`));
  const pathOf = (input: RequestInfo | URL) =>
    new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname;
  /** How many requests, the early boot's and the clients', went to `path`. */
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([input]) => pathOf(input) === path).length;
  /** A signed-in student, and a server that answers `body` to `path` and {} to anything else. */
  const signedInAnswering = (path: string, body: unknown) => {
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    fetchMock.mockImplementation(async (input) =>
      pathOf(input) === path ? jsonResponse(body) : jsonResponse({}),
    );
  };

  it("are sent for a signed-in student with the shell's headers, and each answer is taken once by the shell's clients", async () => {
    signedInAnswering('/bff/profile/me', { data: { id: 7 } });
    window.history.pushState(null, '', '/auth');
    startEarlyBoot();
    await earlyRequestsSent();
    expect(sessionCalls().map(([url]) => new URL(String(url)).pathname)).toEqual([
      ...EARLY_SESSION_PATHS,
      '/bff/ecommerce/upselling',
    ]);
    const [, init] = sessionCalls()[0]!;
    expect(init?.credentials).toBe('include');

    // the shell's own client, asking for the same call the way it always does: answered from the early call
    const http = shellClients('concursos');
    const before = fetchMock.mock.calls.length;
    await expect(http.api.get('bff/profile/me').json()).resolves.toEqual({ data: { id: 7 } });
    expect(fetchMock.mock.calls.length).toBe(before);
    // once only: the next profile call is a request of its own
    await http.api.get('bff/profile/me').json();
    expect(fetchMock.mock.calls.length).toBe(before + 1);
  });

  it("ask for the upselling offers, taken by the panel's request, unless the panel may not show", async () => {
    const upsellingCalls = () => callsTo('/bff/ecommerce/upselling');
    signedInAnswering('/bff/ecommerce/upselling', { data: [{ id: 1 }, { id: 2 }] });
    window.history.pushState(null, '', '/mesa-de-estudo');
    startEarlyBoot();
    await earlyRequestsSent();
    expect(upsellingCalls()).toBe(1);
    const http = shellClients('concursos');
    const before = fetchMock.mock.calls.length;
    await expect(requestUpsellingOffers(http.ecommerce)).resolves.toBe(2);
    expect(fetchMock.mock.calls.length).toBe(before);

    // the courses-for-you page never shows the panel
    resetEarlyBoot();
    window.history.pushState(null, '', '/cursos-para-voce');
    startEarlyBoot();
    await earlyRequestsSent();
    expect(upsellingCalls()).toBe(1);

    // this browser's student saw it an hour ago: the panel will not be due
    resetEarlyBoot();
    markSeen(window.localStorage, 7, Date.now() - 3_600_000);
    window.history.pushState(null, '', '/mesa-de-estudo');
    startEarlyBoot();
    await earlyRequestsSent();
    expect(upsellingCalls()).toBe(1);
    expect(sessionCalls().length).toBeGreaterThan(EARLY_SESSION_PATHS.length * 3);
  });

  it("ask for the maintenance switches on a page the maintenance guard checks, taken once by the guard's own request", async () => {
    const maintenanceCalls = () => callsTo(EARLY_MAINTENANCE_PATH);
    signedInAnswering(EARLY_MAINTENANCE_PATH, { data: { default: true, ldi: false, cursos: false } });
    window.history.pushState(null, '', '/mesa-de-estudo');
    startEarlyBoot();
    await earlyRequestsSent();
    expect(maintenanceCalls()).toBe(1);

    // the first navigation's guard reads the early answer: no request of its own
    const http = shellClients('concursos');
    const before = fetchMock.mock.calls.length;
    await expect(fetchMaintenance(http)).resolves.toEqual({ default: true, ldi: false, cursos: false });
    expect(fetchMock.mock.calls.length).toBe(before);
    // maintenance starts and ends at any time: every later navigation asks again
    await fetchMaintenance(http);
    expect(maintenanceCalls()).toBe(2);

    // the sign-in pages are not guarded by it (spec 1 §2 rule 3): nothing asked for them
    resetEarlyBoot();
    window.history.pushState(null, '', '/auth');
    startEarlyBoot();
    await earlyRequestsSent();
    expect(maintenanceCalls()).toBe(2);
  });

  it('are not used for a request asked differently (another vertical)', async () => {
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    fetchMock.mockImplementation(async () => jsonResponse({}));
    window.history.pushState(null, '', '/auth');
    startEarlyBoot();
    await earlyRequestsSent();
    const http = shellClients('oab');
    const before = fetchMock.mock.calls.length;
    await http.api.get('bff/features').json();
    expect(fetchMock.mock.calls.length).toBe(before + 1);
  });

  it('are not sent without a session', async () => {
    window.history.pushState(null, '', '/auth');
    startEarlyBoot();
    await takeEarlyRemotesManifest();
    expect(sessionCalls()).toEqual([]);
  });
});

describe('on a phone', () => {
  it('preloads no area for a page the mobile guard sends to /baixar-o-app, and still does for one a phone may open', async () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Mobile Safari/537.36',
      );
    window.history.pushState(null, '', '/cast');
    startEarlyBoot();
    await takeEarlyRemotesManifest();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/remotes.json']);
    expect(preloads()).toEqual([]);

    // /garanta-acesso-completo (commerce) is a page a phone may open on the web: its area is preloaded
    const commerceManifest = 'http://localhost:3104/mf-manifest.json';
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/remotes.json'
        ? jsonResponse({ mfe_commerce: { entry: commerceManifest, version: '1.0.0' } })
        : jsonResponse(castManifest),
    );
    resetEarlyBoot();
    fetchMock.mockClear();
    window.history.pushState(null, '', '/garanta-acesso-completo');
    startEarlyBoot();
    await takeEarlyRemotesManifest();
    await waitFor(() => preloads().length > 0);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/remotes.json', commerceManifest]);
  });
});

describe('a signed-in phone sent to the app', () => {
  const phone = () =>
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      );
  const frame = () => {
    document.body.className = 'layout-navigation';
    document.body.innerHTML = '<header id="shell-topbar"></header><main id="area" tabindex="-1"></main>';
  };
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.__shellStarted;
  });

  it('is on /baixar-o-app, with its layout and its page in the frame, before the shell starts', async () => {
    phone();
    frame();
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    window.history.pushState(null, '', '/mesa-de-estudo?x=1');
    startEarlyBoot();
    expect(window.location.pathname + window.location.search).toBe('/baixar-o-app');
    expect(document.body.className).toBe('layout-default');
    const area = document.getElementById('area')!;
    expect(area.querySelector('h1')?.textContent).toBe(APP_DOWNLOAD_TITLE);
    expect(area.textContent).toContain(APP_DOWNLOAD_TEXT);
    // its session calls still go (right after), for the shell that starts there
    await earlyRequestsSent();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/bff/profile/me'))).toBe(true);
  });

  it('keeps the legacy app link of the notebooks area, and paints once the frame is parsed when it ran before it', () => {
    phone();
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    window.history.pushState(null, '', '/cadernos-e-simulados/cadernos/12');
    let readyState: DocumentReadyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    startEarlyBoot();
    expect(window.location.search).toBe('?legacy-app-link=%2Fcadernos-e-simulados%2Fcadernos%2F12');
    expect(document.getElementById('area')).toBeNull();
    frame();
    readyState = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
    expect(document.getElementById('area')?.textContent).toContain(APP_DOWNLOAD_TEXT);
  });

  it('is left to the shell when not signed in, on a page a phone may open, on a path with a maintenance flag of its own, or when the shell already started', () => {
    phone();
    frame();
    const untouched = (path: string) => {
      resetEarlyBoot();
      document.getElementById('area')!.replaceChildren();
      window.history.pushState(null, '', path);
      startEarlyBoot();
      expect(window.location.pathname).toBe(path);
      expect(document.getElementById('area')).not.toHaveTextContent(APP_DOWNLOAD_TITLE);
    };
    untouched('/mesa-de-estudo');
    expect(document.getElementById('area')).toBeEmptyDOMElement();
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    // a page a phone may open shows its own first frame
    untouched('/cursos');
    expect(document.querySelector('#area h1')).toHaveTextContent(FIRST_FRAMES['/cursos'].title);
    untouched('/meu-perfil');
    expect(document.getElementById('area')).toBeEmptyDOMElement();
    untouched('/ldi/curso-1');
    untouched('/todos-os-cursos/curso-1');
    window.__shellStarted = true;
    untouched('/mesa-de-estudo');
    expect(document.getElementById('area')).toBeEmptyDOMElement();
  });

  it('is not done for a desktop, which sees the first frame of its page', () => {
    frame();
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    window.history.pushState(null, '', '/mesa-de-estudo');
    startEarlyBoot();
    expect(window.location.pathname).toBe('/mesa-de-estudo');
    expect(document.getElementById('area')).not.toHaveTextContent(APP_DOWNLOAD_TITLE);
    expect(document.querySelector('#area h1')).toHaveTextContent('Mesa de estudo');
  });
});

describe("a page's first frame", () => {
  const staticFrame = () => {
    document.body.innerHTML = '<header id="shell-topbar"></header><main id="area" tabindex="-1"></main>';
  };
  const area = () => document.getElementById('area')!;
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.__shellStarted;
  });

  it("is painted for a signed-in student: the page's heading and intro, and that it is loading, before the shell starts", () => {
    staticFrame();
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    window.history.pushState(null, '', '/cursos?page=1');
    startEarlyBoot();
    const frame = area().querySelector('[data-boot-page]');
    expect(frame?.querySelector('h1')).toHaveTextContent('Cursos');
    expect(frame).toHaveTextContent('Escolha seu curso ou plano e comece a estudar hoje.');
    expect(frame?.querySelector('[role="status"]')).toHaveTextContent(AREA_LOADING_TEXT);
    expect(area().querySelectorAll('h1')).toHaveLength(1);
  });

  it('is painted once the static frame is parsed when the boot ran before it', () => {
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    window.history.pushState(null, '', '/questoes/buscar');
    let readyState: DocumentReadyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    startEarlyBoot();
    staticFrame();
    expect(area()).toBeEmptyDOMElement();
    readyState = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
    expect(area().querySelector('h1')).toHaveTextContent('Seleção de questões');
  });

  it('is not painted without a session, on a page without one, or when the shell already started', () => {
    staticFrame();
    const nothingOn = (path: string) => {
      resetEarlyBoot();
      window.history.pushState(null, '', path);
      startEarlyBoot();
      expect(area()).toBeEmptyDOMElement();
    };
    nothingOn('/mesa-de-estudo');
    document.cookie = `${SESSION_COOKIE}=tok-9; path=/`;
    nothingOn('/mesa-de-estudo/favoritos');
    nothingOn('/cursos/direito');
    nothingOn('/auth');
    window.__shellStarted = true;
    nothingOn('/mesa-de-estudo');
  });
});

/** Once the early boot's steps have all run (each in a task of its own after startEarlyBoot's). */
const earlyRequestsSent = () => waitFor(() => (window.__shellEarlyBoot?.pending.length ?? 0) === 0);

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 50 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}
