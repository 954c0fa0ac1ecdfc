import { createAreaQueryClient } from 'shared-design-system/area';

/**
 * The submissions remote's one QueryClient: module-level, so it outlives single-spa mounts and a page seen in
 * the last 5 minutes shows at once. The area root (AreaRoot) and the exposed comments widget, which other
 * remotes render in their own trees, both use it; tests pass a fresh client to AreaRoot and clear this one
 * between widget tests.
 */
export const areaQueryClient = createAreaQueryClient();
