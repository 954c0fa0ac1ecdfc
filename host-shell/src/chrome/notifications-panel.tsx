import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai/react';
import { usePlatform } from 'shared-contracts';
import { Spinner, safeHref } from 'shared-design-system';
import { unreadNotificationsAtom } from '../state/shell-store';
import { navigateInSite } from './chrome-link';
import { getNotifications, type ShellNotification } from './get-notifications';
import { panelCss } from './menu-list';

export const NOTIFICATIONS_ERROR = 'Não foi possível carregar as notificações. Tente novamente mais tarde.';
const itemCss = { display: 'block', padding: '8px 4px', color: 'inherit', textDecoration: 'none' } as const;

export const NOTIFICATIONS_EMPTY = 'Você não tem notificações.';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export interface NotificationsPanelProps {
  id: string;
  close: (returnFocus?: boolean) => void;
}

/** The list of notifications (GET /bff/notifications): newest first as served, unread ones marked. */
export default function NotificationsPanel({ id, close }: NotificationsPanelProps) {
  const platform = usePlatform();
  const setUnread = useSetAtom(unreadNotificationsAtom);
  const [state, setState] = useState<ShellNotification[] | 'loading' | 'error'>('loading');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    let live = true;
    getNotifications(platform.http).then(
      (answer) => {
        if (!live) return;
        setState(answer.notifications);
        setUnread(answer.unread);
      },
      (error: unknown) => {
        console.error('[host-shell] notifications failed', error);
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [platform, setUnread]);

  return (
    // a non-modal dialog: the button that opens it says aria-haspopup="dialog"
    <section
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      css={(theme) => ({ ...panelCss(theme), padding: 12, width: 340 })}
    >
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} css={{ fontSize: 16, margin: '0 0 8px' }}>
        Notificações
      </h2>
      {state === 'loading' ? (
        <Spinner label="Carregando notificações" />
      ) : state === 'error' ? (
        <p role="alert">{NOTIFICATIONS_ERROR}</p>
      ) : state.length === 0 ? (
        <p>{NOTIFICATIONS_EMPTY}</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
          {state.map((item) => {
            const content = (
              <>
                <span css={{ fontWeight: item.read ? 400 : 700 }}>
                  {item.read ? null : <span className="visually-hidden">Não lida: </span>}
                  {item.title}
                </span>
                <span css={{ display: 'block', fontSize: 14 }}>{item.message}</span>
                <small>{formatDate(item.created_at)}</small>
              </>
            );
            return (
              <li key={item.id} css={{ borderTop: '1px solid rgba(127,127,127,0.2)' }}>
                {item.link ? (
                  <a
                    href={safeHref(item.link)}
                    onClick={(event) => {
                      navigateInSite(event);
                      close();
                    }}
                    css={itemCss}
                  >
                    {content}
                  </a>
                ) : (
                  // nothing to open: text, not a link
                  <div css={itemCss}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
