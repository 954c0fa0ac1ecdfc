import { atom } from 'jotai/vanilla';
import type { HttpClients } from 'shared-contracts';
import {
  ecommerceAtom,
  explorerTitleAtom,
  featuresAtom,
  featuresLoadedAtom,
  shellStore,
  userAtom,
} from '../state/shell-store';
import { effectiveFeatures, loadFeatures } from './load-features';
import { previewFlags } from './preview';

type ShellStore = typeof shellStore;

/** GET /bff/features as the server sent it (featuresAtom is the effective view everyone reads). */
export const serverFeaturesAtom = atom<Record<string, boolean>>({});
/** GET /bff/features/ab: feature → rollout percentage */
export const featuresAbAtom = atom<Record<string, number>>({});
/** the active ?preview= value (carried across in-site navigations) */
export const previewAtom = atom<string | null>(null);

/** Recomputes featuresAtom from the server flags, the A/B rollouts for the user and the preview. */
export function refreshEffectiveFeatures(store: ShellStore = shellStore): void {
  const features = store.get(serverFeaturesAtom);
  store.set(
    featuresAtom,
    effectiveFeatures({
      features,
      featuresAb: store.get(featuresAbAtom),
      userId: store.get(userAtom)?.id ?? null,
      forced: previewFlags(store.get(previewAtom), Object.keys(features)),
    }),
  );
}

/**
 * Loads the features once and marks them loaded (once, also after a failure: every flag then stays off).
 * The effective flags follow later changes of the user and the preview.
 */
export async function startFeatures(http: HttpClients, store: ShellStore = shellStore): Promise<void> {
  const refresh = () => refreshEffectiveFeatures(store);
  store.sub(userAtom, refresh);
  store.sub(previewAtom, refresh);
  refresh();
  const loaded = await loadFeatures(http);
  store.set(serverFeaturesAtom, loaded.features);
  store.set(featuresAbAtom, loaded.featuresAb);
  store.set(ecommerceAtom, loaded.ecommerce);
  store.set(explorerTitleAtom, loaded.explorerTitle);
  refresh();
  if (!store.get(featuresLoadedAtom)) store.set(featuresLoadedAtom, true);
}
