import { describeExposedApp } from 'shared-design-system/testing';
import pkg from '../../package.json';
import { aCatalogPage, aProduct } from '../testing/fixtures';
import * as app from './app';

describeExposedApp({
  app,
  contract: pkg.platform.contract,
  name: 'mfe_commerce/app',
  path: '/cursos',
  routes: {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Pacote Polícia Federal' })]),
    // the store's categories (none here: no highlights shelf either)
    'GET /bff/catalogs/v1/:parentId/:id/children': { data: [], meta: { page: 1, per_page: 1, total: 0 } },
  },
  heading: 'Cursos',
  shows: { role: 'heading', name: 'Pacote Polícia Federal' },
  // 16 cards per page (spec 3 §7)
  alsoCheck: (server) =>
    expect(server.requestsTo('GET', '/bff/public/ecommerce/catalog')[0]?.query.get('perPage')).toBe('16'),
});
