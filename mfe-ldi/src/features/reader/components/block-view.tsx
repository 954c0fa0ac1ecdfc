import { safeHref, formatClock, formatFileSize } from 'shared-design-system/area';
import { useId } from 'react';
import { usePlatform, type LdiBlock, type LdiQuestionBlock, type LdiVideoBlock } from 'shared-contracts';
import { NOTEBOOK_PATH } from '../../../constants';
import { SanitizedHtml } from '../../../lib/sanitized-html';
import { CastBlockView, type BlockPlace } from './cast-block-view';

const proseStyle = {
  lineHeight: 1.6,
  '& p': { margin: '0 0 0.75em' },
  '& h3': { margin: '0 0 0.5em' },
} as const;

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

function QuestionBlockView({ block }: { block: LdiQuestionBlock }) {
  const headingId = useId();
  const { question } = block;
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
      })}
    >
      <h4
        id={headingId}
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
      >
        Questão · {question.source}
      </h4>
      <SanitizedHtml html={question.statement} css={proseStyle} />
      <ol
        aria-label="Alternativas"
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.xs,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        })}
      >
        {question.alternatives.map((alternative) => (
          <li key={alternative.id} css={(theme) => ({ display: 'flex', gap: theme.space.sm })}>
            <strong aria-hidden="true">{alternative.letter})</strong>
            <SanitizedHtml html={alternative.body} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One block of a learning document, by type (spec 2 §1). */
export function BlockView({ block, place }: { block: LdiBlock; place: BlockPlace }) {
  const { wording } = usePlatform().vertical;
  switch (block.type) {
    case 'text':
    case 'tiptap':
      return <SanitizedHtml html={block.content} css={proseStyle} />;
    case 'youtube':
    case 'vimeo':
    case 'videoMyDocuments':
      return <VideoBlockView block={block} />;
    case 'question':
      return <QuestionBlockView block={block} />;
    case 'notebook':
      return (
        <p css={{ margin: 0 }}>
          <a
            href={`${NOTEBOOK_PATH}/${block.notebook.id}`}
            css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
          >
            Resolver {wording.notebook.toLowerCase()}: {block.notebook.name}
          </a>{' '}
          ({block.notebook.questions_number} questões)
        </p>
      );
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
