import type { MouseEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { navigateToUrl } from 'single-spa';
import { usePlatform } from 'shared-contracts';
import { Logo } from 'shared-design-system';
import { explorerTitleAtom, featuresAtom } from '../state/shell-store';
import { isActiveItem, sideMenuItems } from './side-menu-items';
import { useLocationPath } from './use-location-path';

export interface SideMenuProps {
  preload: (path: string) => void;
}

function navigate(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  navigateToUrl(event);
}

/** The left menu: items by flag, per-vertical labels, active item by first path segment, preload on hover. */
export function SideMenu({ preload }: SideMenuProps) {
  const platform = usePlatform();
  const features = useAtomValue(featuresAtom);
  const explorerTitle = useAtomValue(explorerTitleAtom);
  const path = useLocationPath();
  const items = sideMenuItems({
    vertical: platform.vertical.id,
    wording: platform.vertical.wording,
    isEnabled: (flag) => features[flag] === true,
    explorerTitle,
  });

  return (
    <div
      className="side-menu"
      css={{
        width: 232,
        padding: '16px 8px',
        height: '100%',
        boxSizing: 'border-box',
        borderRight: '1px solid rgba(0,0,0,0.08)',
      }}
    >
      <a
        href="/mesa-de-estudo"
        onClick={navigate}
        aria-label="Ir para a mesa de estudo"
        css={{ display: 'block', padding: '0 8px 16px' }}
      >
        <Logo height={28} />
      </a>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => {
          const active = isActiveItem(item.path, path);
          return (
            <li key={item.path}>
              <a
                href={item.href ?? item.path}
                {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { onClick: navigate })}
                aria-current={active ? 'page' : undefined}
                onMouseEnter={() => preload(item.path)}
                onFocus={() => preload(item.path)}
                css={{
                  display: 'block',
                  padding: '8px 12px',
                  borderRadius: 8,
                  color: 'inherit',
                  textDecoration: 'none',
                  fontWeight: active ? 700 : 400,
                  background: active ? 'rgba(0,0,0,0.06)' : 'transparent',
                  '&:hover': { background: 'rgba(0,0,0,0.04)' },
                }}
              >
                {item.label}
                {item.newTab ? <span className="visually-hidden"> (abre em nova aba)</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
