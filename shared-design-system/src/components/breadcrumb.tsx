import { css, type Theme } from '@emotion/react';
import type { MouseEvent, ReactNode } from 'react';
import { BREADCRUMB_SEGMENT_MAX } from 'shared-contracts';
import { truncate } from './truncate';
import { VisuallyHidden } from './visually-hidden';

/**
 * One step of the trail: a link (href), an action inside the page (onSelect) or plain text. A link with
 * onSelect too hands its click to it (an area follows the link itself: `isPlainClick`, preventDefault).
 */
export interface BreadcrumbSegment {
  label: string;
  href?: string;
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
}

/** Props of `Breadcrumb`. */
export interface BreadcrumbProps {
  /** from the root to the current place; the last one is the current page */
  segments: readonly BreadcrumbSegment[];
  /** characters kept per segment; default 18 (spec 1 §5) */
  maxLength?: number;
  /** name of the navigation landmark; default 'Você está em' */
  label?: string;
  className?: string;
}

function SegmentText({ label, maxLength }: { label: string; maxLength: number }): ReactNode {
  const short = truncate(label, maxLength);
  if (short === label) return label;
  // Sighted users see the cut name (and the full one on hover); screen readers hear the full name.
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/** Breadcrumb trail: nav 'Você está em', segments cut at 18 characters with the full name in `title`. */
export function Breadcrumb({
  segments,
  maxLength = BREADCRUMB_SEGMENT_MAX,
  label = 'Você está em',
  className,
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol
        css={(theme) => css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space.xs}px;
          margin: 0;
          padding: 0;
          list-style: none;
          font-size: ${theme.fontSizes.sm}px;
          color: ${theme.colors.textMuted};
          & > li + li::before {
            content: '/';
            margin-right: ${theme.space.xs}px;
            color: ${theme.colors.textMuted};
          }
        `}
      >
        {segments.map((segment, index) => {
          const isCurrent = index === segments.length - 1;
          const title = Array.from(segment.label).length > maxLength ? segment.label : undefined;
          const text = <SegmentText label={segment.label} maxLength={maxLength} />;
          const linkStyle = (theme: Theme) => css`
            padding: 0;
            font: inherit;
            color: ${theme.colors.primary};
            background: none;
            border: 0;
            text-decoration: underline;
            cursor: pointer;
            &:focus-visible {
              outline: 3px solid ${theme.colors.focus};
              outline-offset: 2px;
            }
          `;
          let content: ReactNode;
          if (isCurrent) {
            content = (
              <span
                aria-current="page"
                title={title}
                css={(theme) => ({ color: theme.colors.text, fontWeight: 600 })}
              >
                {text}
              </span>
            );
          } else if (segment.href !== undefined) {
            content = (
              <a href={segment.href} title={title} onClick={segment.onSelect} css={linkStyle}>
                {text}
              </a>
            );
          } else if (segment.onSelect) {
            content = (
              <button type="button" title={title} onClick={segment.onSelect} css={linkStyle}>
                {text}
              </button>
            );
          } else {
            content = <span title={title}>{text}</span>;
          }
          return <li key={`${index}-${segment.label}`}>{content}</li>;
        })}
      </ol>
    </nav>
  );
}
