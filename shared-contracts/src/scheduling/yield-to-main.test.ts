import { yieldToMain, yieldToMainIfPrioritized } from './yield-to-main';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    await yieldToMainIfPrioritized();
    expect(yieldFn).toHaveBeenCalledTimes(2);
  });

  it('goes on in a macrotask where there is none', async () => {
    jest.useFakeTimers();
    let resumed = false;
    void yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await jest.runAllTimersAsync();
    expect(resumed).toBe(true);
  });
});

describe('yieldToMainIfPrioritized', () => {
  it('asks for no turn where the browser cannot resume the work first', () => {
    expect(yieldToMainIfPrioritized()).toBeNull();
  });
});
