import { createAreaQueryClient } from 'shared-design-system/area';

/**
 * The questions area's one QueryClient: module-level, so it outlives single-spa mounts and the catalogue of
 * topics or a listing seen in the last 5 minutes shows at once (tests pass a fresh client to AreaRoot).
 */
export const areaQueryClient = createAreaQueryClient();
