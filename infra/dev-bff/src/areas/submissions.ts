import type { BffArea } from '../area';

/** submissions endpoints and seeded data (owned by the mfe-submissions team). */
export const submissionsArea: BffArea<Record<string, never>> = {
  name: 'submissions',
  seed: () => ({}),
  register: () => {},
};
