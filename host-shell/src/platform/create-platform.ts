import { navigateToUrl } from 'single-spa';
import type {
  AccessibilitySettings,
  EnvironmentName,
  EventBus,
  HttpClients,
  LoggedUser,
  PlatformApi,
  VerticalId,
} from 'shared-contracts';
import {
  CONTRACT_VERSION,
  createValueStream,
  extractContentText,
  renderContentTemplate,
  verticalWording,
} from 'shared-contracts';
import type { PlatformAppearance } from 'shared-design-system';
import { previousPageName } from '../navigation/page-history';
import {
  accessibilityAtom,
  appearsDarkAtom,
  ecommerceAtom,
  featuresAtom,
  pageHistoryAtom,
  shellStore,
  userAtom,
} from '../state/shell-store';

export interface CreatePlatformOptions {
  bus: EventBus;
  http: HttpClients;
  vertical: VerticalId;
  environment: EnvironmentName;
  /** loads a widget exposed by a remote; null when it cannot be had */
  loadWidget: <T>(id: string) => Promise<T | null>;
}

/** The three modifiers the themes apply (the saved settings also keep the previous values). */
function modifiersOf(settings: AccessibilitySettings): PlatformAppearance['accessibility'] {
  const { fontSizeModifier, lineHeightModifier, marginSizeModifier } = settings;
  return { fontSizeModifier, lineHeightModifier, marginSizeModifier };
}

/** The PlatformApi the host passes to every remote: a read view of shell state and requests to the shell. */
export function createPlatform(options: CreatePlatformOptions): PlatformApi {
  const { bus, http, vertical, environment, loadWidget } = options;
  const user = createValueStream<LoggedUser | null>(shellStore.get(userAtom), (thrown) =>
    console.error('[platform] a subscriber of session.user$ threw', thrown),
  );
  shellStore.sub(userAtom, () => user.set(shellStore.get(userAtom)));
  // dark mode for the areas: AreaShell (shared-design-system) reads platform.appearance when present
  const appearanceNow = (): PlatformAppearance => ({
    dark: shellStore.get(appearsDarkAtom),
    accessibility: modifiersOf(shellStore.get(accessibilityAtom)),
  });
  const appearance = createValueStream<PlatformAppearance>(appearanceNow(), (thrown) =>
    console.error('[platform] a subscriber of appearance$ threw', thrown),
  );
  shellStore.sub(appearsDarkAtom, () => appearance.set(appearanceNow()));
  shellStore.sub(accessibilityAtom, () => appearance.set(appearanceNow()));

  const platform: PlatformApi = {
    contractVersion: CONTRACT_VERSION,
    environment,
    session: {
      getUser: () => shellStore.get(userAtom),
      isSignedIn: () => shellStore.get(userAtom) !== null,
      user$: user.stream,
    },
    vertical: { id: vertical, wording: verticalWording(vertical) },
    isEnabled: (flag) => shellStore.get(featuresAtom)[flag] === true,
    isEcommerceActive: (area) => shellStore.get(ecommerceAtom)[area] === true,
    navigate: (path) => navigateToUrl(path),
    toast: (toast) => void bus.emit('toast', toast),
    openDrawer: (drawer) => void bus.emit('drawer:open', drawer),
    openModal: (modal) => void bus.emit('modal:open', modal),
    track: (event) => void bus.emit('track', event),
    previousPageName: () =>
      previousPageName(shellStore.get(pageHistoryAtom), vertical, verticalWording(vertical)),
    content: async (name, vars) => {
      try {
        const body: unknown = await http.api.get(`bff/contents/get/${encodeURIComponent(name)}`).json();
        return renderContentTemplate(extractContentText(body), vars);
      } catch (error) {
        console.error(`[host-shell] content ${name} failed`, error);
        return '';
      }
    },
    http,
    bus,
    loadWidget,
  };
  return Object.assign(platform, { appearance: { get: appearance.get, appearance$: appearance.stream } });
}
