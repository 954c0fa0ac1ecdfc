import type { BffArea } from '../area';

/** commerce endpoints and seeded data (owned by the mfe-commerce team). */
export const commerceArea: BffArea<Record<string, never>> = {
  name: 'commerce',
  seed: () => ({}),
  register: () => {},
};
