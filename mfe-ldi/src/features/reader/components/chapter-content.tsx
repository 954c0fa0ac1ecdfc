import { useEffect, useId, useRef } from 'react';
import { usePlatform, type LdiChapter, type LdiItemSummary } from 'shared-contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'shared-design-system';
import { ContentSkeleton, formatHoursMinutes, LoadError } from 'shared-design-system/area';
import { SECONDS_PER_MINUTE, type ViewMode } from '../../../constants';
import { blocksOf, itemPagesQuery } from '../api/get-item';
import { setItemDone, useRefreshProgress } from '../api/progress';
import { itemStudyTimeQuery } from '../api/study-time';
import { visibleBlocks, type BlockFilterState } from '../state/block-filters';
import { useReaderDocument } from '../state/reader-context';
import { useBlockTime } from '../state/use-study-time';
import { BlockView } from './block-view';
import type { BlockPlace } from './cast-block-view';

/** Loads the next page when the end of the item comes near the screen (where IntersectionObserver exists). */
function useLoadOnScroll(load: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [load, enabled]);
  return sentinel;
}

/** Done / not done for one item (POST or DELETE .../item/{id}/completed), refreshing chapters and percentages. */
function ItemDoneButton({ item }: { item: LdiItemSummary }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const refresh = useRefreshProgress(ref);
  const toggle = useMutation({
    mutationFn: (done: boolean) => setItemDone(platform, ref, item.id, done),
    onSettled: refresh,
  });
  return (
    <div>
      <Button
        size="sm"
        variant={item.completed ? 'secondary' : 'primary'}
        loading={toggle.isPending}
        onClick={() => toggle.mutate(!item.completed)}
      >
        {item.completed ? 'Desmarcar como concluído' : 'Marcar como concluído'}
      </Button>
      {toggle.isError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          Não foi possível salvar. Tente novamente.
        </p>
      )}
    </div>
  );
}

function ItemView({
  summary,
  chapter,
  filters,
  viewMode,
  loadUntilBlockId,
}: {
  summary: LdiItemSummary;
  chapter: LdiChapter;
  filters: BlockFilterState;
  viewMode: ViewMode;
  loadUntilBlockId: number | null;
}) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const headingId = useId();
  const pages = useInfiniteQuery({
    ...itemPagesQuery(platform, summary.id, { viewMode, filters, loadUntilBlockId }),
    placeholderData: (previous) => previous,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const sentinel = useLoadOnScroll(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, hasNextPage);
  const blocks = visibleBlocks(blocksOf(pages.data?.pages ?? []), filters);
  // one lookup for all the chapter's items (the same query in each item)
  const studied =
    useQuery(
      itemStudyTimeQuery(
        platform,
        ref.courseId,
        chapter.items.map((item) => item.id),
      ),
    ).data?.find((entry) => entry.item_id === summary.id)?.seconds ?? 0;
  useBlockTime(blocks[0]?.id ?? null);

  useEffect(() => {
    if (!loadUntilBlockId || !pages.data) return;
    const target = document.getElementById(`bloco-${loadUntilBlockId}`);
    target?.scrollIntoView?.({ block: 'start' });
  }, [loadUntilBlockId, pages.data]);

  const place: BlockPlace = {
    kind: ref.kind,
    courseId: ref.courseId,
    courseSlug: ref.slug,
    chapterId: chapter.id,
    itemId: summary.id,
    sectionTitle: summary.title,
  };
  return (
    <article
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}
    >
      <header
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.md,
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <h3 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
          {summary.title}
        </h3>
        {studied >= SECONDS_PER_MINUTE && <span>Tempo de estudo: {formatHoursMinutes(studied)}</span>}
        <ItemDoneButton item={summary} />
      </header>
      {pages.isPending ? (
        <ContentSkeleton shape="detail" label="Carregando item" />
      ) : pages.isError && !pages.data ? (
        <LoadError
          message="Não foi possível carregar o conteúdo deste capítulo."
          onRetry={() => void pages.refetch()}
        />
      ) : blocks.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          Nenhum conteúdo deste item com os filtros escolhidos.
        </p>
      ) : (
        blocks.map((block) => (
          <div key={block.id} id={`bloco-${block.id}`} data-block-id={block.id}>
            <BlockView block={block} place={place} />
          </div>
        ))
      )}
      {hasNextPage && (
        <div ref={sentinel}>
          <Button
            variant="secondary"
            size="sm"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Carregar mais conteúdo
          </Button>
        </div>
      )}
      {pages.isFetchNextPageError && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          Não foi possível carregar mais conteúdo.
        </p>
      )}
    </article>
  );
}

/**
 * The items of a chapter with their blocks: each item's pages come from GET /v3/mci/items/{id} (page 1, 15 per
 * page, order asc) with the view mode and the chapter filters, further pages as the student scrolls.
 */
export function ChapterContent({
  chapter,
  filters,
  viewMode,
  loadUntilBlockId = null,
}: {
  chapter: LdiChapter;
  filters: BlockFilterState;
  viewMode: ViewMode;
  loadUntilBlockId?: number | null;
}) {
  if (chapter.items.length === 0) return <p css={{ margin: 0 }}>Este capítulo ainda não tem conteúdo.</p>;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xl })}>
      {chapter.items.map((item) => (
        <ItemView
          key={item.id}
          summary={item}
          chapter={chapter}
          filters={filters}
          viewMode={viewMode}
          loadUntilBlockId={loadUntilBlockId}
        />
      ))}
    </div>
  );
}
