import { render, type RenderResult } from '@testing-library/react';
import type { PlatformApi } from 'shared-contracts';
import { AreaRoot } from '../app/root';

/** Renders the whole area (providers, router, routes) at `path`, as the host would mount it. */
export function renderArea(path: string, platform: PlatformApi): RenderResult {
  window.history.pushState(null, '', path);
  return render(<AreaRoot platform={platform} />);
}
