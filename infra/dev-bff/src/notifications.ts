/** GET /bff/notifications: a pt-BR list built from the student's notifications_unread. */
export interface BffNotification {
  id: number;
  title: string;
  message: string;
  /** in-site path the notification opens */
  link: string;
  read: boolean;
  created_at: string;
}

export interface NotificationsResponse {
  data: BffNotification[];
  unread: number;
  total: number;
}

const TEMPLATES: readonly Omit<BffNotification, 'id' | 'read' | 'created_at'>[] = [
  {
    title: 'Nova aula disponível',
    message: 'A aula "Controle de constitucionalidade" foi publicada no seu curso.',
    link: '/todos-os-cursos',
  },
  {
    title: 'Simulado corrigido',
    message: 'O resultado do seu simulado já está disponível.',
    link: '/cadernos-e-simulados',
  },
  { title: 'Redação corrigida', message: 'Sua redação recebeu a correção do professor.', link: '/redacoes' },
  {
    title: 'Novo episódio no Cast',
    message: 'Ouça o resumo em áudio de Direito Administrativo.',
    link: '/cast',
  },
  {
    title: 'Monitoria ao vivo hoje',
    message: 'A monitoria de Português começa às 19h.',
    link: '/monitorias',
  },
  {
    title: 'Sua meta da semana',
    message: 'Faltam 20 questões para bater a meta da semana.',
    link: '/mesa-de-estudo',
  },
];

/** Minimum list length, so read notifications show too. */
const MIN_NOTIFICATIONS = 5;
const HOUR_MS = 3_600_000;
const BASE_TIME = Date.parse('2025-06-02T12:00:00.000Z');

/** The first `unread` notifications are unread; the list is never shorter than MIN_NOTIFICATIONS. */
export function notificationsFor(unread: number): NotificationsResponse {
  const total = Math.max(MIN_NOTIFICATIONS, unread);
  const data = Array.from({ length: total }, (_, index): BffNotification => {
    const template = TEMPLATES[index % TEMPLATES.length] as (typeof TEMPLATES)[number];
    return {
      id: index + 1,
      ...template,
      read: index >= unread,
      created_at: new Date(BASE_TIME - index * 5 * HOUR_MS).toISOString(),
    };
  });
  return { data, unread, total };
}
