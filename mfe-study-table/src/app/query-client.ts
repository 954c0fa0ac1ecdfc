import { createAreaQueryClient } from 'shared-design-system/area';

/**
 * The study table area's one QueryClient: module-level, so it outlives single-spa mounts and a student
 * coming back to the area within 5 minutes sees its pages at once (tests pass a fresh client to AreaRoot).
 */
export const areaQueryClient = createAreaQueryClient();
