import type { ReactNode } from 'react';

export interface PageProps {
  /** the page's one <h1> */
  title: ReactNode;
  /** shown above the title (e.g. a Breadcrumb) */
  before?: ReactNode;
  /** next to the title (e.g. actions) */
  aside?: ReactNode;
  children?: ReactNode;
}

/** Frame of every page of this area: one <h1>, then the content (the host's #area is the <main>). */
export function Page({ title, before, aside, children }: PageProps) {
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.lg,
        padding: theme.space.lg,
        color: theme.colors.text,
        fontFamily: theme.fontFamily,
      })}
    >
      {before}
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space.sm,
        })}
      >
        <h1
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.xxl,
            lineHeight: theme.lineHeights.heading,
          })}
        >
          {title}
        </h1>
        {aside}
      </div>
      {children}
    </div>
  );
}

export interface SectionProps {
  title: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}

/** A named part of a page (<section> labelled by its <h2>). */
export function Section({ title, aside, children }: SectionProps) {
  return (
    <section
      aria-label={typeof title === 'string' ? title : undefined}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}
    >
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: theme.space.sm,
        })}
      >
        <h2
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.xl,
            lineHeight: theme.lineHeights.heading,
          })}
        >
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
