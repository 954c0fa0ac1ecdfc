import { css } from '@emotion/react';
import type { ReactNode } from 'react';

type HeadingLevel = 2 | 3 | 4;

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** a Button or link that gets the user going */
  action?: ReactNode;
  /** decorative picture (give it alt="" or aria-hidden) */
  illustration?: ReactNode;
  /** default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** What a list or page shows when it has nothing: heading, text and an optional action. */
export function EmptyState({
  title,
  description,
  action,
  illustration,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={className}
      css={(theme) => css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space.sm}px;
        padding: ${theme.space.xl}px ${theme.space.md}px;
        text-align: center;
        color: ${theme.colors.text};
      `}
    >
      {illustration}
      <Heading
        css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl, lineHeight: theme.lineHeights.heading })}
      >
        {title}
      </Heading>
      {description && (
        <p
          css={(theme) => ({
            margin: 0,
            maxWidth: 520,
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.md,
          })}
        >
          {description}
        </p>
      )}
      {action && <div css={(theme) => ({ marginTop: theme.space.sm })}>{action}</div>}
    </div>
  );
}
