import type { EnvironmentName } from 'shared-contracts';

/**
 * Fault injection for the e2e fault matrix (issue 11: "a throw while rendering" for each remote): outside
 * production, an area whose name is stored under this session-storage key throws while rendering, inside its
 * error boundary, exactly as a real rendering bug would. Production never reads the key.
 */
export const RENDER_FAULT_STORAGE_KEY = 'platform:fault:render';

function storedRenderFault(): string | null {
  try {
    return window.sessionStorage.getItem(RENDER_FAULT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Renders nothing, or throws when this area is the one the fault names (never in production). */
export function RenderFaultProbe({ area, environment }: { area?: string; environment: EnvironmentName }) {
  if (environment !== 'production' && area && storedRenderFault() === area)
    throw new Error(`falha simulada ao desenhar ${area}`);
  return null;
}
