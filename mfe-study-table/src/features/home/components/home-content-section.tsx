import { useId } from 'react';
import { safeHref } from 'shared-design-system/area';
import type { HomeContentAnswer } from '../api/get-home-content';

const linkCss = { color: 'inherit' };

/**
 * The vertical's home content (GET /v3/contents/home-{vertical}, else its static file), as the study table
 * page read it. Not the student's own data: when even the static file fails, nothing is shown.
 */
export function HomeContentSection({ home }: { home: HomeContentAnswer | undefined }) {
  const headingId = useId();
  const content = home?.content;
  if (!content) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-home-source={home?.source}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
      })}
    >
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {content.title}
      </h2>
      {content.banners.length > 0 && (
        <ul aria-label="Banners" css={{ margin: 0, paddingLeft: 20 }}>
          {content.banners.map((banner) => (
            <li key={banner.id}>
              <a
                href={safeHref(banner.url)}
                css={(theme) => ({ color: theme.colors.primary, fontWeight: 700 })}
              >
                {banner.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      {content.sections.map((section) => (
        <div key={section.id}>
          <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>{section.title}</h3>
          <ul css={{ margin: 0, paddingLeft: 20 }}>
            {section.items.map((item) => (
              <li key={item.id}>
                <a href={safeHref(item.url)} css={linkCss}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
