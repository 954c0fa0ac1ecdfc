import { screen } from '@testing-library/react';
import { aCatalogPage, aProduct } from '../../../testing/fixtures';
import { closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(async () => {
  await closeTestServers();
});

it('says the store is under maintenance while maintenance_ecommerce is on', async () => {
  await renderArea('/cursos/manutencao', {}, { platform: { flags: { maintenance_ecommerce: true } } });
  expect(screen.getByRole('heading', { level: 1, name: 'Catálogo em manutenção' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Voltamos em breve!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/cursos');
});

it('goes to the catalogue once the maintenance is over', async () => {
  await renderArea(
    '/cursos/manutencao',
    { 'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ id: 77, name: 'Curso de volta' })]) },
    { platform: { flags: { maintenance_ecommerce: false } } },
  );
  expect(await screen.findByRole('article', { name: 'Curso de volta' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/cursos');
});
