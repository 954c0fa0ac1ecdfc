import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformApi } from './platform-api';

const PlatformContext = createContext<PlatformApi | null>(null);

/** Gives an area's components the PlatformApi the host passed in. */
export function PlatformProvider({ platform, children }: { platform: PlatformApi; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The PlatformApi of the area this component is mounted in. */
export function usePlatform(): PlatformApi {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() outside <PlatformProvider>');
  return platform;
}
