import { useMemo, type ReactNode } from 'react';
import { GridLayout, type Layout } from 'react-grid-layout';
import type { StudyTableGridItem } from 'shared-contracts';
import { GRID_MARGIN, ROW_HEIGHT } from './static-grid';

export interface PointerGridProps {
  width: number;
  cols: number;
  layout: readonly StudyTableGridItem[];
  /** the cards, in reading order, each a `<div key data-grid-card>` */
  children: ReactNode;
  /** a card dropped or resized with the pointer: the grid's new layout */
  onChange: (layout: StudyTableGridItem[]) => void;
}

const strip = (layout: Layout): StudyTableGridItem[] =>
  layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

const DRAG = { enabled: true, handle: '.st-drag-handle' };
const RESIZE = { enabled: true };

/**
 * The cards while the student organizes the table: react-grid-layout, for dragging and resizing with the
 * pointer. Its own chunk, loaded only then (issue 12): the resting table is a CSS grid (static-grid.tsx) with
 * the same geometry (rows of `ROW_HEIGHT`, `GRID_MARGIN` between cards and around them), so nothing moves
 * when one becomes the other.
 */
export default function PointerGrid({ width, cols, layout, children, onChange }: PointerGridProps) {
  // a stable object: the grid compares its configuration by identity
  const gridConfig = useMemo(
    () => ({ cols, rowHeight: ROW_HEIGHT, margin: [GRID_MARGIN, GRID_MARGIN] as const }),
    [cols],
  );
  return (
    <GridLayout
      width={width}
      layout={layout as Layout}
      gridConfig={gridConfig}
      dragConfig={DRAG}
      resizeConfig={RESIZE}
      onDragStop={(next) => onChange(strip(next))}
      onResizeStop={(next) => onChange(strip(next))}
    >
      {children}
    </GridLayout>
  );
}
