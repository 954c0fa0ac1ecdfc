/**
 * A narrow screen: a phone held upright on the pages a phone may open on the web (commerce, profile, public
 * questions), a tablet upright (its browser says it is a computer), or a narrow window, 320 to 1023 px wide.
 * Nothing may be wider than the screen. The top bar once was (1004 px of logo, search and buttons in one row),
 * and a phone then laid every page out 1004 px wide: it showed a third of the page at a time, or the whole of it
 * at a third of its size.
 */
import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

/** A page of each area, and the shell's own. */
const PAGES = [
  '/mesa-de-estudo',
  // the performance charts (uPlot draws at a fixed width)
  '/meu-desempenho',
  '/questoes/buscar',
  '/cursos',
  '/cast',
  '/garanta-acesso-completo',
  '/discursivas',
  '/metas',
  '/perfil',
];

async function layoutWidths(page: Page) {
  return page.evaluate(() => ({ viewport: window.innerWidth, page: document.documentElement.scrollWidth }));
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test.describe('on a 360 px screen', () => {
  // isMobile: the browser lays the page out as wide as its content, as a phone's does
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of PAGES) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await signIn(page, path);
      await expect(page.locator('#area h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutWidths(page)).toEqual({ viewport: 360, page: 360 });
    });
  }
});

for (const width of [768, 1000]) {
  test.describe(`on a ${width} px screen (a tablet upright, a narrow window)`, () => {
    test.use({ viewport: { width, height: 1000 }, isMobile: true, hasTouch: true });

    test('the bar keeps one row and the page is no wider than the screen', async ({ page }) => {
      await signIn(page, '/mesa-de-estudo');
      await expect(page.locator('#area h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutWidths(page)).toEqual({ viewport: width, page: width });
      const bar = page.locator('#shell-topbar');
      expect((await bar.boundingBox())!.height).toBe(60);
      await expect(bar.getByRole('button', { name: /^Notificações/ })).toBeVisible();
      const search = await bar.getByRole('searchbox', { name: 'Pesquisar na plataforma' }).boundingBox();
      expect(search!.width).toBeGreaterThan(120);
    });
  });
}

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('the top bar keeps every control on the screen, named, in the height reserved for it', async ({
    page,
  }) => {
    await signIn(page, '/mesa-de-estudo');
    const bar = page.locator('#shell-topbar');
    const controls = [
      bar.getByRole('link', { name: 'Página inicial' }),
      bar.getByRole('link', { name: 'Favoritos' }),
      bar.getByRole('button', { name: /^Notificações/ }),
      bar.getByRole('button', { name: 'Vertical: Concursos' }),
      bar.getByRole('button', { name: /Ana Paula Souza/ }),
      bar.getByRole('searchbox', { name: 'Pesquisar na plataforma' }),
      bar.getByRole('combobox', { name: 'Filtrar busca por' }),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box, await control.evaluate((node) => node.outerHTML.slice(0, 80))).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(108);
    }
    // the words beside the icons are read out, not shown: the bar's height is the one index.html reserves
    expect((await bar.boundingBox())!.height).toBe(108);
    expect(await layoutWidths(page)).toEqual({ viewport: 320, page: 320 });
    // the search still works from its own row
    await bar.getByRole('searchbox', { name: 'Pesquisar na plataforma' }).fill('direito');
    await expect(page.locator('#shell-search-results')).toBeVisible();
  });
});
