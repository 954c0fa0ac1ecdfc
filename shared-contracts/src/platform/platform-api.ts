import type { EventBus } from '../events/event-bus';
import type { Stream } from '../events/stream';
import type { HttpClients } from '../http/create-http-clients';
import type { FeatureFlag, EcommerceArea } from '../flags/feature-flags';
import type { VerticalId, VerticalWording } from '../verticals/verticals';
import type { LoggedUser } from '../dto/user';
import type { DrawerRequest, ModalRequest, ToastInput, TrackedEventInput } from '../events/catalogue';

/** What the host gives every remote (single-spa customProps.platform); the only door to shell state. */
export interface PlatformApi {
  /** semver of the contract the host implements */
  readonly contractVersion: string;
  readonly environment: EnvironmentName;
  readonly session: {
    getUser(): LoggedUser | null;
    isSignedIn(): boolean;
    /** emits the current user and every change */
    readonly user$: Stream<LoggedUser | null>;
  };
  readonly vertical: {
    readonly id: VerticalId;
    readonly wording: VerticalWording;
  };
  /** a feature flag (false before loading and on failure) */
  isEnabled(flag: FeatureFlag): boolean;
  /** an e-commerce entitlement area (questoes, cast, ...) is active for the user */
  isEcommerceActive(area: EcommerceArea): boolean;
  /** absolute in-site navigation (single-spa navigateToUrl) */
  navigate(path: string): void;
  toast(toast: ToastInput): void;
  openDrawer(drawer: DrawerRequest): void;
  openModal(modal: ModalRequest): void;
  track(event: TrackedEventInput): void;
  /**
   * The name of the page the student came from, for "Voltar para …" links (spec 1 §3 UI state: previous page
   * name, default 'o Início'); the shell keeps the last 10 pages. Since contract 1.1.0.
   */
  previousPageName(): string;
  /** a remote text (GET /bff/contents/get/{name}) with {{quantity}} substituted; '' for non-string text */
  content(name: string, vars?: Record<string, string | number>): Promise<string>;
  readonly http: HttpClients;
  readonly bus: EventBus;
  /** loads a widget another remote exposes (e.g. 'mfe_submissions/comments'); null when unavailable */
  loadWidget<T = unknown>(id: string): Promise<T | null>;
}

export type EnvironmentName = 'local' | 'dev' | 'qa' | 'sandbox' | 'production' | 'github';
