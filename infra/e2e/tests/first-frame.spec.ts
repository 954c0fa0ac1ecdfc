import { REMOTES } from '../../build/topology';
import { expect, test, type Page } from './fixtures';
import { FIRST_FRAMES, type FirstFramePath } from '../../../shared-contracts/src/routes/first-frames';
import { AREA_UNAVAILABLE, hostUrl, resetBff, signIn } from './support';

/**
 * A page's first frame (issue 12): a signed-in student's first load of an area's first page shows the page's
 * heading (and intro) from the early boot, before the shell's bundle has arrived; the area's page takes its
 * place in the same spot, with never two headings and never none.
 */
const HOST = hostUrl('concursos');
const MAIN_JS = /^http:\/\/concursos\.localhost:3000\/main\.[0-9a-f]+\.js$/;

/** Delays the shell's bundle; tells whether it has been let through yet. */
async function holdShellBundle(page: Page, ms: number) {
  const state = { served: false };
  await page.route(MAIN_JS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    state.served = true;
    await route.continue();
  });
  return state;
}

/**
 * Counts, from the first frame on, the <h1>s of #area after every change as the page could paint it (once every
 * observer of that change has run: this one runs before the early boot's, which was made after it), and
 * whether a frame was there.
 */
async function watchHeadings(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __headingCounts: number[]; __framed: boolean };
    record.__headingCounts = [];
    record.__framed = false;
    new MutationObserver(() => queueMicrotask(countHeadings)).observe(document, {
      subtree: true,
      childList: true,
    });
    function countHeadings() {
      const area = document.getElementById('area');
      if (!area) return;
      if (area.querySelector('[data-boot-page]')) record.__framed = true;
      if (!record.__framed) return;
      const headings = area.querySelectorAll('h1').length;
      if (record.__headingCounts.at(-1) !== headings) record.__headingCounts.push(headings);
    }
  });
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

for (const path of Object.keys(FIRST_FRAMES) as FirstFramePath[]) {
  const frame: { title: string; intro?: string } = FIRST_FRAMES[path];
  test(`${path}: its heading is painted before the shell's bundle arrives, and the area's takes its place without moving`, async ({
    page,
  }) => {
    await signIn(page, '/auth');
    await watchHeadings(page);
    const bundle = await holdShellBundle(page, 2_000);
    await page.goto(`${HOST}${path}`, { waitUntil: 'commit' });

    const heading = page.locator('#area').getByRole('heading', { level: 1, name: frame.title, exact: true });
    await expect(heading).toBeVisible();
    expect(bundle.served, "the shell's bundle is still on its way").toBe(false);
    await expect(page.locator('#area [data-boot-page]').getByRole('status')).toHaveText('Carregando…');
    if (frame.intro)
      await expect(page.locator('#area').getByText(frame.intro, { exact: true })).toBeVisible();
    const framed = await heading.boundingBox();

    // the area's own page (its container is single-spa's), with its heading where the frame's was
    await expect(page.locator('#area [data-boot-page]')).toHaveCount(0, { timeout: 20_000 });
    const areaHeading = page
      .locator('#area [id^="single-spa-application:"]')
      .getByRole('heading', { level: 1, name: frame.title, exact: true });
    await expect(areaHeading).toBeVisible();
    await expect(page.locator('#area h1')).toHaveCount(1);
    if (frame.intro)
      await expect(page.locator('#area').getByText(frame.intro, { exact: true })).toBeVisible();
    const mounted = await areaHeading.boundingBox();
    expect(mounted).toEqual(framed);
    const counts = await page.evaluate(
      () => (window as unknown as { __headingCounts: number[] }).__headingCounts,
    );
    // one heading all along: the frame's, then the area's
    expect(counts).toEqual([1]);
  });
}

test("an area that does not load: its fallback takes the frame's place", async ({ page }) => {
  const studyTable = REMOTES.find((remote) => remote.pkg === 'mfe-study-table')!;
  await page.route(`http://localhost:${studyTable.port}/remoteEntry.js`, (route) =>
    route.abort('connectionrefused'),
  );
  await signIn(page, '/mesa-de-estudo');
  await expect(page.getByRole('heading', { level: 1, name: AREA_UNAVAILABLE })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Mesa de estudo' })).toHaveCount(0);
  await expect(page.locator('#area [data-boot-page]')).toHaveCount(0);
});

test('no frame without a session: the shell signs the student in', async ({ page }) => {
  await watchHeadings(page);
  await page.goto(`${HOST}/mesa-de-estudo`);
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __framed: boolean }).__framed)).toBe(false);
});
