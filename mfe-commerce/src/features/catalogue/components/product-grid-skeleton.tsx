import { Skeleton, SkeletonGroup } from 'shared-design-system';

/** Placeholder cards while a catalogue page loads. */
export function ProductGridSkeleton({
  cards = 4,
  label = 'Carregando cursos',
}: {
  cards?: number;
  label?: string;
}) {
  return (
    <SkeletonGroup label={label}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.md,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        })}
      >
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} shape="rect" height={320} />
        ))}
      </div>
    </SkeletonGroup>
  );
}
