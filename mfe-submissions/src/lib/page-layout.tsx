import type { ReactNode } from 'react';

/** The frame of every page of the area: one <h1>, an optional intro, then the content. */
export function PageLayout({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.lg,
        padding: theme.space.lg,
        maxWidth: 1280,
        margin: '0 auto',
        color: theme.colors.text,
      })}
    >
      <header css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
        <h1
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.xxl,
            lineHeight: theme.lineHeights.heading,
          })}
        >
          {title}
        </h1>
        {intro && <div css={(theme) => ({ color: theme.colors.textMuted })}>{intro}</div>}
      </header>
      {children}
    </div>
  );
}
