import { describeExposedApp } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { MY_COURSES } from '../testing/fixtures';
import { LIST_FIGURES_ROUTES } from '../testing/list-figures-routes';
import * as app from './app';

describeExposedApp({
  app,
  contract: pkg.platform.contract,
  name: 'mfe_ldi/app',
  path: '/todos-os-cursos',
  routes: {
    'GET /v3/courses/my-courses': { data: MY_COURSES },
    'GET /bff/courses/my-courses/tabs': { data: [] },
    'GET /v3/courses/catalog/classifications': {
      data: [],
      pagination: { page: 1, per_page: 150, total: 0, last_page: 1 },
    },
    'POST /bff/search/v2/courses/shelves': { data: [] },
    // the figures of the course cards (progress, times, 'Concluído')
    ...LIST_FIGURES_ROUTES,
  },
  heading: 'Meus cursos',
  shows: { role: 'link', name: MY_COURSES[0]!.title },
});
