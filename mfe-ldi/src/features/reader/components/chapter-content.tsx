import { useId } from 'react';
import { usePlatform, type LdiChapter, type LdiItem } from 'shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { chapterItemsQuery } from '../api/get-item';
import { visibleBlocks, type BlockFilterState } from '../state/block-filters';
import { BlockView } from './block-view';
import { ContentSkeleton, QueryView } from 'shared-design-system/area';

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
  const items = useQuery(
    chapterItemsQuery(
      platform,
      chapter.items.map((item) => item.id),
    ),
  );
  return (
    <QueryView
      query={items}
      errorMessage="Não foi possível carregar o conteúdo deste capítulo."
      skeleton={<ContentSkeleton shape="detail" label="Carregando capítulo" />}
      isEmpty={(list) => list.length === 0}
      empty={<p css={{ margin: 0 }}>Este capítulo ainda não tem conteúdo.</p>}
    >
      {(list) => (
        <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl })}>
          {list.map((item) => (
            <ItemView key={item.id} item={item} chapter={chapter} filters={filters} />
          ))}
        </div>
      )}
    </QueryView>
  );
}
