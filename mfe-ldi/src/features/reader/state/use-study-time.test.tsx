import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea } from '../../../testing/render-area';
import { SLUG } from '../../../testing/fixtures';
import { READER_ROUTES } from '../../../testing/reader-routes';

afterEach(() => {
  jest.useRealTimers();
  return closeTestServers();
});

/**
 * Retries `check` on real timeouts: testing-library's waitFor polls with setInterval, which is fake here, so
 * it would only look again on DOM changes and these checks are about requests.
 */
async function eventually(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('study time of an open item (useBlockTime)', () => {
  it('sends the seconds with the first block every 30 s and when the item closes, then asks the times again', async () => {
    // only the one-second ticker is fake: the network and testing-library keep real timers
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setImmediate',
        'queueMicrotask',
        'nextTick',
        'Date',
        'performance',
      ],
    });
    const { server } = await renderArea(`/ldi/${SLUG}`, READER_ROUTES);
    // the ticker starts once the item's blocks are in
    await screen.findByText('absoluto');
    const times = () =>
      server
        .requestsTo('GET', '/v3/mci/blocks/1001111/time')
        .map((request) => request.query.get('current_seconds'));
    const itemTimes = () => server.requestsTo('POST', '/ldi/api/study_time/items').length;
    await eventually(() => expect(itemTimes()).toBe(1));
    expect(times()).toEqual([]);

    act(() => {
      jest.advanceTimersByTime(29_000);
    });
    // a request would have reached the server by now
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(times()).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    await eventually(() => expect(times()).toEqual(['30']));
    // the times shown are asked again once the server has the seconds
    await eventually(() => expect(itemTimes()).toBeGreaterThan(1));

    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    await userEvent.click(screen.getByRole('link', { name: 'Organização do Estado' }));
    await eventually(() => expect(times()).toEqual(['30', '35']));
  });
});
