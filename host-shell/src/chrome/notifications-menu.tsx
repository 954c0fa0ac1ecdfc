import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { useAtom, useAtomValue } from 'jotai/react';
import { Badge } from 'shared-design-system';
import { featuresAtom, unreadNotificationsAtom, userAtom } from '../state/shell-store';
import { NARROW_HIDDEN } from './bar-css';
import { notificationsOpenAtom } from './chrome-atoms';
import { PopupButton } from './popup-button';
import { useUnreadNotifications } from './use-unread-notifications';

const NotificationsPanel = lazy(
  () => import(/* webpackChunkName: "on-demand-notifications-panel" */ './notifications-panel'),
);

/** The notifications button with its badge ('9+' above 10); the list is a lazy chunk opened on demand. */
export function NotificationsMenu() {
  useUnreadNotifications();
  const user = useAtomValue(userAtom);
  const enabled = useAtomValue(featuresAtom).notifications_menu === true;
  const unread = useAtomValue(unreadNotificationsAtom);
  const [open, setOpen] = useAtom(notificationsOpenAtom);
  if (!user || !enabled) return null;
  return (
    <PopupButton
      popup="dialog"
      open={open}
      onOpenChange={setOpen}
      renderPanel={(close, panelId) => <NotificationsPanel id={panelId} close={close} />}
    >
      <Bell size={18} aria-hidden="true" focusable="false" />
      <span className={NARROW_HIDDEN}>Notificações</span>
      <Badge count={unread} />
    </PopupButton>
  );
}
