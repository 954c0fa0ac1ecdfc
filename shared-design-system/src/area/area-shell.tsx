import type { ReactNode } from 'react';
import { PlatformProvider, type PlatformApi } from 'shared-contracts';
import type { ThemeAccessibility } from '../theme/platform-theme';
import { PlatformThemeProvider } from '../theme/platform-theme-provider';
import { AreaErrorBoundary } from './area-error-boundary';
import { RenderFaultProbe } from './render-fault';
import { usePlatformAppearance } from './use-platform-appearance';

/** Props of `AreaShell`. */
export interface AreaShellProps {
  platform: PlatformApi;
  children: ReactNode;
  /** area name for error logs */
  area?: string;
  /** overrides the host's dark mode (e.g. a standalone page) */
  dark?: boolean;
  /** overrides the host's accessibility settings */
  accessibility?: Partial<ThemeAccessibility>;
}

/**
 * Everything an area root needs around it: the PlatformApi in context, the theme of the platform's
 * vertical (with the host's dark mode and accessibility settings when it shares them) and an error boundary.
 */
export function AreaShell({ platform, children, area, dark, accessibility }: AreaShellProps) {
  const appearance = usePlatformAppearance(platform);
  return (
    <PlatformProvider platform={platform}>
      <PlatformThemeProvider
        vertical={platform.vertical.id}
        dark={dark ?? appearance?.dark ?? false}
        accessibility={accessibility ?? appearance?.accessibility}
      >
        <AreaErrorBoundary area={area}>
          <RenderFaultProbe area={area} environment={platform.environment} />
          {children}
        </AreaErrorBoundary>
      </PlatformThemeProvider>
    </PlatformProvider>
  );
}
