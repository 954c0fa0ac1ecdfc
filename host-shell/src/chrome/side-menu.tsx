import { useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { usePlatform } from 'shared-contracts';
import { Logo, usePlatformTheme } from 'shared-design-system';
import { explorerTitleAtom, featuresAtom } from '../state/shell-store';
import { navigateInSite } from './chrome-link';
import { sideMenuIcon } from './side-menu-icons';
import { isActiveItem, sideMenuItems } from './side-menu-items';
import { useLocationPath } from './use-location-path';

export interface SideMenuProps {
  preload: (path: string) => void;
}

const COLLAPSED_WIDTH = 64;
const EXPANDED_WIDTH = 240;

/**
 * The left menu: items by flag, per-vertical labels, active item by first path segment, preload on hover.
 * Collapsed to the items' icons, it expands over the page on hover and while it holds keyboard focus;
 * the labels stay in the accessibility tree either way.
 */
export function SideMenu({ preload }: SideMenuProps) {
  const platform = usePlatform();
  const { productName } = usePlatformTheme().brand;
  const features = useAtomValue(featuresAtom);
  const explorerTitle = useAtomValue(explorerTitleAtom);
  const path = useLocationPath();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expanded = hovered || focused;
  const items = sideMenuItems({
    vertical: platform.vertical.id,
    wording: platform.vertical.wording,
    isEnabled: (flag) => features[flag] === true,
    explorerTitle,
  });

  return (
    <div css={{ position: 'relative', width: COLLAPSED_WIDTH, height: '100%' }}>
      <div
        className="side-menu"
        data-expanded={expanded}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        css={(theme) => ({
          position: 'absolute',
          top: 0,
          left: 0,
          zIndex: 15,
          width: expanded ? EXPANDED_WIDTH : COLLAPSED_WIDTH,
          minHeight: '100%',
          padding: '16px 8px',
          boxSizing: 'border-box',
          overflowX: 'hidden',
          background: theme.colors.surface,
          color: theme.colors.text,
          borderRight: `1px solid ${theme.colors.border}`,
          boxShadow: expanded ? '4px 0 16px rgba(0,0,0,0.12)' : 'none',
          transition: 'width 150ms ease',
        })}
      >
        <a
          href="/mesa-de-estudo"
          onClick={navigateInSite}
          // the product name the expanded logo shows is in the link's name (label in name, WCAG 2.5.3)
          aria-label={`Ir para a mesa de estudo, ${productName}`}
          css={{ display: 'block', padding: '0 4px 16px' }}
        >
          <Logo height={28} compact={!expanded} />
        </a>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const active = isActiveItem(item.path, path);
            const Icon = sideMenuIcon(item.path);
            return (
              <li key={item.path}>
                <a
                  href={item.href ?? item.path}
                  {...(item.newTab
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : { onClick: navigateInSite })}
                  aria-current={active ? 'page' : undefined}
                  onMouseEnter={() => preload(item.path)}
                  onFocus={() => preload(item.path)}
                  css={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 12,
                    padding: '8px 8px',
                    borderRadius: 8,
                    color: 'inherit',
                    textDecoration: 'none',
                    whiteSpace: 'nowrap',
                    fontWeight: active ? 700 : 400,
                    background: active ? 'rgba(127,127,127,0.16)' : 'transparent',
                    '&:hover': { background: 'rgba(127,127,127,0.10)' },
                  }}
                >
                  <span
                    aria-hidden="true"
                    data-icon={item.path}
                    css={{
                      flex: '0 0 32px',
                      height: 32,
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                  >
                    {Icon && <Icon size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" />}
                  </span>
                  {/* hidden by opacity, never display:none: the label is the link's accessible name */}
                  <span css={{ opacity: expanded ? 1 : 0, transition: 'opacity 150ms ease' }}>
                    {item.label}
                  </span>
                  {item.newTab ? <span className="visually-hidden"> (abre em nova aba)</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
