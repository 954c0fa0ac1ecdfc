import { expect, test, type Page } from './fixtures';
import { signIn } from './support';

/**
 * The composed site as a student sees it on each of the six verticals (spec 1 §1): the host name picks
 * the vertical, its logo and the words that change per vertical, and the areas open from the side menu.
 */
const VERTICALS = [
  {
    id: 'concursos',
    product: 'Estudos Concursos',
    notebooks: 'Cadernos e Simulados',
    tutoring: 'Monitoria',
    discursives: 'Simulados discursivos',
  },
  {
    id: 'medicina',
    product: 'Estudos Medicina',
    notebooks: 'Listas e Simulados',
    tutoring: 'Monitoria',
    discursives: 'Simulados discursivos',
  },
  {
    id: 'militares',
    product: 'Estudos Militares',
    notebooks: 'Listas e Simulados',
    tutoring: 'Monitoria',
    discursives: 'Simulados discursivos',
  },
  {
    id: 'oab',
    product: 'Estudos OAB',
    notebooks: 'Cadernos e Simulados',
    tutoring: 'Curso Especial',
    discursives: 'Simulados de 2ª Fase',
  },
  {
    id: 'vestibulares',
    product: 'Estudos Vestibulares',
    notebooks: 'Cadernos e Simulados',
    tutoring: 'Monitoria',
    discursives: 'Simulados discursivos',
  },
  {
    id: 'carreiras-juridicas',
    product: 'Estudos Carreiras Jurídicas',
    notebooks: 'Cadernos e Simulados',
    tutoring: 'Curso especial',
    discursives: 'Simulados discursivos',
  },
] as const;

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const area = (page: Page, owner: string) => page.locator(`[id="single-spa-application:${owner}"]`);

for (const vertical of VERTICALS) {
  test(`${vertical.id}: logo, per-vertical menu words, and the areas open from the side menu`, async ({
    page,
  }) => {
    await signIn(page, '/mesa-de-estudo', { vertical: vertical.id });
    await expect(page.locator('html')).toHaveAttribute('data-vertical', vertical.id);
    await expect(area(page, 'mfe-study-table').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: vertical.product }).first()).toBeVisible();

    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: vertical.notebooks, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: vertical.tutoring, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: vertical.discursives, exact: true })).toBeVisible();

    await menu.getByRole('link', { name: vertical.notebooks, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^http://${vertical.id}\\.localhost:3000/cadernos-e-simulados$`));
    await expect(area(page, 'mfe-questions').getByRole('heading', { level: 1 })).toBeVisible();

    await menu.getByRole('link', { name: 'Cast', exact: true }).click();
    await expect(area(page, 'mfe-cast').getByRole('heading', { level: 1 })).toBeVisible();
    // one area at a time
    await expect(area(page, 'mfe-questions')).toHaveCount(0);
  });
}
