import { act, renderHook } from '@testing-library/react';
import { formatClock, useCountdown } from './use-countdown';

describe('formatClock', () => {
  it.each([
    [3725, '01:02:05'],
    [900, '00:15:00'],
    [0, '00:00:00'],
    [-4, '00:00:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts down from the duration by the wall clock and calls onElapsed once at zero', () => {
    const elapsed = jest.fn();
    const { result } = renderHook(() => useCountdown(3, true, elapsed));
    expect(result.current).toBe(3);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(2);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(0);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('does not run while stopped', () => {
    const elapsed = jest.fn();
    const { result } = renderHook(() => useCountdown(2, false, elapsed));
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(2);
    expect(elapsed).not.toHaveBeenCalled();
  });
});
