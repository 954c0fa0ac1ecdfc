import type { LoggedUser } from 'shared-contracts';

/** The message of a settings route that does not exist yet (spec 1 §2 Top bar and profile menu). */
export const UNIMPLEMENTED_MESSAGE = 'Rota/Comportamento ainda não implementado.';

export type ProfileMenuEntry =
  | {
      kind: 'link';
      id: 'my-account' | 'my-purchases' | 'cancel-purchases';
      label: string;
      href: string;
    }
  | { kind: 'external'; id: 'help'; label: string; href: string }
  | { kind: 'action'; id: 'notifications' | 'settings' | 'accessibility'; label: string }
  /** Sair: a POST to the logout URL (sign-out is never a GET) */
  | { kind: 'logout'; id: 'logout'; label: string; action: string }
  | { kind: 'toggle'; id: 'dark-mode' | 'beta'; label: string; checked: boolean };

export interface ProfileMenuContext {
  features: Readonly<Record<string, boolean>>;
  user: Pick<LoggedUser, 'betaTester'>;
  dark: boolean;
  /** the help address from the remote content profile_menu (helpLink); null until known */
  helpLink: string | null;
  /** where Sair goes: the logout, then the login page */
  logoutHref: string;
}

/**
 * The profile menu of spec 1 §2, in the spec's order, each item behind its flag. The beta toggle shows only
 * for a student who accepted the beta programme (aceito_ativo or aceito_inativo); a mandatory beta cannot
 * be switched off, so it has no toggle.
 */
export function profileMenuEntries({
  features,
  user,
  dark,
  helpLink,
  logoutHref,
}: ProfileMenuContext): ProfileMenuEntry[] {
  const on = (flag: string) => features[flag] === true;
  const entries: (ProfileMenuEntry | false)[] = [
    on('profile_menu_my_account') && {
      kind: 'link',
      id: 'my-account',
      label: 'Minha conta',
      href: '/meu-perfil',
    },
    on('profile_menu_my_purchases') && {
      kind: 'link',
      id: 'my-purchases',
      label: 'Minhas compras',
      href: '/minhas-compras',
    },
    on('notifications_menu') && { kind: 'action', id: 'notifications', label: 'Central de notificações' },
    on('profile_menu_cancel_purchases') && {
      kind: 'link',
      id: 'cancel-purchases',
      label: 'Cancelar compras',
      href: '/cancelar-compras',
    },
    on('dark_mode') && { kind: 'toggle', id: 'dark-mode', label: 'Modo escuro', checked: dark },
    // spec 1 §1, §3, §5 define the accessibility settings but name no place for them: next to Modo escuro
    { kind: 'action', id: 'accessibility', label: 'Acessibilidade' },
    on('profile_menu_settings') && { kind: 'action', id: 'settings', label: 'Configurações' },
    on('profile_menu_help') &&
      helpLink !== null && { kind: 'external', id: 'help', label: 'Ajuda', href: helpLink },
    (user.betaTester === 'aceito_ativo' || user.betaTester === 'aceito_inativo') && {
      kind: 'toggle',
      id: 'beta',
      label: 'Funcionalidades Beta',
      checked: user.betaTester === 'aceito_ativo',
    },
    on('profile_menu_logout') && { kind: 'logout', id: 'logout', label: 'Sair', action: logoutHref },
  ];
  return entries.filter((entry): entry is ProfileMenuEntry => entry !== false);
}
