import { describeExposedApp } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { MY_COURSES } from '../testing/fixtures';
import * as app from './app';

describeExposedApp({
  app,
  contract: pkg.platform.contract,
  name: 'mfe_ldi/app',
  path: '/todos-os-cursos',
  routes: { 'GET /v3/courses/my-courses': { data: MY_COURSES } },
  heading: 'Meus cursos',
  shows: { role: 'link', name: MY_COURSES[0]!.title },
});
