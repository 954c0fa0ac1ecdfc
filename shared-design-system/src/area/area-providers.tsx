import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// the main entry (the shared singleton under federation), never its files: see create-area-lifecycles.tsx
import { AreaShell, type AreaShellProps } from 'shared-design-system';
import { useInvalidateOnEvents, type InvalidationRule } from './query/use-invalidate-on-events';

/** Props of `AreaProviders`. */
export interface AreaProvidersProps extends AreaShellProps {
  /** the area's one QueryClient (`createAreaQueryClient()`, made once in the area's root module) */
  queryClient: QueryClient;
  /** bus events that make queries out of date (see `useInvalidateOnEvents`) */
  invalidateOn?: readonly InvalidationRule[];
  children: ReactNode;
}

function EventInvalidation({ rules }: { rules: readonly InvalidationRule[] }) {
  useInvalidateOnEvents(rules);
  return null;
}

/**
 * Everything around an area's routes: `AreaShell` (platform, theme, error boundary) and the area's data
 * layer (its QueryClient, and the bus events that invalidate its queries).
 */
export function AreaProviders({ queryClient, invalidateOn, children, ...shell }: AreaProvidersProps) {
  return (
    <AreaShell {...shell}>
      <QueryClientProvider client={queryClient}>
        {invalidateOn && invalidateOn.length > 0 && <EventInvalidation rules={invalidateOn} />}
        {children}
      </QueryClientProvider>
    </AreaShell>
  );
}
