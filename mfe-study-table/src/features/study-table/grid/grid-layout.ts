import type { StudyTableGridItem, StudyTableResponsiveLayout } from 'shared-contracts';

/** The dashboard's breakpoints (min width in px) and columns per breakpoint. */
export const GRID_BREAKPOINTS = { lg: 996, sm: 600, xs: 0 } as const;
export const GRID_COLS = { lg: 12, sm: 6, xs: 1 } as const;
export type GridBreakpoint = keyof typeof GRID_BREAKPOINTS;
export const GRID_BREAKPOINT_NAMES = Object.keys(GRID_BREAKPOINTS) as GridBreakpoint[];

/** One card's size in the default layout: its column in lg (main or side) and its height in rows. */
export interface GridWidgetSize {
  id: string;
  column: 'main' | 'side';
  h: number;
}

const MAIN_WIDTH = 8;
const MIN_H = 3;

/** The breakpoint a container width falls in. */
export function breakpointOf(width: number): GridBreakpoint {
  return GRID_BREAKPOINT_NAMES.find((name) => width >= GRID_BREAKPOINTS[name]) ?? 'xs';
}

/** The default layout: lg in two columns (main 8, side 4), sm and xs stacked full width. */
export function defaultLayouts(widgets: readonly GridWidgetSize[]): StudyTableResponsiveLayout {
  const lg: StudyTableGridItem[] = [];
  let mainY = 0;
  let sideY = 0;
  for (const widget of widgets) {
    if (widget.column === 'main') {
      lg.push({ i: widget.id, x: 0, y: mainY, w: MAIN_WIDTH, h: widget.h });
      mainY += widget.h;
    } else {
      lg.push({ i: widget.id, x: MAIN_WIDTH, y: sideY, w: GRID_COLS.lg - MAIN_WIDTH, h: widget.h });
      sideY += widget.h;
    }
  }
  const stacked = (cols: number) => {
    let y = 0;
    return widgets.map((widget) => {
      const item = { i: widget.id, x: 0, y, w: cols, h: widget.h };
      y += widget.h;
      return item;
    });
  };
  return { lg, sm: stacked(GRID_COLS.sm), xs: stacked(GRID_COLS.xs) };
}

const overlaps = (a: StudyTableGridItem, b: StudyTableGridItem) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Items in reading order: top to bottom, then left to right. */
export function inReadingOrder(layout: readonly StudyTableGridItem[]): StudyTableGridItem[] {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Vertical compaction: each item, in reading order, goes as high as it can without overlapping. */
export function compact(layout: readonly StudyTableGridItem[], cols: number): StudyTableGridItem[] {
  const placed: StudyTableGridItem[] = [];
  for (const original of inReadingOrder(layout)) {
    const w = Math.min(Math.max(1, original.w), cols);
    const item = { ...original, w, x: Math.min(Math.max(0, original.x), cols - w), y: 0 };
    while (placed.some((other) => overlaps(item, other))) item.y += 1;
    placed.push(item);
  }
  return placed;
}

/**
 * The saved layouts made safe for the current cards: unknown cards dropped, missing cards (or
 * breakpoints) taken from the default layout at the bottom, positions compacted. Null: the default.
 */
export function restoreLayouts(
  saved: StudyTableResponsiveLayout | null | undefined,
  widgets: readonly GridWidgetSize[],
): StudyTableResponsiveLayout {
  const defaults = defaultLayouts(widgets);
  if (!saved) return defaults;
  const ids = new Set(widgets.map((widget) => widget.id));
  const result: StudyTableResponsiveLayout = {};
  for (const name of GRID_BREAKPOINT_NAMES) {
    const own = (saved[name] ?? []).filter((item) => ids.has(item.i));
    const bottom = own.reduce((max, item) => Math.max(max, item.y + item.h), 0);
    const missing = (defaults[name] ?? [])
      .filter((item) => !own.some((other) => other.i === item.i))
      .map((item) => ({ ...item, y: item.y + bottom }));
    result[name] = compact(
      [...own, ...missing].map(({ i, x, y, w, h }) => ({ i, x, y, w, h: Math.max(MIN_H, h) })),
      GRID_COLS[name],
    );
  }
  return result;
}

export type GridMove = 'up' | 'down';

/** Swaps a card with the one before (up) or after (down) it in reading order, then compacts. */
export function moveItem(
  layout: readonly StudyTableGridItem[],
  id: string,
  direction: GridMove,
  cols: number,
): StudyTableGridItem[] {
  const ordered = inReadingOrder(layout);
  const index = ordered.findIndex((item) => item.i === id);
  const otherIndex = direction === 'up' ? index - 1 : index + 1;
  const item = ordered[index];
  const other = ordered[otherIndex];
  if (!item || !other) return [...layout];
  const swapped = ordered.map((entry) => {
    if (entry.i === item.i) return { ...entry, x: other.x, y: other.y };
    if (entry.i === other.i) return { ...entry, x: item.x, y: item.y };
    return entry;
  });
  return compact(swapped, cols);
}

/** Grows or shrinks a card by whole columns/rows, within the grid and a minimum height. */
export function resizeItem(
  layout: readonly StudyTableGridItem[],
  id: string,
  change: { w?: number; h?: number },
  cols: number,
): StudyTableGridItem[] {
  return compact(
    layout.map((item) =>
      item.i === id
        ? {
            ...item,
            w: Math.min(cols - item.x, Math.max(1, item.w + (change.w ?? 0))),
            h: Math.max(MIN_H, item.h + (change.h ?? 0)),
          }
        : item,
    ),
    cols,
  );
}
