import { css } from '@emotion/react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of `Card`. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** heading of the card; names the article */
  title?: ReactNode;
  /** heading level that fits the page outline; default 3 */
  headingLevel?: HeadingLevel;
  /** actions under the content (buttons, links) */
  actions?: ReactNode;
  /** section for a group inside a page, article for a self-contained item (default) */
  as?: 'article' | 'section' | 'div';
  children?: ReactNode;
}

/** A surface grouping related content, named by its heading. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  as: Element = 'article',
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      aria-labelledby={title ? headingId : undefined}
      {...rest}
      css={(theme) => css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space.sm}px;
        padding: ${theme.space.md}px;
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg}px;
        box-shadow: ${theme.shadows.card};
      `}
    >
      {title && (
        <Heading
          id={headingId}
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.lg,
            lineHeight: theme.lineHeights.heading,
          })}
        >
          {title}
        </Heading>
      )}
      {children}
      {actions && (
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: 'auto' })}>
          {actions}
        </div>
      )}
    </Element>
  );
}
