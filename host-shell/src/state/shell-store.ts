import { atom, createStore } from 'jotai/vanilla';
import type { AccessibilitySettings, EcommerceArea, LoggedUser } from 'shared-contracts';
import { DEFAULT_SETTINGS } from '../accessibility/accessibility-settings';
import type { RemoteOverride } from '../federation/remote-override';
import type { LayoutName } from '../layouts/layout-for-path';

/**
 * The host's one jotai store for shell state (ARCHITECTURE §5). root-config (no React) and the chrome app
 * (React, through jotai's Provider) read and write the same store; remotes see it only through PlatformApi.
 */
export const shellStore = createStore();

export const userAtom = atom<LoggedUser | null>(null);
/** feature flags; every flag is false until loaded and on failure */
export const featuresAtom = atom<Record<string, boolean>>({});
/** set once, after the first features fetch settles */
export const featuresLoadedAtom = atom(false);
export const ecommerceAtom = atom<Partial<Record<EcommerceArea, boolean>>>({});
/** the goals explorer side-menu title (toggler goal-explorer → data.title_side_menu) */
export const explorerTitleAtom = atom<string | null>(null);
export const examRunningAtom = atom(false);
export const darkModeAtom = atom(false);
/** the current page's layout (install-layouts keeps it in step with the route) */
export const layoutAtom = atom<LayoutName>('navigation');
/**
 * Whether the chrome and the areas are drawn dark: the student's dark mode, or a page of the dark navigation
 * layout (spec 1 §2 "navigation with dark mode": live classes, webcasts), whose background is dark either way.
 */
export const appearsDarkAtom = atom((get) => get(darkModeAtom) || get(layoutAtom) === 'navigation-dark');
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
export const unreadNotificationsAtom = atom(0);
/** test builds loaded through ?mfe-override= in this browser (shown by the environment banner) */
export const remoteOverridesAtom = atom<readonly RemoteOverride[]>([]);
/** set by the first `vertical:under-maintenance` (spec 1 §8); the overlays show the 503 page from it */
export const underMaintenanceAtom = atom<{ message: string; tag: string } | null>(null);
/** the student's accessibility settings (saved locally; shell-runtime loads them) */
export const accessibilityAtom = atom<AccessibilitySettings>(DEFAULT_SETTINGS);
/** the last pages visited, newest last (spec 1 §9: 10) */
export const pageHistoryAtom = atom<readonly string[]>([]);
