import { safeHref } from 'shared-design-system';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { featuresAtom } from '../state/shell-store';
import { navigateInSite } from './chrome-link';
import { panelCss } from './menu-list';
import { searchResultsPath, visibleSections, type SearchPreviewSection } from './search-preview';

export const SEARCH_EMPTY = 'Nenhum resultado encontrado.';
export const SEARCH_LOADING = 'Buscando…';

export interface SearchDropdownProps {
  id: string;
  text: string;
  type: string;
  loading: boolean;
  sections: SearchPreviewSection[];
  /** a result was chosen */
  onNavigate: () => void;
  /** arrow up from the first link: back to the field */
  onExit: () => void;
}

/**
 * The search dropdown: one group of links per result section whose search_show_* flag is on, and a link to
 * every result. Arrow keys move between the links; the count is announced politely.
 */
export default function SearchDropdown({
  id,
  text,
  type,
  loading,
  sections,
  onNavigate,
  onExit,
}: SearchDropdownProps) {
  const features = useAtomValue(featuresAtom);
  const shown = visibleSections(sections, features);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    navigateInSite(event);
    onNavigate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a'));
    const index = links.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    if (event.key === 'ArrowUp' && index <= 0) return onExit();
    links[event.key === 'ArrowDown' ? Math.min(index + 1, links.length - 1) : index - 1]?.focus();
  };
  const status = loading ? SEARCH_LOADING : shown.length === 0 ? SEARCH_EMPTY : '';

  return (
    <div
      id={id}
      role="region"
      aria-label="Resultados da busca"
      onKeyDown={onKeyDown}
      css={(theme) => ({
        ...panelCss(theme),
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: 0,
        right: 0,
        zIndex: 30,
        padding: 12,
        maxHeight: '70vh',
        overflowY: 'auto',
      })}
    >
      <p role="status" css={{ margin: status ? '0 0 8px' : 0 }}>
        {status}
      </p>
      {loading
        ? null
        : shown.map((section) => (
            <section key={section.type} aria-labelledby={`${id}-${section.type}`} css={{ marginBottom: 12 }}>
              <h2
                id={`${id}-${section.type}`}
                css={{ fontSize: 14, margin: '0 0 4px', textTransform: 'uppercase' }}
              >
                {section.title} <small>({section.total})</small>
              </h2>
              <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {section.items.map((item) => (
                  <li key={item.id}>
                    <a
                      href={safeHref(item.url)}
                      onClick={follow}
                      css={{
                        display: 'block',
                        padding: '6px 8px',
                        borderRadius: 6,
                        color: 'inherit',
                        textDecoration: 'none',
                        '&:hover, &:focus': { background: 'rgba(127,127,127,0.15)' },
                      }}
                    >
                      {item.title}
                      {item.subtitle ? (
                        <small css={{ display: 'block', opacity: 0.8 }}>{item.subtitle}</small>
                      ) : null}
                    </a>
                  </li>
                ))}
              </ul>
              {section.total > section.items.length ? (
                <a
                  href={searchResultsPath(text, { type: section.type })}
                  onClick={follow}
                  css={{ fontSize: 14 }}
                >
                  Ver todos em {section.title}
                </a>
              ) : null}
            </section>
          ))}
      {!loading && shown.length > 0 ? (
        <a href={searchResultsPath(text, type ? { type } : {})} onClick={follow} css={{ fontWeight: 700 }}>
          Ver todos os resultados para “{text}”
        </a>
      ) : null}
    </div>
  );
}
