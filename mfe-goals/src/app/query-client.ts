import { createAreaQueryClient } from 'shared-design-system/area';

/** The goals area's one QueryClient, kept across mounts (tests pass a fresh one to AreaRoot). */
export const areaQueryClient = createAreaQueryClient();
