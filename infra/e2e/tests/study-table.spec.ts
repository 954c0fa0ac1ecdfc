import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

/** The study table (issue 17) as the seeded student uses it: the arrangeable dashboard and its cards. */

const area = (page: Page) => page.locator('[id="single-spa-application:mfe-study-table"]');

/** The dashboard cards' titles in the order they are laid out (top to bottom, then left to right). */
async function cardOrder(page: Page): Promise<string[]> {
  const cards = area(page).locator('[data-grid-card]');
  await expect(cards.first()).toBeVisible();
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, y: box.y, title: element.querySelector('h2')?.textContent ?? '' };
    }),
  );
  return boxes.sort((a, b) => a.y - b.y || a.x - b.x).map((box) => box.title);
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test('rearranges the dashboard grid, and after a reload finds it as left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '/mesa-de-estudo');
  await expect(area(page).getByRole('heading', { level: 1, name: 'Mesa de estudo' })).toBeVisible();
  await expect(area(page).getByRole('region', { name: 'Favoritos' })).toBeVisible();
  const before = await cardOrder(page);
  expect(before.indexOf('Seu objetivo')).toBeLessThan(before.indexOf('Favoritos'));

  await area(page).getByRole('button', { name: 'Organizar mesa' }).click();
  // the BFF answers the grid it stored: what the page sent
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/v3/study-table/card-grid',
  );
  await area(page).getByRole('button', { name: 'Mover Favoritos para cima' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const body = (
    (await answer.json()) as { data: { responsiveLayout: Record<string, unknown>; updatedAt: string } }
  ).data;
  expect(Object.keys(body.responsiveLayout).sort()).toEqual(['lg', 'sm', 'xs']);
  expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false);
  await expect(area(page).getByText('Organização da mesa salva.')).toBeVisible();
  await expect
    .poll(async () => {
      const order = await cardOrder(page);
      return order.indexOf('Favoritos') < order.indexOf('Seu objetivo');
    })
    .toBe(true);
  const arranged = await cardOrder(page);

  await page.reload();
  await expect(area(page).getByRole('region', { name: 'Favoritos' })).toBeVisible();
  await expect.poll(() => cardOrder(page)).toEqual(arranged);
});

test('hides a recent activity from the dashboard', async ({ page }) => {
  await signIn(page, '/mesa-de-estudo');
  const activities = area(page).getByRole('region', { name: 'Atividades recentes' });
  const title = 'Direito Constitucional - Direitos Fundamentais';
  await expect(activities.getByRole('link', { name: title })).toBeVisible();

  await activities.getByRole('button', { name: `Ocultar ${title}` }).click();
  await expect(activities.getByRole('link', { name: title })).toHaveCount(0);
  await page.reload();
  await expect(
    area(page).getByRole('region', { name: 'Atividades recentes' }).getByRole('link').nth(1),
  ).toBeVisible();
  await expect(
    area(page).getByRole('region', { name: 'Atividades recentes' }).getByRole('link', { name: title }),
  ).toHaveCount(0);
});

test('filters recent activities by favourites', async ({ page }) => {
  await signIn(page, '/mesa-de-estudo');
  const activities = area(page).getByRole('region', { name: 'Atividades recentes' });
  await expect(activities.getByRole('link', { name: 'Simulado Polícia Federal - Agente' })).toBeVisible();
  const filtered = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/v3/study-table/recent-activities' && url.searchParams.get('favorite') === '1';
  });
  await activities.getByRole('checkbox', { name: 'Favoritas' }).check();
  await filtered;
  await expect(activities.getByRole('link', { name: 'Simulado Polícia Federal - Agente' })).toHaveCount(0);
  await expect(
    activities.getByRole('link', { name: 'Direito Constitucional - Direitos Fundamentais' }),
  ).toBeVisible();
});
