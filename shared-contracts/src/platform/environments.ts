import type { EnvironmentName } from './platform-api';

/** Every environment the front end runs in (spec 1 §9). */
export const ENVIRONMENT_NAMES: readonly EnvironmentName[] = [
  'local',
  'dev',
  'qa',
  'sandbox',
  'production',
  'github',
];
