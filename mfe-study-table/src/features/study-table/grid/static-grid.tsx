import type { ReactNode } from 'react';
import type { StudyTableGridItem } from 'shared-contracts';

/** Height of one grid row in px. */
export const ROW_HEIGHT = 40;

/** Space between two cards and around them, in px (react-grid-layout's default margin and padding). */
export const GRID_MARGIN = 10;

export interface StaticGridCard {
  id: string;
  content: ReactNode;
}

/**
 * The resting study table: the cards where their layout puts them, in a CSS grid (issue 12). The same
 * geometry as react-grid-layout's (pointer-grid.tsx, loaded only while the student organizes the table):
 * `cols` equal columns and rows of `ROW_HEIGHT`, `GRID_MARGIN` between cards and around them, a card spanning
 * its `w` columns and `h` rows from (`x`, `y`). Without the library on the first page, its code (~30 kB), its
 * wrappers around each card and their own layout pass are not run before the cards show.
 */
export function StaticGrid({
  cols,
  layout,
  cards,
}: {
  cols: number;
  layout: readonly StudyTableGridItem[];
  /** in reading order */
  cards: readonly StaticGridCard[];
}) {
  const placeOf = new Map(layout.map((item) => [item.i, item]));
  return (
    <div
      className="st-static-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
        gridAutoRows: ROW_HEIGHT,
        gap: GRID_MARGIN,
        padding: GRID_MARGIN,
      }}
    >
      {cards.map(({ id, content }) => {
        const place = placeOf.get(id);
        return (
          <div
            key={id}
            data-grid-card={id}
            className="st-grid-card"
            style={
              place && {
                gridColumn: `${place.x + 1} / span ${place.w}`,
                gridRow: `${place.y + 1} / span ${place.h}`,
              }
            }
          >
            {content}
          </div>
        );
      })}
    </div>
  );
}
