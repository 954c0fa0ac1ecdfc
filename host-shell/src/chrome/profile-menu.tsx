import { lazy } from 'react';
import { useAtomValue } from 'jotai/react';
import { usePlatform } from 'shared-contracts';
import { loginUrl } from '../session/auth-urls';
import { featuresAtom, userAtom } from '../state/shell-store';
import { BAR_SHORT_CLASS, NARROW_HIDDEN } from './bar-css';
import { greetingForHour, saoPauloHour } from './greeting';
import { PopupButton } from './popup-button';

const ProfileMenuPanel = lazy(
  () => import(/* webpackChunkName: "on-demand-profile-menu" */ './profile-menu-panel'),
);

/**
 * The profile menu button: greeting by hour and full name (spec 1 §2). Its panel (avatar, greeting, items)
 * is a lazy chunk loaded on first open. Signed out, an 'Entrar' link instead.
 */
export function ProfileMenu() {
  const platform = usePlatform();
  const user = useAtomValue(userAtom);
  const features = useAtomValue(featuresAtom);
  if (!user) {
    return (
      <a href={loginUrl(platform.environment, window.location.pathname)} css={{ color: 'inherit' }}>
        Entrar
      </a>
    );
  }
  const greeting = (
    <span>
      <span className={NARROW_HIDDEN}>{greetingForHour(saoPauloHour())}, </span>
      <strong className={BAR_SHORT_CLASS}>{user.fullName}</strong>
    </span>
  );
  if (features.profile_menu_general !== true) return greeting;
  return (
    <PopupButton
      popup="menu"
      renderPanel={(close, panelId) => <ProfileMenuPanel id={panelId} close={close} />}
    >
      {greeting}
      <span aria-hidden="true">▾</span>
    </PopupButton>
  );
}
