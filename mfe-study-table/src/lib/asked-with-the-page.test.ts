import { ASKED_WITH_THE_PAGE_MS, refetchUnlessJustAnswered } from './asked-with-the-page';

const NOW = Date.UTC(2026, 10, 30, 12);
const answered = (msAgo: number, isInvalidated = false) => ({
  state: { dataUpdatedAt: NOW - msAgo, isInvalidated },
});

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('refetchUnlessJustAnswered (a live list, as a card mounts)', () => {
  it('takes an answer of moments ago (its page asked for it)', () => {
    expect(refetchUnlessJustAnswered(answered(800))).toBe(false);
    expect(refetchUnlessJustAnswered(answered(ASKED_WITH_THE_PAGE_MS - 1))).toBe(false);
  });

  it('asks again for an older answer', () => {
    expect(refetchUnlessJustAnswered(answered(ASKED_WITH_THE_PAGE_MS))).toBe(true);
    expect(refetchUnlessJustAnswered(answered(60_000))).toBe(true);
  });

  it('asks again for an invalidated list, however recent', () => {
    expect(refetchUnlessJustAnswered(answered(800, true))).toBe(true);
  });
});
