import { afterFirstPage, FIRST_PAGE_WAIT_MS, trackFirstPage } from './first-page';

/** Whether `promise` has settled by now (after pending microtasks). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

let untrack: (() => void) | undefined;

afterEach(() => {
  untrack?.();
  untrack = undefined;
  jest.useRealTimers();
});

test('with nothing tracking the first page (a chrome part on its own), it resolves at once', async () => {
  expect(await settled(afterFirstPage())).toBe(true);
});

test("resolves only after the first page's routing event and the frame after it", async () => {
  jest.useFakeTimers();
  untrack = trackFirstPage();
  const waiting = afterFirstPage();
  jest.advanceTimersByTime(FIRST_PAGE_WAIT_MS - 1);
  expect(await settled(waiting)).toBe(false);

  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(await settled(waiting)).toBe(false);
  // the frame (jsdom's requestAnimationFrame is a ~16 ms timer), then the task after it
  jest.advanceTimersByTime(20);
  expect(await settled(waiting)).toBe(true);
  // later callers get the same answer at once
  expect(await settled(afterFirstPage())).toBe(true);
});

test('asks anyway after FIRST_PAGE_WAIT_MS when the first page is not mounted by then (a slow remote)', async () => {
  jest.useFakeTimers();
  untrack = trackFirstPage();
  const waiting = afterFirstPage();
  jest.advanceTimersByTime(FIRST_PAGE_WAIT_MS - 1);
  expect(await settled(waiting)).toBe(false);
  jest.advanceTimersByTime(1 + 20);
  expect(await settled(waiting)).toBe(true);
});
