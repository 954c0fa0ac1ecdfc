import { renderContentTemplate } from '../content/render-content-template';
import { extractContentText } from '../content/extract-content-text';
import type { DrawerRequest, ModalRequest, ToastInput, TrackedEventInput } from '../events/catalogue';
import { createEventBus } from '../events/create-event-bus';
import type { BusLogger } from '../events/create-event-bus';
import type { EventBus } from '../events/event-bus';
import { createValueStream } from '../events/stream';
import type { EcommerceArea, FeatureFlag } from '../flags/feature-flags';
import { createHttpClients } from '../http/create-http-clients';
import type { HttpClientsOptions } from '../http/create-http-clients';
import type { LoggedUser } from '../dto/user';
import { PREVIOUS_PAGE_DEFAULT } from '../constants/business-constants';
import { CONTRACT_VERSION } from '../version';
import { DEFAULT_VERTICAL, verticalWording } from '../verticals/verticals';
import type { VerticalId } from '../verticals/verticals';
import type { EnvironmentName, PlatformApi } from './platform-api';

export interface TestPlatformOptions {
  /** what previousPageName() answers; default 'o Início' */
  previousPageName?: string;
  /** the signed-in student; null for signed out; default: Ana Paula Souza (everything on) */
  user?: LoggedUser | null;
  /** default concursos */
  vertical?: VerticalId;
  /** 'all' (default) or the flags that are on (unlisted ones are off) */
  flags?: Partial<Record<FeatureFlag, boolean>> | 'all';
  /** 'all' (default) or the e-commerce areas that are active (unlisted ones are not) */
  ecommerce?: Partial<Record<EcommerceArea, boolean>> | 'all';
  /** default 'local' */
  environment?: EnvironmentName;
  /** base of the http clients: '' (default, same origin) or a test server's URL */
  prefixUrl?: string;
  /** more http client options (bus and vertical are filled in) */
  http?: Omit<HttpClientsOptions, 'bus' | 'vertical' | 'prefixUrl'>;
  /** remote texts served by content() without a request; other names are fetched */
  contents?: Record<string, string>;
  /** widgets served by loadWidget(); others resolve null */
  widgets?: Record<string, unknown>;
  /** bus logger (default console) */
  logger?: BusLogger;
}

/** Every PlatformApi call the test double recorded, in order. */
export interface TestPlatformCalls {
  navigations: string[];
  toasts: ToastInput[];
  drawers: DrawerRequest[];
  modals: ModalRequest[];
  tracks: TrackedEventInput[];
}

/** The PlatformApi test double plus what tests need to look at and change. */
export interface TestPlatform extends PlatformApi {
  readonly calls: TestPlatformCalls;
  /** sign in as another user (or null to sign out); user$ emits it */
  setUser(user: LoggedUser | null): void;
  /** 'all' turns every flag on; a record changes only the flags it lists */
  setFlags(flags: Partial<Record<FeatureFlag, boolean>> | 'all'): void;
  /** 'all' turns every area on; a record changes only the areas it lists */
  setEcommerce(areas: Partial<Record<EcommerceArea, boolean>> | 'all'): void;
}

/** The seeded student of the dev BFF with everything on. */
const DEFAULT_USER: LoggedUser = {
  id: 1,
  email: 'aluno@exemplo.com.br',
  fullName: 'Ana Paula Souza',
  mobile: null,
  birthday: null,
  address: null,
  betaTester: 'aceito_ativo',
  avatarUrl: null,
  createdAt: '2024-01-15T12:00:00.000Z',
  permissions: [],
  questionsAccessExpiration: null,
  has_questions_access: true,
  terms_accepted: true,
  terms_accepted_at: '2024-01-15T12:00:00.000Z',
};

/** On/off switches: 'all' turns every key on; a record turns listed keys on/off and the rest off. */
function switches<K extends string>(initial: Partial<Record<K, boolean>> | 'all') {
  let allOn = false;
  let overrides: Partial<Record<K, boolean>> = {};
  const set = (next: Partial<Record<K, boolean>> | 'all') => {
    if (next === 'all') {
      allOn = true;
      overrides = {};
    } else {
      overrides = { ...overrides, ...next };
    }
  };
  set(initial);
  return { set, isOn: (key: K) => overrides[key] ?? allOn };
}

/**
 * A fully typed PlatformApi for running and testing an area without the host (ARCHITECTURE §5): real
 * http clients and a real bus; toasts, drawers, modals, tracks and navigations are recorded in `calls`
 * (and also emitted on the bus, as the host's chrome would receive them).
 */
export function createTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const vertical = options.vertical ?? DEFAULT_VERTICAL;
  const bus: EventBus = createEventBus(options.logger ? { logger: options.logger } : {});
  const http = createHttpClients({ ...options.http, prefixUrl: options.prefixUrl ?? '', bus, vertical });
  const user = createValueStream<LoggedUser | null>(
    options.user === undefined ? DEFAULT_USER : options.user,
    (thrown) => (options.logger ?? console).error('[platform] a subscriber of session.user$ threw', thrown),
  );
  const flags = switches(options.flags ?? 'all');
  const ecommerce = switches(options.ecommerce ?? 'all');
  const calls: TestPlatformCalls = { navigations: [], toasts: [], drawers: [], modals: [], tracks: [] };

  return {
    contractVersion: CONTRACT_VERSION,
    environment: options.environment ?? 'local',
    session: {
      getUser: () => user.get(),
      isSignedIn: () => user.get() !== null,
      user$: user.stream,
    },
    vertical: { id: vertical, wording: verticalWording(vertical) },
    isEnabled: (flag) => flags.isOn(flag),
    isEcommerceActive: (area) => ecommerce.isOn(area),
    navigate(path) {
      calls.navigations.push(path);
      if (typeof window !== 'undefined' && typeof window.history?.pushState === 'function') {
        window.history.pushState(null, '', path);
        // single-spa fires popstate after pushState so routers (BrowserRouter) see the change; do the same
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }
    },
    toast(toast) {
      calls.toasts.push(toast);
      bus.emit('toast', toast);
    },
    openDrawer(drawer) {
      calls.drawers.push(drawer);
      bus.emit('drawer:open', drawer);
    },
    openModal(modal) {
      calls.modals.push(modal);
      bus.emit('modal:open', modal);
    },
    track(event) {
      calls.tracks.push(event);
      bus.emit('track', event);
    },
    previousPageName: () => options.previousPageName ?? PREVIOUS_PAGE_DEFAULT,
    async content(name, vars) {
      if (options.contents && Object.prototype.hasOwnProperty.call(options.contents, name)) {
        return renderContentTemplate(options.contents[name], vars);
      }
      try {
        const body = await http.api.get(`bff/contents/get/${encodeURIComponent(name)}`).json<unknown>();
        return renderContentTemplate(extractContentText(body), vars);
      } catch {
        return '';
      }
    },
    http,
    bus,
    async loadWidget<T = unknown>(id: string): Promise<T | null> {
      const widget = options.widgets?.[id];
      return widget === undefined ? null : (widget as T);
    },
    calls,
    setUser: (next) => user.set(next),
    setFlags: (next) => flags.set(next),
    setEcommerce: (next) => ecommerce.set(next),
  };
}
