import { useId, type ReactNode } from 'react';

/** Props of `AreaPage`. */
export interface AreaPageProps {
  /** the page's one <h1> */
  title: ReactNode;
  /** above the title, usually a `Breadcrumb` */
  breadcrumb?: ReactNode;
  /** next to the title: the page's actions (buttons, links) */
  actions?: ReactNode;
  /** under the title: a short introduction */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every page of an area: breadcrumb, one <h1> with the page's actions beside it, an optional
 * intro, then the content (the host's #area is the <main>, so this is not another landmark).
 */
export function AreaPage({ title, breadcrumb, actions, intro, children }: AreaPageProps) {
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
      {breadcrumb}
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
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
          {actions}
        </div>
        {intro && <div css={(theme) => ({ color: theme.colors.textMuted })}>{intro}</div>}
      </div>
      {children}
    </div>
  );
}

/** Props of `PageSection`. */
export interface PageSectionProps {
  /** the section's <h2> (also its accessible name) */
  title: ReactNode;
  /** next to the heading (e.g. 'Ver todos') */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A named part of a page: a <section> labelled by its <h2>. */
export function PageSection({ title, actions, children }: PageSectionProps) {
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
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Props of `CardGrid`. */
export interface CardGridProps {
  children: ReactNode;
  /** the list's accessible name */
  label?: string;
  /** the narrowest a card may get, in px (default 260) */
  minCardWidth?: number;
}

/** A responsive grid of cards: a <ul> whose children are <li>. */
export function CardGrid({ children, label, minCardWidth = 260 }: CardGridProps) {
  return (
    <ul
      aria-label={label}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minCardWidth}px, 100%), 1fr))`,
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

/** Props of `CardList`. */
export interface CardListProps {
  children: ReactNode;
  /** the list's accessible name */
  label?: string;
}

/** Cards one under the other (orders, essays, submissions): a <ul> whose children are <li>. */
export function CardList({ children, label }: CardListProps) {
  return (
    <ul
      aria-label={label}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.sm,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      })}
    >
      {children}
    </ul>
  );
}

/** Props of `InlineList`. */
export interface InlineListProps {
  children: ReactNode;
  /** the list's accessible name */
  label?: string;
  /** the space between items: 'sm' (chips, filters) or 'md' (links a student picks from) */
  gap?: 'sm' | 'md';
}

/** Short items side by side, wrapping (shelves, tags, links to pick from): a <ul> whose children are <li>. */
export function InlineList({ children, label, gap = 'sm' }: InlineListProps) {
  return (
    <ul
      aria-label={label}
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space[gap],
        margin: 0,
        padding: 0,
        listStyle: 'none',
      })}
    >
      {children}
    </ul>
  );
}
