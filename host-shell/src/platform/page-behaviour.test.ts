import { CHUNK_RELOAD_GUARD_MS } from 'shared-contracts';
import { CHUNK_RELOAD_KEY, installPageBehaviour, isChunkLoadError } from './page-behaviour';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  document.body.innerHTML = '';
});

const routed = () => window.dispatchEvent(new CustomEvent('single-spa:routing-event'));

function chunkError(): Error {
  const error = new Error('Loading chunk 384 failed.\n(error: http://localhost:3000/384.js)');
  error.name = 'ChunkLoadError';
  return error;
}

test('a new page starts at the top; a hash scrolls to its anchor; the same page does not jump', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const stop = installPageBehaviour();
  window.history.pushState(null, '', '/cast');
  routed();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);

  scrollTo.mockClear();
  window.history.pushState(null, '', '/cast?page=2');
  routed();
  expect(scrollTo).not.toHaveBeenCalled();

  document.body.innerHTML = '<h2 id="faixas">Faixas</h2>';
  const anchor = document.getElementById('faixas') as HTMLElement;
  anchor.scrollIntoView = jest.fn();
  window.history.pushState(null, '', '/cast/album/2#faixas');
  routed();
  expect(anchor.scrollIntoView).toHaveBeenCalled();
  expect(scrollTo).not.toHaveBeenCalled();
  stop();
});

test('a chunk-load failure reloads the page at most once per minute', () => {
  let now = 1_000_000;
  const reload = jest.fn();
  const stop = installPageBehaviour({ reload, now: () => now });
  const fail = () => window.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));

  fail();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));
  now += CHUNK_RELOAD_GUARD_MS - 1;
  fail();
  expect(reload).toHaveBeenCalledTimes(1);
  now += 1;
  fail();
  expect(reload).toHaveBeenCalledTimes(2);

  window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
  expect(reload).toHaveBeenCalledTimes(2);
  stop();
});

test('chunk errors are recognised by name or message only', () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
  expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});
