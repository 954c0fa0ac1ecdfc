import { useEffect } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { usePlatform, type LdiBlock } from 'shared-contracts';
import { Button } from 'shared-design-system';
import {
  AreaNotFoundPage,
  ContentSkeleton,
  formatClock,
  LoadError,
  useUrlParams,
} from 'shared-design-system/area';
import { BLOCK_PARAM, PRINT_CHAPTER_PARAM, PRINT_COURSE_PARAM } from '../../constants';
import { SanitizedHtml } from '../../lib/sanitized-html';
import { printContentQuery } from '../reader/api/print';
import { printBlockQuery } from '../reader/api/print-selections';

/** A block as it prints: text in full, a question with its alternatives, media by title. */
function PrintBlock({ block }: { block: LdiBlock }) {
  switch (block.type) {
    case 'text':
    case 'tiptap':
      return <SanitizedHtml html={block.content} />;
    case 'question':
      return (
        <div>
          <p css={{ fontWeight: 600, margin: 0 }}>Questão · {block.question.source}</p>
          <SanitizedHtml html={block.question.statement} />
          <ol css={{ listStyle: 'none', paddingLeft: 0 }}>
            {block.question.alternatives.map((alternative) => (
              <li key={alternative.id}>
                {alternative.letter}) <SanitizedHtml html={alternative.body} css={{ display: 'inline' }} />
              </li>
            ))}
          </ol>
        </div>
      );
    case 'notebook':
      return (
        <p>
          Caderno: {block.notebook.name} ({block.notebook.questions_number} questões)
        </p>
      );
    case 'youtube':
    case 'vimeo':
    case 'videoMyDocuments':
      return (
        <p>
          Vídeo: {block.video.title} ({formatClock(block.video.duration)})
        </p>
      );
    case 'cast':
      return <p>Áudio: {block.cast.track.title}</p>;
    case 'pdfMyDocuments':
      return <p>Anexo: {block.file.name}</p>;
    case 'rangeLdiLinks':
      return (
        <ul>
          {block.links.map((link) => (
            <li key={link.url}>{link.title}</li>
          ))}
        </ul>
      );
  }
}

/**
 * /ldi/print, /ldi/pdf, /ldi/print-test and /trilhas-interativas/print (minimal layout, host): a chapter's
 * content loaded page by page (GET /v3/print/content/course/{id}/chapter/{id}?paginate&page, print-system
 * token) until every item is in, then printable; with ?bloco= one block instead.
 */
export function PrintPage({ test = false }: { test?: boolean }) {
  const [params] = useUrlParams();
  const blockId = Number(params.get(BLOCK_PARAM));
  if (Number.isInteger(blockId) && blockId > 0) return <PrintBlockPage blockId={blockId} test={test} />;
  return <PrintChapterPage test={test} />;
}

/** ?bloco={id}: one block (GET /v3/print/blocks/{id}, print-system token), e.g. one the student annotated. */
function PrintBlockPage({ blockId, test }: { blockId: number; test: boolean }) {
  const platform = usePlatform();
  const block = useQuery(printBlockQuery(platform, blockId));
  return (
    <main css={{ maxWidth: 800, margin: '0 auto', padding: 24 }}>
      {test && <p role="note">Impressão de teste</p>}
      <h1>{block.data?.chapter_title ?? 'Impressão'}</h1>
      {block.isPending && <ContentSkeleton shape="detail" label="Carregando conteúdo para impressão" />}
      {block.isError && (
        <LoadError
          message="Não foi possível carregar o conteúdo para impressão."
          onRetry={() => void block.refetch()}
        />
      )}
      {block.data && (
        <>
          <article aria-label={block.data.item_title}>
            <h2>{block.data.item_title}</h2>
            <PrintBlock block={block.data} />
          </article>
          <div css={{ '@media print': { display: 'none' } }}>
            <Button onClick={() => window.print()}>Imprimir</Button>
          </div>
        </>
      )}
    </main>
  );
}

function PrintChapterPage({ test }: { test: boolean }) {
  const platform = usePlatform();
  const [params] = useUrlParams();
  const courseId = Number(params.get(PRINT_COURSE_PARAM));
  const chapterId = Number(params.get(PRINT_CHAPTER_PARAM));
  const valid = Number.isInteger(courseId) && courseId > 0 && Number.isInteger(chapterId) && chapterId > 0;
  const content = useInfiniteQuery({ ...printContentQuery(platform, courseId, chapterId), enabled: valid });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = content;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);

  if (!valid) return <AreaNotFoundPage />;
  const pages = content.data?.pages ?? [];
  const complete = content.isSuccess && !hasNextPage;
  return (
    <main css={{ maxWidth: 800, margin: '0 auto', padding: 24 }}>
      {test && <p role="note">Impressão de teste</p>}
      <h1>{pages[0]?.title ?? 'Impressão'}</h1>
      {content.isPending && <ContentSkeleton shape="detail" label="Carregando conteúdo para impressão" />}
      {content.isError && (
        <LoadError
          message="Não foi possível carregar o conteúdo para impressão."
          onRetry={() => void (pages.length ? fetchNextPage() : content.refetch())}
        />
      )}
      {pages.flatMap((page) =>
        page.items.map((item) => (
          <article key={item.id} aria-label={item.title}>
            <h2>{item.title}</h2>
            {item.blocks.map((block) => (
              <PrintBlock key={block.id} block={block} />
            ))}
          </article>
        )),
      )}
      {!complete && pages.length > 0 && !content.isError && <p role="status">Carregando mais conteúdo…</p>}
      {complete && (
        <div css={{ '@media print': { display: 'none' } }}>
          <Button onClick={() => window.print()}>Imprimir</Button>
        </div>
      )}
    </main>
  );
}
