import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

/**
 * axe-core (every rule it runs by default: WCAG 2 A/AA and its best practices) on the pages a student opens
 * from the side menu and a few they reach from there, signed in, once each page has settled. The sweep that
 * wrote this found unreadable headings on the dark live-classes layout, a badge colour below 4.5:1 on
 * medicina, logo links whose names left out what they show, skipped heading levels and two unnamed search
 * landmarks on one page. axe is evaluated through the DevTools protocol (TOOLCHAIN.md), not as a page
 * script, so the site's Content-Security-Policy stays as strict as ever.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  rule: string;
  nodes: string[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; nodes: { html: string }[] }[];
    }
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node) => node.html.slice(0, 160)),
    }));
  });
}

/** Opens a page signed in and waits until its area has painted its heading and its calls have answered. */
async function openSettled(page: Page, path: string, vertical = 'concursos') {
  await signIn(page, path, { vertical });
  await expect(page.locator('#area h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the skeletons of the calls that answered are replaced on the next frame
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

const CONCURSOS_PAGES = [
  '/mesa-de-estudo',
  '/estudos-em-andamento',
  '/favoritos',
  '/meu-desempenho',
  '/rankings',
  '/aulas-ao-vivo',
  '/questoes/buscar',
  '/cadernos-e-simulados',
  '/cadernos-e-simulados/cadernos/101',
  '/todos-os-cursos',
  '/ldi/direito-constitucional-para-concursos',
  '/trilhas-estrategicas',
  '/monitorias',
  '/sala-vip',
  '/cast',
  '/objetivos',
  '/explorar',
  '/cursos',
  '/cursos/gratuitos',
  '/redacoes',
  '/discursivas',
];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await resetBff(page);
  await page.close();
});

for (const path of CONCURSOS_PAGES) {
  test(`no axe violation on ${path} (concursos)`, async ({ page }) => {
    await openSettled(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** What differs by vertical: the palette, the logo's mark, the words of the menu. */
const VERTICAL_PAGES: readonly [string, string][] = [
  ['medicina', '/cursos'],
  ['medicina', '/aulas-ao-vivo'],
  ['militares', '/mesa-de-estudo'],
  ['oab', '/mesa-de-estudo'],
  ['carreiras-juridicas', '/mesa-de-estudo'],
  ['vestibulares', '/cadernos-e-simulados'],
];

for (const [vertical, path] of VERTICAL_PAGES) {
  test(`no axe violation on ${path} (${vertical})`, async ({ page }) => {
    await openSettled(page, path, vertical);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the side menu, opened, names its logo link with what the logo shows', async ({ page }) => {
  await openSettled(page, '/mesa-de-estudo', 'carreiras-juridicas');
  await page.getByRole('navigation', { name: 'Menu principal' }).hover();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  // wide tables scroll sideways there: their boxes must be reachable from the keyboard
  for (const path of ['/meu-desempenho', '/mesa-de-estudo', '/questoes/buscar']) {
    test(`no axe violation on ${path}`, async ({ page }) => {
      await openSettled(page, path, 'vestibulares');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
