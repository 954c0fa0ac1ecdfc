import { describeExposedApp } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { DASHBOARD_ROUTES } from '../testing/fixtures';
import * as app from './app';

describeExposedApp({
  app,
  contract: pkg.platform.contract,
  name: 'mfe_study_table/app',
  path: '/mesa-de-estudo',
  routes: { ...DASHBOARD_ROUTES, 'GET /v3/study-table/exclusive-courses': { data: [] } },
  heading: 'Mesa de estudo',
  shows: { role: 'link', name: 'Direito Constitucional - Direitos Fundamentais' },
  alsoCheck: (server) =>
    expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(1),
});
