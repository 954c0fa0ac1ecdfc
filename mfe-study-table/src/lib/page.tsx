import { useId, type ReactNode } from 'react';

export interface PageProps {
  /** the page's one <h1> */
  title: ReactNode;
  /** shown above the title (e.g. a Breadcrumb) */
  before?: ReactNode;
  /** next to the title (e.g. an action) */
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
  /** next to the heading (e.g. 'Ver todos') */
  aside?: ReactNode;
  children?: ReactNode;
}

/** A named part of a page (<section> labelled by its <h2>). */
export function Section({ title, aside, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
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
          id={headingId}
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

/** A responsive grid of cards. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: theme.space.md,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      })}
    >
      {children}
    </ul>
  );
}
