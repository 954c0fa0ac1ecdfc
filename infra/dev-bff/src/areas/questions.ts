import type { BffArea } from '../area';

/** questions endpoints and seeded data (owned by the mfe-questions team). */
export const questionsArea: BffArea<Record<string, never>> = {
  name: 'questions',
  seed: () => ({}),
  register: () => {},
};
