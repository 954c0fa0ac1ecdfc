import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai/react';
import { clearOnSignOut, usePlatform, type HttpClients } from 'shared-contracts';
import { safeHref } from 'shared-design-system';
import { localStorageOrNull } from '../platform/local-storage';
import { loginUrl, logoutUrl } from '../session/auth-urls';
import { signOut } from '../session/sign-out';
import { surveyAllowed } from '../marketing/satisfaction-survey';
import { darkModeAtom, ecommerceAtom, featuresAtom, shellStore, userAtom } from '../state/shell-store';
import { accessibilityOpenAtom, betaSurveyOpenAtom, notificationsOpenAtom } from './chrome-atoms';
import { navigateInSite } from './chrome-link';
import { Avatar } from './avatar';
import { toggleBeta } from './beta-toggle';
import { greetingForHour, saoPauloHour } from './greeting';
import { MenuAction, MenuLink, MenuList } from './menu-list';
import { pageReload } from './page-reload';
import { profileMenuEntries, UNIMPLEMENTED_MESSAGE } from './profile-menu-items';

export const BETA_TOGGLE_ERROR = 'Não foi possível alterar as Funcionalidades Beta. Tente novamente.';

let helpLinkRequest: Promise<string | null> | null = null;

/** The help address from the remote content profile_menu (helpLink), asked once per page load. */
function loadHelpLink(http: HttpClients): Promise<string | null> {
  helpLinkRequest ??= http.api
    .get('bff/contents/get/profile_menu')
    .json<unknown>()
    .then(
      (body) => {
        const link = (body as { helpLink?: unknown; data?: { helpLink?: unknown } } | null) ?? {};
        const value = link.helpLink ?? link.data?.helpLink;
        // an address from server content: only a safe one becomes the Ajuda link
        return typeof value === 'string' ? (safeHref(value) ?? null) : null;
      },
      (error: unknown) => {
        console.error('[host-shell] profile_menu content failed; no help link', error);
        helpLinkRequest = null;
        return null;
      },
    );
  return helpLinkRequest;
}

/** Test hooks: forget the cached help link; wait for the request in flight. */
export function resetHelpLinkCache(): void {
  helpLinkRequest = null;
}

export async function settledHelpLink(): Promise<void> {
  await helpLinkRequest;
}

export interface ProfileMenuPanelProps {
  id: string;
  close: (returnFocus?: boolean) => void;
}

/** The profile menu's items (spec 1 §2), each behind its flag. */
export default function ProfileMenuPanel({ id, close }: ProfileMenuPanelProps) {
  const platform = usePlatform();
  const [user, setUser] = useAtom(userAtom);
  const features = useAtomValue(featuresAtom);
  const [dark, setDark] = useAtom(darkModeAtom);
  const openNotifications = useSetAtom(notificationsOpenAtom);
  const openAccessibility = useSetAtom(accessibilityOpenAtom);
  const showSurvey = useSetAtom(betaSurveyOpenAtom);
  const [helpLink, setHelpLink] = useState<string | null>(null);
  const [betaBusy, setBetaBusy] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    let live = true;
    void loadHelpLink(platform.http).then((link) => live && setHelpLink(link));
    return () => {
      live = false;
    };
  }, [platform]);

  if (!user) return null;
  const entries = profileMenuEntries({
    features,
    user,
    dark,
    helpLink,
    logoutHref: logoutUrl(loginUrl(platform.environment, window.location.pathname)),
  });

  const onBeta = async (active: boolean) => {
    // a second click while the request runs is ignored
    if (busy.current) return;
    busy.current = true;
    setBetaBusy(true);
    try {
      await toggleBeta(active, {
        http: platform.http,
        onSaved: (status) => setUser({ ...user, betaTester: status }),
        // no survey where e-commerce does not allow it: the page just reloads
        showSurvey: () =>
          surveyAllowed(shellStore.get(ecommerceAtom)) ? showSurvey(true) : pageReload.reload(),
        reload: () => pageReload.reload(),
      });
    } catch (error) {
      console.error('[host-shell] beta toggle failed', error);
      platform.toast({ kind: 'error', message: BETA_TOGGLE_ERROR });
    } finally {
      busy.current = false;
      setBetaBusy(false);
    }
  };

  const header = (
    <div css={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 12px 12px' }}>
      <Avatar fullName={user.fullName} avatarUrl={user.avatarUrl} size={40} />
      <div>
        <div>{greetingForHour(saoPauloHour())},</div>
        <strong>{user.fullName}</strong>
      </div>
    </div>
  );

  return (
    <MenuList id={id} label="Menu do perfil" header={header}>
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'link':
            return (
              <MenuLink
                key={entry.id}
                href={entry.href}
                onClick={(event) => {
                  navigateInSite(event);
                  close();
                }}
              >
                {entry.label}
              </MenuLink>
            );
          case 'external':
            return (
              <MenuLink key={entry.id} href={entry.href} newTab onClick={() => close()}>
                {entry.label}
              </MenuLink>
            );
          case 'action':
            return (
              <MenuAction
                key={entry.id}
                onSelect={() => {
                  close(entry.id === 'settings');
                  if (entry.id === 'notifications') openNotifications(true);
                  else if (entry.id === 'accessibility') openAccessibility(true);
                  else platform.toast({ kind: 'warning', message: UNIMPLEMENTED_MESSAGE });
                }}
              >
                {entry.label}
              </MenuAction>
            );
          case 'logout':
            // leaves the single-page app: the logout answers with the login page
            return (
              <MenuAction
                key={entry.id}
                onSelect={() => {
                  // a deliberate sign-out forgets this student's cart and question filters on this browser
                  clearOnSignOut(localStorageOrNull(), user.id);
                  signOut(entry.action);
                }}
              >
                {entry.label}
              </MenuAction>
            );
          case 'toggle':
            return entry.id === 'dark-mode' ? (
              <MenuAction key={entry.id} checked={entry.checked} onSelect={() => setDark(!entry.checked)}>
                {entry.label}
              </MenuAction>
            ) : (
              <MenuAction
                key={entry.id}
                checked={entry.checked}
                busy={betaBusy}
                onSelect={() => void onBeta(entry.checked)}
              >
                {entry.label}
              </MenuAction>
            );
        }
      })}
    </MenuList>
  );
}
