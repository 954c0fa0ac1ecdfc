import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { usePlatform } from 'shared-contracts';
import { afterFirstPage } from '../boot/first-page';
import { featuresAtom, unreadNotificationsAtom, userAtom } from '../state/shell-store';

/**
 * Keeps the unread count of the badge: asked once the student is known and the notifications menu is on.
 * A failure leaves the badge empty (logged), the rest of the bar works.
 */
export function useUnreadNotifications(): void {
  const platform = usePlatform();
  const signedIn = useAtomValue(userAtom) !== null;
  const enabled = useAtomValue(featuresAtom).notifications_menu === true;
  const setUnread = useSetAtom(unreadNotificationsAtom);

  useEffect(() => {
    if (!signedIn || !enabled) return;
    let live = true;
    // in main.js: every signed-in first page with the menu on asks for the count (a chunk of its own cost more),
    // once that page has painted (boot/first-page.ts)
    afterFirstPage()
      .then(() => import(/* webpackMode: "eager" */ './get-notifications'))
      .then(({ getNotifications }) => getNotifications(platform.http))
      .then(
        (answer) => live && setUnread(answer.unread),
        (error: unknown) => live && console.error('[host-shell] notifications count failed', error),
      );
    return () => {
      live = false;
    };
  }, [platform, signedIn, enabled, setUnread]);
}
