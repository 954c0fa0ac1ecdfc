import { CONTRACT_VERSION } from 'shared-contracts';
import { AREA_RETRY_LABEL, AREA_UNAVAILABLE_TITLE } from './area-dom';
import { checkAreaModule, createResilientArea } from './resilient-area';

function fakeArea(contractRange = '^1.0.0') {
  let node: HTMLElement | null = null;
  return {
    contractRange,
    bootstrap: jest.fn(async () => {}),
    mount: jest.fn(async () => {
      node = document.createElement('p');
      node.textContent = 'área real';
      document.getElementById('area')!.appendChild(node);
    }),
    unmount: jest.fn(async () => {
      node?.remove();
    }),
  };
}

const silent = { error: jest.fn(), warn: jest.fn() };

beforeEach(() => {
  document.body.innerHTML = '<main id="area"></main>';
});

test('a remote that loads mounts its area and unmounts cleanly', async () => {
  const area = fakeArea();
  const app = createResilientArea({
    owner: 'mfe-cast',
    load: async () => area,
    forget: jest.fn(),
    contractVersion: CONTRACT_VERSION,
    logger: silent,
  });
  await app.mount({});
  expect(document.getElementById('area')).toHaveTextContent('área real');
  await app.unmount({});
  expect(document.getElementById('area')!.innerHTML).toBe('');
});

test('a failing remote shows the fallback area, and retry mounts it once the remote is back', async () => {
  const area = fakeArea();
  let up = false;
  const forget = jest.fn();
  const app = createResilientArea({
    owner: 'mfe-cast',
    load: async () => {
      if (!up) throw new Error('connection refused');
      return area;
    },
    forget,
    contractVersion: CONTRACT_VERSION,
    logger: silent,
  });
  await app.mount({});
  expect(document.querySelector('h1')).toHaveTextContent(AREA_UNAVAILABLE_TITLE);
  expect(silent.error).toHaveBeenCalledWith(expect.stringContaining('connection refused'));

  up = true;
  const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === AREA_RETRY_LABEL)!;
  retry.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(forget).toHaveBeenCalledTimes(1);
  expect(document.getElementById('area')).toHaveTextContent('área real');
  expect(document.getElementById('area')).not.toHaveTextContent(AREA_UNAVAILABLE_TITLE);
});

test("a container loader's failure turns into the fallback area, its reason logged", async () => {
  const logger = { error: jest.fn(), warn: jest.fn() };
  const app = createResilientArea({
    owner: 'mfe-cast',
    load: async () => {
      throw new Error('the manifest of mfe_cast answered 404');
    },
    forget: jest.fn(),
    contractVersion: CONTRACT_VERSION,
    logger,
  });
  await app.mount({});
  expect(document.querySelector('[role="alert"]')).toHaveTextContent(AREA_UNAVAILABLE_TITLE);
  expect(logger.error).toHaveBeenCalledWith(
    '[host-shell] area mfe-cast refused or unavailable: the manifest of mfe_cast answered 404',
  );
});

test('a remote built for another contract is refused with a logged reason', async () => {
  const area = fakeArea('^2.0.0');
  const app = createResilientArea({
    owner: 'mfe-cast',
    load: async () => area,
    forget: jest.fn(),
    contractVersion: '1.0.0',
    logger: silent,
  });
  await app.mount({});
  expect(area.mount).not.toHaveBeenCalled();
  expect(document.querySelector('h1')).toHaveTextContent(AREA_UNAVAILABLE_TITLE);
  expect(silent.error).toHaveBeenCalledWith(expect.stringContaining('does not satisfy'));
  expect(checkAreaModule({}, '1.0.0')).toEqual({
    ok: false,
    reason: './app does not export single-spa lifecycles',
  });
});

test('a remote that never answers is given up after the timeout', async () => {
  const app = createResilientArea({
    owner: 'mfe-cast',
    load: () => new Promise(() => {}),
    forget: jest.fn(),
    contractVersion: '1.0.0',
    timeoutMs: 20,
    logger: silent,
  });
  await app.mount({});
  expect(document.querySelector('h1')).toHaveTextContent(AREA_UNAVAILABLE_TITLE);
});

test('a throwing mount falls back instead of breaking the page', async () => {
  const area = fakeArea();
  area.mount.mockRejectedValueOnce(new Error('boom'));
  const app = createResilientArea({
    owner: 'mfe-cast',
    load: async () => area,
    forget: jest.fn(),
    contractVersion: '1.0.0',
    logger: silent,
  });
  await app.mount({});
  expect(document.querySelector('h1')).toHaveTextContent(AREA_UNAVAILABLE_TITLE);
});

test('a mount that fails part-way is unmounted, so what it had put up does not stay behind the fallback', async () => {
  const area = fakeArea();
  area.mount.mockImplementationOnce(async () => {
    const half = document.createElement('p');
    half.textContent = 'meia área';
    document.getElementById('area')!.appendChild(half);
    area.unmount.mockImplementationOnce(async () => half.remove());
    throw new Error('boom no meio');
  });
  const app = createResilientArea({
    owner: 'mfe-cast',
    load: async () => area,
    forget: jest.fn(),
    contractVersion: '1.0.0',
    logger: silent,
  });
  await app.mount({});
  expect(area.unmount).toHaveBeenCalledTimes(1);
  expect(document.getElementById('area')).not.toHaveTextContent('meia área');
  expect(document.querySelector('h1')).toHaveTextContent(AREA_UNAVAILABLE_TITLE);
});

test('an area whose mount ends after the student left is unmounted at once', async () => {
  const area = fakeArea();
  let finishMount: () => void = () => undefined;
  area.mount.mockImplementationOnce(
    () =>
      new Promise<void>((resolve) => {
        finishMount = () => {
          const node = document.createElement('p');
          node.textContent = 'área atrasada';
          document.getElementById('area')!.appendChild(node);
          area.unmount.mockImplementationOnce(async () => node.remove());
          resolve();
        };
      }),
  );
  const app = createResilientArea({
    owner: 'mfe-cast',
    load: async () => area,
    forget: jest.fn(),
    contractVersion: '1.0.0',
    logger: silent,
  });
  const mounting = app.mount({});
  await new Promise((resolve) => setTimeout(resolve, 0));
  await app.unmount({});
  finishMount();
  await mounting;
  expect(area.unmount).toHaveBeenCalledTimes(1);
  expect(document.getElementById('area')).not.toHaveTextContent('área atrasada');
});
