import type { BffArea } from '../area';

/** cast endpoints and seeded data (owned by the mfe-cast team). */
export const castArea: BffArea<Record<string, never>> = {
  name: 'cast',
  seed: () => ({}),
  register: () => {},
};
