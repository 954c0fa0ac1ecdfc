import { createAreaQueryClient } from 'shared-design-system/area';

/**
 * The commerce area's one QueryClient: module-level, so it outlives single-spa mounts and a catalogue page
 * seen in the last 5 minutes shows at once (tests pass a fresh client to AreaRoot).
 */
export const areaQueryClient = createAreaQueryClient();
