import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { PlatformApi } from 'shared-contracts';
import { createAreaQueryClient } from 'shared-design-system/area';
import { AreaRoot } from '../app/root';

/**
 * Renders the whole area (providers, router, routes) at `path`, as the host would mount it, with a fresh
 * query cache unless the test passes one (to see what a student coming back would see).
 */
export function renderArea(
  path: string,
  platform: PlatformApi,
  queryClient: QueryClient = createAreaQueryClient(),
): RenderResult {
  window.history.pushState(null, '', path);
  return render(<AreaRoot platform={platform} queryClient={queryClient} />);
}
