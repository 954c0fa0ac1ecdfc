import { useId } from 'react';
import { usePlatform, type LdiChapter, type LdiItem } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getItem } from '../api/get-item';
import { visibleBlocks, type BlockFilterState } from '../state/block-filters';
import { BlockView } from './block-view';
import { LoadError } from 'shared-design-system/area';

function ItemView({
  item,
  chapter,
  filters,
}: {
  item: LdiItem;
  chapter: LdiChapter;
  filters: BlockFilterState;
}) {
  const headingId = useId();
  const blocks = visibleBlocks(item.blocks, filters);
  const place = {
    courseId: item.course_id,
    chapterId: chapter.id,
    itemId: item.id,
    sectionTitle: item.title,
  };
  return (
    <article
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}
    >
      <h3 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {item.title}
      </h3>
      {blocks.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          Nenhum conteúdo deste item com os filtros escolhidos.
        </p>
      ) : (
        blocks.map((block) => <BlockView key={block.id} block={block} place={place} />)
      )}
    </article>
  );
}

/** The items of a chapter with their blocks (one GET /v3/mci/items/{id} per item), filtered. */
export function ChapterContent({ chapter, filters }: { chapter: LdiChapter; filters: BlockFilterState }) {
  const platform = usePlatform();
  const itemIds = chapter.items.map((item) => item.id);
  const items = useRemoteData(
    (signal) => Promise.all(itemIds.map((id) => getItem(platform, id, signal))),
    [platform, itemIds.join(',')],
  );

  if (items.status === 'loading') {
    return (
      <SkeletonGroup label="Carregando capítulo">
        <Skeleton height={24} width="40%" />
        <Skeleton height={160} shape="rect" />
      </SkeletonGroup>
    );
  }
  if (items.status === 'error')
    return <LoadError message="Não foi possível carregar o conteúdo deste capítulo." onRetry={items.retry} />;
  if (items.data.length === 0) return <p css={{ margin: 0 }}>Este capítulo ainda não tem conteúdo.</p>;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl })}>
      {items.data.map((item) => (
        <ItemView key={item.id} item={item} chapter={chapter} filters={filters} />
      ))}
    </div>
  );
}
