// the main entry (the shared singleton under federation), never its files: see create-area-lifecycles.tsx
import { Skeleton, SkeletonGroup } from 'shared-design-system';

/** Props of `ContentSkeleton`. */
export interface ContentSkeletonProps {
  /**
   * the shape of what is loading: `cards` a grid like `CardGrid`, `list` rows of a list, `text` lines of a
   * paragraph, `detail` a heading, a picture-sized block and lines
   */
  shape?: 'cards' | 'list' | 'text' | 'detail';
  /** how many cards, rows or lines (default 6, 5, 3) */
  count?: number;
  /** the height of one card or row in px, as the real content has it (default 220 and 56) */
  itemHeight?: number;
  /** what is loading, said once to screen readers (default 'Carregando') */
  label?: string;
  /** like `CardGrid`'s */
  minCardWidth?: number;
}

/**
 * The loading state of a data view, shaped like the content it stands for so that nothing moves when the
 * data arrives. One status for screen readers ('Carregando'); the grey blocks are hidden from them.
 */
export function ContentSkeleton({
  shape = 'list',
  count,
  itemHeight,
  label,
  minCardWidth = 260,
}: ContentSkeletonProps) {
  if (shape === 'cards') {
    return (
      <SkeletonGroup label={label}>
        <div
          css={(theme) => ({
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(min(${minCardWidth}px, 100%), 1fr))`,
            gap: theme.space.md,
          })}
        >
          {Array.from({ length: count ?? 6 }, (_, index) => (
            <Skeleton key={index} shape="rect" height={itemHeight ?? 220} />
          ))}
        </div>
      </SkeletonGroup>
    );
  }
  if (shape === 'text' || shape === 'detail') {
    const lines = count ?? 3;
    return (
      <SkeletonGroup label={label}>
        {shape === 'detail' && <Skeleton width="40%" height={28} />}
        {shape === 'detail' && <Skeleton shape="rect" height={itemHeight ?? 180} />}
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} />
        ))}
      </SkeletonGroup>
    );
  }
  return (
    <SkeletonGroup label={label}>
      {Array.from({ length: count ?? 5 }, (_, index) => (
        <Skeleton key={index} shape="rect" height={itemHeight ?? 56} />
      ))}
    </SkeletonGroup>
  );
}
