import { useAtomValue } from 'jotai/react';
import { Star } from 'lucide-react';
import { Button } from 'shared-design-system';
import { featuresAtom } from '../state/shell-store';
import { BAR_ACTIONS_CLASS, NARROW_HIDDEN } from './bar-css';
import { navigateInSite } from './chrome-link';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { VerticalsMenu } from './verticals-menu';

export function FavoritesLink({ asButton }: { asButton: boolean }) {
  const enabled = useAtomValue(featuresAtom).favorites_menu === true;
  if (!enabled) return null;
  return asButton ? (
    <Button href="/favoritos" variant="secondary" size="sm" onClick={navigateInSite}>
      <Star size={16} aria-hidden="true" focusable="false" /> <span className={NARROW_HIDDEN}>Favoritos</span>
    </Button>
  ) : (
    <a
      href="/favoritos"
      onClick={navigateInSite}
      css={{ color: 'inherit', padding: '6px 8px', display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <Star size={16} aria-hidden="true" focusable="false" /> <span className={NARROW_HIDDEN}>Favoritos</span>
    </a>
  );
}

/**
 * The bar's right-hand side: favourites, notifications, verticals and the profile menu. A chunk of its own,
 * requested as soon as the chrome mounts: the bar paints first, these closed menus follow at once.
 */
export default function TopBarActions({ small = false }: { small?: boolean }) {
  return (
    <span
      className={BAR_ACTIONS_CLASS}
      css={{ marginLeft: 'auto', display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      <FavoritesLink asButton={small} />
      <NotificationsMenu />
      {small ? null : <VerticalsMenu />}
      <ProfileMenu />
    </span>
  );
}
