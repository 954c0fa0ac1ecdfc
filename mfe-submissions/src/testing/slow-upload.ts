/**
 * Test helpers for uploads that take long (issue 11): a route of the local test server that never answers,
 * and a fake clock for the slow notice (15 s) and the upload deadline (60 s and more) while the requests
 * still go over the real network.
 */
import { act } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import type { RecordedRequest, TestReply } from 'shared-contracts/testing';

// the real timers of Node, which the fake clock (the page's setTimeout) does not replace
const realTimers = jest.requireActual<typeof import('node:timers')>('node:timers');

/** Waits `ms` of real time (the network works while the page's clock is fake). */
export function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => realTimers.setTimeout(resolve, ms));
}

/**
 * From now on the page's setTimeout is fake (the slow notice's and the deadline's timers), and nothing else:
 * the network, React's scheduling and promises run as usual. Undo with `jest.useRealTimers()`.
 */
export function useFakeUploadClock(): void {
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
    ],
  });
}

/** Moves the fake clock on by `ms` (inside act: the timers' state changes render). */
export function advanceClock(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Whether the page's setTimeout is the fake clock's (as Testing Library checks it). */
function fakeClockOn(): boolean {
  return Object.prototype.hasOwnProperty.call(setTimeout, 'clock');
}

/**
 * Waits (in real time, up to `timeoutMs`) until `check` passes, letting the network answer and the page
 * render in between; zero-delay fake timers (React Query's notifications) run at each turn.
 */
export async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  let lastError: unknown;
  for (let waited = 0; waited <= timeoutMs; waited += 10) {
    await act(async () => {
      if (fakeClockOn()) jest.advanceTimersByTime(0);
      await realSleep(10);
    });
    try {
      check();
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** A route handler that takes the request and never answers, and what happened to its requests. */
export interface StalledRoute {
  handler: (request: RecordedRequest, response: ServerResponse) => Promise<TestReply>;
  /** requests received (the whole body read) */
  received: number;
  /** of those, the ones whose connection the client closed (aborted) */
  aborted: number;
}

/** A server route that never answers: it counts what it received and what the client aborted. */
export function stalledRoute(): StalledRoute {
  const route: StalledRoute = {
    received: 0,
    aborted: 0,
    handler: (_request, response) => {
      route.received += 1;
      response.on('close', () => {
        if (!response.writableEnded) route.aborted += 1;
      });
      return new Promise<TestReply>(() => undefined);
    },
  };
  return route;
}
