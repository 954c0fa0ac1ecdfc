import { describeExposedApp } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { TOPICS, topicsPage } from '../testing/fixtures';
import * as app from './app';

describeExposedApp({
  app,
  contract: pkg.platform.contract,
  name: 'mfe_questions/app',
  path: '/questoes/buscar',
  // everything the question selection asks for when it opens (a failure would be logged)
  routes: {
    'GET /bff/questions/topics': topicsPage(TOPICS),
    'GET /bff/questions/filters/teacher': topicsPage([]),
    'GET /bff/questions/filters/classifications/1': { data: [] },
  },
  heading: 'Seleção de questões',
  shows: { role: 'checkbox', name: 'Língua Portuguesa' },
  alsoCheck: (server) => expect(server.requestsTo('GET', '/bff/questions/topics')).toHaveLength(1),
});
