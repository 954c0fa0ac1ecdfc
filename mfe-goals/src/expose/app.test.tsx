import { describeExposedApp } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { USER_GOALS } from '../testing/fixtures';
import * as app from './app';

describeExposedApp({
  app,
  contract: pkg.platform.contract,
  name: 'mfe_goals/app',
  path: '/objetivos',
  routes: {
    'GET /bff/performance/goals/favorites': { data: [] },
    'GET /bff/goals/userGoals': { data: USER_GOALS },
  },
  heading: 'Objetivos',
  shows: { role: 'link', name: 'Polícia Federal - Agente' },
});
