import {
  breakpointOf,
  compact,
  defaultLayouts,
  inReadingOrder,
  moveItem,
  resizeItem,
  restoreLayouts,
  type GridWidgetSize,
} from './grid-layout';

const WIDGETS: GridWidgetSize[] = [
  { id: 'a', column: 'main', h: 6 },
  { id: 'b', column: 'main', h: 4 },
  { id: 'c', column: 'side', h: 5 },
];

describe('dashboard grid layout', () => {
  it('defaults to two columns on large screens and one stack below', () => {
    const layouts = defaultLayouts(WIDGETS);
    expect(layouts.lg).toEqual([
      { i: 'a', x: 0, y: 0, w: 8, h: 6 },
      { i: 'b', x: 0, y: 6, w: 8, h: 4 },
      { i: 'c', x: 8, y: 0, w: 4, h: 5 },
    ]);
    expect(layouts.sm?.map((item) => [item.i, item.y, item.w])).toEqual([
      ['a', 0, 6],
      ['b', 6, 6],
      ['c', 10, 6],
    ]);
    expect(layouts.xs?.every((item) => item.w === 1)).toBe(true);
  });

  it('knows the breakpoint of a width', () => {
    expect(breakpointOf(1200)).toBe('lg');
    expect(breakpointOf(700)).toBe('sm');
    expect(breakpointOf(320)).toBe('xs');
  });

  it('compacts upwards without overlaps', () => {
    expect(
      compact(
        [
          { i: 'a', x: 0, y: 5, w: 2, h: 2 },
          { i: 'b', x: 1, y: 9, w: 2, h: 1 },
        ],
        4,
      ),
    ).toEqual([
      { i: 'a', x: 0, y: 0, w: 2, h: 2 },
      { i: 'b', x: 1, y: 2, w: 2, h: 1 },
    ]);
  });

  it('moves a card up or down in reading order; the ends stay put', () => {
    const xs = defaultLayouts(WIDGETS).xs ?? [];
    expect(inReadingOrder(moveItem(xs, 'c', 'up', 1)).map((item) => item.i)).toEqual(['a', 'c', 'b']);
    expect(inReadingOrder(moveItem(xs, 'a', 'down', 1)).map((item) => item.i)).toEqual(['b', 'a', 'c']);
    expect(inReadingOrder(moveItem(xs, 'a', 'up', 1)).map((item) => item.i)).toEqual(['a', 'b', 'c']);
  });

  it('resizes within the columns and a minimum height', () => {
    const lg = defaultLayouts(WIDGETS).lg ?? [];
    const wider = resizeItem(lg, 'c', { w: 5 }, 12);
    expect(wider.find((item) => item.i === 'c')?.w).toBe(4);
    const shorter = resizeItem(lg, 'b', { h: -10 }, 12);
    expect(shorter.find((item) => item.i === 'b')?.h).toBe(3);
    expect(resizeItem(lg, 'a', { w: -1, h: 1 }, 12).find((item) => item.i === 'a')).toMatchObject({
      w: 7,
      h: 7,
    });
  });

  it('restores a saved layout: unknown cards dropped, new cards added at the bottom, null gives the default', () => {
    expect(restoreLayouts(null, WIDGETS)).toEqual(defaultLayouts(WIDGETS));
    const restored = restoreLayouts(
      {
        xs: [
          { i: 'c', x: 0, y: 0, w: 1, h: 5 },
          { i: 'gone', x: 0, y: 5, w: 1, h: 5 },
          { i: 'a', x: 0, y: 10, w: 1, h: 6 },
        ],
      },
      WIDGETS,
    );
    expect(inReadingOrder(restored.xs ?? []).map((item) => item.i)).toEqual(['c', 'a', 'b']);
    expect(inReadingOrder(restored.lg ?? [])).toEqual(inReadingOrder(defaultLayouts(WIDGETS).lg ?? []));
  });
});
