import type { StudyTableCardGrid } from 'shared-contracts';
import { savedLayout } from './saved-layout';

const grid = (first: string, updatedAt: string): StudyTableCardGrid => ({
  responsiveLayout: { lg: [{ i: first, x: 0, y: 0, w: 12, h: 4 }] },
  updatedAt,
});

describe('savedLayout', () => {
  const older = grid('goal', '2025-03-01T12:00:00.000Z');
  const newer = grid('favorites', '2025-03-05T12:00:00.000Z');

  it('is null when neither call gave an arrangement', () => {
    expect(savedLayout(null, null)).toBeNull();
    expect(savedLayout(undefined, undefined)).toBeNull();
  });

  it('takes the one that answered when the other did not', () => {
    expect(savedLayout(older, null)).toBe(older.responsiveLayout);
    expect(savedLayout(null, newer)).toBe(newer.responsiveLayout);
  });

  it('takes the newer of the two, the card grid on a tie', () => {
    expect(savedLayout(older, newer)).toBe(newer.responsiveLayout);
    expect(savedLayout(newer, older)).toBe(newer.responsiveLayout);
    const same = grid('recent-activities', newer.updatedAt);
    expect(savedLayout(newer, same)).toBe(newer.responsiveLayout);
  });
});
