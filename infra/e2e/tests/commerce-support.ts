import { expect, type Page } from './fixtures';
import { hostUrl } from './support';

/** The commerce area's element. */
export const commerceArea = (page: Page) => page.locator('[id="single-spa-application:mfe-commerce"]');

/** Opens a course's page on `vertical`'s host and puts it in the cart ('Compre agora'). */
export async function buy(page: Page, vertical: string, slug: string) {
  await page.goto(`${hostUrl(vertical)}/curso/${slug}`);
  await commerceArea(page).getByRole('button', { name: 'Compre agora' }).click();
  await expect(page).toHaveURL(/\/cursos\/carrinho$/);
}

/** Fills the checkout's buyer step: the CPF, a CEP the dev BFF knows (its address filled in), a number. */
export async function fillBuyer(page: Page, cpf: string) {
  const a = commerceArea(page);
  await a.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await a.getByRole('textbox', { name: 'CEP' }).fill('01310100');
  await expect(a.getByRole('textbox', { name: 'Endereço' })).toHaveValue('Avenida Paulista');
  await a.getByRole('textbox', { name: 'Número' }).fill('1000');
}
