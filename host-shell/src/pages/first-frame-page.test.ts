import { paintBootFirstFrame } from './first-frame-page';
import { removeBootPage } from './boot-page';

const FRAME = { title: 'Mesa de estudo' };
const area = () => document.getElementById('area')!;
/** MutationObserver callbacks run as microtasks after the change, as after a task in the browser */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.history.pushState(null, '', '/mesa-de-estudo');
  document.body.innerHTML = '<main id="area" tabindex="-1"></main>';
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/');
});

test('paints the heading first in the area, once, and nothing without the static frame', () => {
  area().innerHTML = '<div class="area-loading">Carregando…</div>';
  const page = paintBootFirstFrame(FRAME);
  expect(area().firstElementChild).toBe(page);
  expect(page?.querySelector('h1')).toHaveTextContent('Mesa de estudo');
  // no intro in this frame
  expect(page?.querySelector('div > div + div')).toBeNull();
  expect(paintBootFirstFrame(FRAME)).toBeNull();
  expect(area().querySelectorAll('h1')).toHaveLength(1);
  document.body.innerHTML = '';
  expect(paintBootFirstFrame(FRAME)).toBeNull();
});

test('stays beside the loading notice and an empty container, and goes in the same task as the page arrives', async () => {
  const page = paintBootFirstFrame(FRAME)!;
  // the host's loading notice and an application's container with nothing in it yet: the frame stays
  area().insertAdjacentHTML(
    'beforeend',
    '<div id="area-status:mfe-study-table" class="area-loading">Carregando…</div>',
  );
  const container = document.createElement('div');
  area().append(container);
  await observed();
  expect(page.isConnected).toBe(true);

  const headingsSeen: number[] = [];
  const watcher = new MutationObserver(() => headingsSeen.push(area().querySelectorAll('h1').length));
  watcher.observe(area(), { childList: true, subtree: true });
  container.innerHTML = '<div><h1>Mesa de estudo</h1></div>';
  await observed();
  watcher.disconnect();
  expect(page.isConnected).toBe(false);
  expect(area().querySelectorAll('h1')).toHaveLength(1);
  // the page's heading was never missing: the frame's went after it came
  expect(headingsSeen).not.toContain(0);

  // a later page rendered into the area does not bring it back
  container.innerHTML = '<p>outra</p>';
  await observed();
  expect(area().querySelector('[data-boot-page]')).toBeNull();
});

test("goes with the area's error view, which has no <h1>", async () => {
  const page = paintBootFirstFrame(FRAME)!;
  const container = document.createElement('div');
  area().append(container);
  await observed();
  container.innerHTML = '<div role="alert"><h2>Tivemos um problema</h2></div>';
  await observed();
  expect(page.isConnected).toBe(false);
});

test("goes with the area's fallback, which has a heading of its own", async () => {
  const page = paintBootFirstFrame(FRAME)!;
  area().insertAdjacentHTML(
    'beforeend',
    '<div class="area-fallback"><section role="alert"><h1>Esta área está temporariamente indisponível</h1></section></div>',
  );
  await observed();
  expect(page.isConnected).toBe(false);
});

test('goes once the student is on another path, and when the shell removes boot pages', async () => {
  let page = paintBootFirstFrame(FRAME)!;
  window.history.pushState(null, '', '/questoes/buscar');
  area().append(document.createElement('div'));
  await observed();
  expect(page.isConnected).toBe(false);

  window.history.pushState(null, '', '/mesa-de-estudo');
  page = paintBootFirstFrame(FRAME)!;
  removeBootPage();
  await observed();
  expect(page.isConnected).toBe(false);
  expect(area().querySelector('h1')).toBeNull();
});
