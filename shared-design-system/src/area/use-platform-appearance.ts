import { useEffect, useState } from 'react';
import type { PlatformApi } from 'shared-contracts';
import type { ThemeAccessibility } from '../theme/platform-theme';

/** Dark mode and accessibility settings the host applies to every area. */
export interface PlatformAppearance {
  dark: boolean;
  accessibility: ThemeAccessibility;
}

/**
 * Optional part of the platform the host may provide: `platform.appearance` = { get(), appearance$ }.
 * Not (yet) in PlatformApi, so it is read structurally and ignored when absent or malformed.
 */
interface AppearanceSource {
  get(): PlatformAppearance;
  appearance$: { subscribe(next: (value: PlatformAppearance) => void): { unsubscribe(): void } };
}

function isAppearanceSource(value: unknown): value is AppearanceSource {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof AppearanceSource, unknown>>;
  const stream = candidate.appearance$ as { subscribe?: unknown } | undefined;
  return typeof candidate.get === 'function' && typeof stream?.subscribe === 'function';
}

function appearanceSourceOf(platform: PlatformApi): AppearanceSource | null {
  const source: unknown = (platform as unknown as { appearance?: unknown }).appearance;
  return isAppearanceSource(source) ? source : null;
}

/** The host's appearance for this platform, following its changes; null when the host gives none. */
export function usePlatformAppearance(platform: PlatformApi): PlatformAppearance | null {
  const [appearance, setAppearance] = useState<PlatformAppearance | null>(
    () => appearanceSourceOf(platform)?.get() ?? null,
  );
  useEffect(() => {
    const source = appearanceSourceOf(platform);
    if (!source) return;
    // appearance$ is expected to replay the current value on subscribe (a BehaviorSubject), which also
    // covers a platform swapped after the first render.
    const subscription = source.appearance$.subscribe(setAppearance);
    return () => subscription.unsubscribe();
  }, [platform]);
  return appearance;
}
