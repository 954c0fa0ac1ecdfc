import type { BffArea } from '../area';

/** ldi endpoints and seeded data (owned by the mfe-ldi team). */
export const ldiArea: BffArea<Record<string, never>> = {
  name: 'ldi',
  seed: () => ({}),
  register: () => {},
};
