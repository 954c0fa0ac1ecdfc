import { safeHref, formatClock, formatFileSize } from 'shared-design-system/area';
import { useQuery } from '@tanstack/react-query';
import { usePlatform, type LdiBlock, type LdiNotebookBlock, type LdiVideoBlock } from 'shared-contracts';
import { NOTEBOOK_PATH } from '../../../constants';
import { notebookSolvedQuery } from '../api/questions';
import { AnnotatableText } from './annotatable-text';
import { CastBlockView, type BlockPlace } from './cast-block-view';
import { QuestionBlockView } from './question-block-view';

function VideoBlockView({ block }: { block: LdiVideoBlock }) {
  const { video } = block;
  const caption = `${video.title} (${formatClock(video.duration)})`;
  if (block.type === 'videoMyDocuments') {
    return (
      <figure css={{ margin: 0 }}>
        <video
          controls
          preload="none"
          src={safeHref(video.source)}
          aria-label={video.title}
          css={{ width: '100%', maxWidth: 720 }}
        />
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }
  const src =
    block.type === 'youtube'
      ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.source)}`
      : `https://player.vimeo.com/video/${encodeURIComponent(video.source)}`;
  return (
    <figure css={{ margin: 0 }}>
      <iframe
        src={src}
        title={video.title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        css={{ width: '100%', maxWidth: 720, aspectRatio: '16 / 9', border: 0 }}
      />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A notebook block: a link to its questions with their count and how many the student solved here. */
function NotebookBlockView({ block, place }: { block: LdiNotebookBlock; place: BlockPlace }) {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const solved = useQuery(
    notebookSolvedQuery(platform, {
      notebookId: block.notebook.id,
      courseId: place.courseId,
      chapterId: place.chapterId,
    }),
  );
  const solvedCount = solved.data?.length ?? 0;
  return (
    <p css={{ margin: 0 }}>
      <a
        href={`${NOTEBOOK_PATH}/${block.notebook.id}`}
        css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
      >
        Resolver {wording.notebook.toLowerCase()}: {block.notebook.name}
      </a>{' '}
      ({block.notebook.questions_number} questões
      {solvedCount > 0
        ? ` · ${solvedCount} ${solvedCount === 1 ? 'resolvida' : 'resolvidas'}, ${
            solved.data?.filter((entry) => entry.correct).length ?? 0
          } certas`
        : ''}
      )
    </p>
  );
}

/** One block of a learning document, by type (spec 2 §1). */
export function BlockView({ block, place }: { block: LdiBlock; place: BlockPlace }) {
  switch (block.type) {
    case 'text':
    case 'tiptap':
      return <AnnotatableText block={block} place={place} />;
    case 'youtube':
    case 'vimeo':
    case 'videoMyDocuments':
      return <VideoBlockView block={block} />;
    case 'question':
      return <QuestionBlockView block={block} place={place} />;
    case 'notebook':
      return <NotebookBlockView block={block} place={place} />;
    case 'cast':
      return <CastBlockView block={block} place={place} />;
    case 'pdfMyDocuments':
      return (
        <p css={{ margin: 0 }}>
          <a
            href={safeHref(block.file.url)}
            download
            css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
          >
            Baixar {block.file.name}
          </a>{' '}
          (PDF, {formatFileSize(block.file.size)})
        </p>
      );
    case 'rangeLdiLinks':
      return (
        <ul css={{ margin: 0 }}>
          {block.links.map((link) => (
            <li key={link.url}>
              <a href={safeHref(link.url)} css={(theme) => ({ color: theme.colors.primary })}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      );
  }
}
