import { expect, test, type Page } from './fixtures';
import { hostUrl, signIn } from './support';

/** Accessibility settings and the shell's status pages, on three verticals. */

const studyTable = (page: Page) =>
  page.locator('[id="single-spa-application:mfe-study-table"]').getByRole('heading', { level: 1 });
const fontSizeOf = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));

for (const vertical of ['concursos', 'medicina', 'oab'] as const) {
  test(`${vertical}: a bigger font from Acessibilidade applies to the page and survives a reload`, async ({
    page,
  }) => {
    await signIn(page, '/mesa-de-estudo', { vertical });
    await expect(studyTable(page)).toBeVisible();
    const before = await fontSizeOf(page);

    await page.getByRole('button', { name: /Ana Paula Souza/ }).click();
    await page.getByRole('menuitem', { name: 'Acessibilidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acessibilidade' });
    await dialog.getByRole('button', { name: 'Aumentar fonte' }).click();
    await dialog.getByRole('button', { name: 'Aumentar fonte' }).click();
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => fontSizeOf(page)).toBeGreaterThan(before);
    const bigger = await fontSizeOf(page);

    await page.reload();
    await expect(studyTable(page)).toBeVisible();
    expect(await fontSizeOf(page)).toBe(bigger);
  });
}

test('the shell status pages: /404 says the page could not be found, /500 offers a retry', async ({
  page,
}) => {
  await signIn(page, '/404', { vertical: 'medicina' });
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page).toHaveTitle('Estudos Medicina | Página não encontrada');
  await page.goto(`${hostUrl('medicina')}/500`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tivemos um problema' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});
