import { describeExposedApp } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { anEssay, page } from '../testing/fixtures';
import * as app from './app';

const essays = [anEssay({ title: 'Desafios da mobilidade urbana' })];

describeExposedApp({
  app,
  contract: pkg.platform.contract,
  name: 'mfe_submissions/app',
  path: '/redacoes',
  routes: {
    'GET /v3/redacoes': { data: essays, meta: page(essays, 1, 1, 100) },
    'GET /v3/redacoes/catalog/classifications': { data: [{ id: 1, name: 'Cebraspe' }], meta: page([1]) },
  },
  heading: 'Redações',
  shows: { role: 'heading', name: 'Desafios da mobilidade urbana' },
});
