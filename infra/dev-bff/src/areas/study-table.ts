import type { BffArea } from '../area';

/** study-table endpoints and seeded data (owned by the mfe-study-table team). */
export const studyTableArea: BffArea<Record<string, never>> = {
  name: 'study-table',
  seed: () => ({}),
  register: () => {},
};
