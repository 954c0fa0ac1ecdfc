import { useState, type FormEvent, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { navigateToUrl } from 'single-spa';
import { SEARCH_MIN_CHARS, usePlatform } from 'shared-contracts';
import { Badge, Logo } from 'shared-design-system';
import { featuresAtom, unreadNotificationsAtom, userAtom } from '../state/shell-store';
import { greetingForHour, saoPauloHour } from './greeting';

function navigate(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  navigateToUrl(event);
}

const barCss = {
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: '8px 24px',
  background: 'var(--shell-topbar-bg, #fff)',
  borderBottom: '1px solid rgba(0,0,0,0.08)',
} as const;

/** The top bar: logo, global search, favourites, notifications and the signed-in student's greeting. */
export function TopBar() {
  const platform = usePlatform();
  const user = useAtomValue(userAtom);
  const features = useAtomValue(featuresAtom);
  const unread = useAtomValue(unreadNotificationsAtom);
  const [search, setSearch] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    if (text.length >= SEARCH_MIN_CHARS)
      platform.navigate(`/resultado-pesquisa/${encodeURIComponent(text)}?_r=${Date.now()}`);
  };

  return (
    <div css={barCss}>
      <a href="/mesa-de-estudo" onClick={navigate} aria-label="Página inicial" css={{ display: 'flex' }}>
        <Logo height={28} compact />
      </a>
      <form role="search" onSubmit={submit} css={{ flex: 1, maxWidth: 520 }}>
        <label htmlFor="shell-search" className="visually-hidden">
          Pesquisar na plataforma
        </label>
        <input
          id="shell-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="O que você quer estudar hoje?"
          css={{
            width: '100%',
            padding: '8px 12px',
            borderRadius: 8,
            border: '1px solid rgba(0,0,0,0.2)',
            font: 'inherit',
          }}
        />
      </form>
      {features.favorites_menu ? (
        <a href="/favoritos" onClick={navigate} css={{ color: 'inherit' }}>
          Favoritos
        </a>
      ) : null}
      {features.notifications_menu && user ? (
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <span>Notificações</span>
          <Badge count={unread} />
        </span>
      ) : null}
      {user ? (
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
          <span>
            {greetingForHour(saoPauloHour())}, <strong>{user.fullName}</strong>
          </span>
          {features.profile_menu_logout ? (
            <a href="/auth/logout" css={{ color: 'inherit' }}>
              Sair
            </a>
          ) : null}
        </span>
      ) : (
        <a
          href={`/auth/dev-login?redirect=${encodeURIComponent(window.location.pathname)}`}
          css={{ color: 'inherit' }}
        >
          Entrar
        </a>
      )}
    </div>
  );
}
