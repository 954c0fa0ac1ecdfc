import type { BffArea } from '../area';

/** goals endpoints and seeded data (owned by the mfe-goals team). */
export const goalsArea: BffArea<Record<string, never>> = {
  name: 'goals',
  seed: () => ({}),
  register: () => {},
};
