import type { BffArea } from '../area';
import { questionsArea } from './questions';
import { notebooksArea } from './notebooks';
import { ldiArea } from './ldi';
import { castArea } from './cast';
import { commerceArea } from './commerce';
import { submissionsArea } from './submissions';
import { goalsArea } from './goals';
import { studyTableArea } from './study-table';

/** Every area's routes and seed; the shell's own routes live in ../shell-routes.ts. */
export const AREAS: readonly BffArea[] = [
  questionsArea,
  notebooksArea,
  ldiArea,
  castArea,
  commerceArea,
  submissionsArea,
  goalsArea,
  studyTableArea,
];
