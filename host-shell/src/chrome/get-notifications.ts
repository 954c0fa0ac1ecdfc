import type { HttpClients } from 'shared-contracts';

/** One notification of GET /bff/notifications. */
export interface ShellNotification {
  id: number | string;
  title: string;
  message: string;
  /** in-site path it opens */
  link: string;
  read: boolean;
  created_at: string;
}

export interface NotificationsAnswer {
  notifications: ShellNotification[];
  unread: number;
}

function isNotification(value: unknown): value is ShellNotification {
  const item = value as Partial<ShellNotification> | null;
  return (
    !!item &&
    (typeof item.id === 'number' || typeof item.id === 'string') &&
    typeof item.title === 'string' &&
    typeof item.message === 'string'
  );
}

/** The list and the unread count; a count the answer lacks is the number of unread items. */
export function parseNotifications(body: unknown): NotificationsAnswer {
  const record = (body ?? {}) as { data?: unknown; unread?: unknown };
  const notifications = (Array.isArray(record.data) ? record.data : [])
    .filter(isNotification)
    .map((item) => ({
      ...item,
      link: typeof item.link === 'string' ? item.link : '',
      read: item.read === true,
      created_at: typeof item.created_at === 'string' ? item.created_at : '',
    }));
  const unread =
    typeof record.unread === 'number' && Number.isFinite(record.unread)
      ? record.unread
      : notifications.filter((item) => !item.read).length;
  return { notifications, unread };
}

/** GET /bff/notifications. Throws on failure. */
export async function getNotifications(http: HttpClients): Promise<NotificationsAnswer> {
  return parseNotifications(await http.api.get('bff/notifications').json());
}
