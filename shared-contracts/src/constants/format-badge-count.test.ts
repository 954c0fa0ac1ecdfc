import { formatBadgeCount } from './format-badge-count';
import { categoryOpenedCookieName } from './business-constants';

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [9, '9'],
    [10, '10'],
    [11, '9+'],
    [250, '9+'],
  ])('%d → %j', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('categoryOpenedCookieName', () => {
  it('names the cookie of spec 3 §9', () => {
    expect(categoryOpenedCookieName(42)).toBe('product-id-42-opened-from-category-id');
  });
});
