import type { TrackedEventInput } from 'shared-contracts';

/** The shell's part of the dev BFF state (global alert, maintenance, A/B rollouts, what clients sent). */
export interface GlobalAlert {
  is_active: boolean;
  repeat: boolean;
  /** HTML; the host sanitises it */
  text: string;
}

/** GET /bff/manutencao: per-area maintenance switches (spec 1 §2, maintenance guard). */
export interface MaintenanceFlags {
  default: boolean;
  ldi: boolean;
  cursos: boolean;
  ecommerce: boolean;
}

export interface TrackedEventRecord {
  studentId: number | null;
  receivedAt: string;
  event: TrackedEventInput;
}

export interface ShellState {
  globalAlert: GlobalAlert;
  maintenance: MaintenanceFlags;
  /** beta A/B rollout: feature → percentage of users (spec 1 §5) */
  featuresAb: Record<string, number>;
  /** GET /bff/toggler/key/{key} → data */
  togglers: Record<string, unknown>;
  /** the last events POSTed to the event tracker (kept to look at while debugging) */
  trackedEvents: TrackedEventRecord[];
  /** the last UTM POSTed per student id */
  utm: Record<number, Record<string, string>>;
  surveyResponses: Record<string, string>[];
}

export const MAX_KEPT_EVENTS = 1000;

export function seedShellState(): ShellState {
  return {
    globalAlert: {
      is_active: false,
      repeat: false,
      text: '<p>Manutenção programada no domingo, das <strong>2h às 4h</strong>. Salve seu progresso.</p>',
    },
    maintenance: { default: false, ldi: false, cursos: false, ecommerce: false },
    featuresAb: { new_search: 50, ldi_notification: 100 },
    togglers: {
      'goal-explorer': { enabled: true, title_side_menu: 'Explorar objetivos' },
      'welcome-wizard': true,
    },
    trackedEvents: [],
    utm: {},
    surveyResponses: [],
  };
}
