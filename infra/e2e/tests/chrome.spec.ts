import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

const CONTROL = 'http://127.0.0.1:3001/__control';
const ANA = 'aluno@exemplo.com.br';

/** The greeting of spec 1 §2 for the hour now in São Paulo (the rule greeting.ts implements). */
function expectedGreeting(): string {
  const hour = Number(
    new Intl.DateTimeFormat('pt-BR', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date()),
  );
  if (hour >= 6 && hour <= 11) return 'Bom dia';
  if (hour >= 12 && hour <= 17) return 'Boa tarde';
  return 'Boa noite';
}

async function patchStudent(page: Page, body: Record<string, unknown>, email = ANA) {
  const response = await page.request.patch(`${CONTROL}/students/${encodeURIComponent(email)}`, {
    data: body,
  });
  expect(response.ok()).toBe(true);
}

const profileButton = (page: Page) => page.getByRole('button', { name: /Ana Paula Souza/ });

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test('global search: 2 characters ask nothing, 3 or more show the sections after the debounce', async ({
  page,
}) => {
  const previews: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v3/search/preview')) previews.push(request.url());
  });
  await signIn(page, '/mesa-de-estudo');
  const search = page.getByRole('searchbox', { name: 'Pesquisar na plataforma' });
  await search.fill('di');
  await page.waitForTimeout(800);
  expect(previews).toEqual([]);
  await expect(page.getByRole('region', { name: 'Resultados da busca' })).toHaveCount(0);

  await search.pressSequentially('reito');
  const dropdown = page.getByRole('region', { name: 'Resultados da busca' });
  await expect(dropdown.getByRole('heading', { name: /Questões/ })).toBeVisible();
  await expect(dropdown.getByRole('heading', { name: /Cursos/ }).first()).toBeVisible();
  await expect(
    dropdown.getByRole('link', { name: /Direito Constitucional: direitos e garantias/ }),
  ).toBeVisible();
  // one lookup for the whole word: the debounce waits for the last keystroke
  expect(previews).toHaveLength(1);
  expect(new URL(previews[0] as string).searchParams.get('q')).toBe('direito');

  // a section whose search_show_* flag is off is not shown
  await patchStudent(page, { features: { search_show_questoes: false } });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Pesquisar na plataforma' }).fill('direito');
  await expect(dropdown.getByRole('heading', { name: /Cursos/ }).first()).toBeVisible();
  await expect(dropdown.getByRole('heading', { name: /Questões/ })).toHaveCount(0);

  // emptying the field closes the dropdown
  await page.getByRole('searchbox', { name: 'Pesquisar na plataforma' }).fill('');
  await expect(dropdown).toHaveCount(0);
});

test('Enter opens the results page; its section filter keeps one type', async ({ page }) => {
  await signIn(page, '/mesa-de-estudo');
  const search = page.getByRole('searchbox', { name: 'Pesquisar na plataforma' });
  await search.fill('português');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/resultado-pesquisa\/portugu%C3%AAs\?_r=\d+$/);
  const area = page.locator('#area');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Resultados da busca por “português”');
  await expect(area.getByRole('region', { name: /Cursos/ }).first()).toBeVisible();
  await expect(area.getByRole('link', { name: 'Português para Concursos' })).toBeVisible();

  await area
    .getByRole('navigation', { name: 'Filtrar resultados' })
    .getByRole('link', { name: 'Cast' })
    .click();
  await expect(page).toHaveURL(/type=cast/);
  await expect(area.getByRole('link', { name: 'Resumo em áudio: Português' })).toBeVisible();
  await expect(area.getByRole('region', { name: /Cursos/ })).toHaveCount(0);
});

test('profile menu: greeting, flagged items, dark mode, keyboard', async ({ page }) => {
  await signIn(page, '/mesa-de-estudo');
  const button = profileButton(page);
  await expect(button).toContainText(`${expectedGreeting()}, Ana Paula Souza`);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // keyboard: focus, Enter opens with focus on the first item, arrows move, Escape closes back to the button
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Menu do perfil' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Minha conta' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Minhas compras' })).toBeFocused();
  for (const name of ['Central de notificações', 'Cancelar compras', 'Configurações', 'Sair']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: /Ajuda/ })).toHaveAttribute('href', /^https?:\/\//);
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Funcionalidades Beta' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  // dark mode
  await button.click();
  await menu.getByRole('menuitemcheckbox', { name: 'Modo escuro' }).click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Modo escuro' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');

  // an unimplemented settings route says so
  await menu.getByRole('menuitem', { name: 'Configurações' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Rota/Comportamento ainda não implementado.' }),
  ).toBeVisible();

  // a flag off hides its item
  await patchStudent(page, { features: { profile_menu_cancel_purchases: false } });
  await page.reload();
  await profileButton(page).click();
  await expect(menu.getByRole('menuitem', { name: 'Minha conta' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Cancelar compras' })).toHaveCount(0);

  // Minha conta goes to the profile page without a page load
  await menu.getByRole('menuitem', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(/\/meu-perfil$/);
});

test('turning beta off saves the status and asks why 5 s later; the page then reloads', async ({ page }) => {
  await signIn(page, '/mesa-de-estudo');
  await profileButton(page).click();
  const beta = page.getByRole('menuitemcheckbox', { name: 'Funcionalidades Beta' });
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/bff/profile/beta-tester') && response.request().method() === 'PUT',
  );
  await beta.click();
  expect(await (await saved).json()).toEqual({ beta_tester: 'aceito_inativo' });
  const survey = page.getByRole('dialog', { name: 'Por que você desativou as Funcionalidades Beta?' });
  await expect(survey).toBeVisible({ timeout: 8000 });
  const reloaded = page.waitForEvent('load');
  await survey.getByRole('button', { name: 'Agora não' }).click();
  await reloaded;
  await profileButton(page).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Funcionalidades Beta' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('notifications: the badge says 9+ above 10 and the list opens', async ({ page }) => {
  await patchStudent(page, { notifications_unread: 12 });
  await signIn(page, '/mesa-de-estudo');
  const button = page.getByRole('button', { name: /^Notificações/ });
  await expect(button.getByRole('img', { name: '12 notificações não lidas' })).toHaveText('9+');
  await button.click();
  // the button says aria-haspopup="dialog": the panel is a (non-modal) dialog named by its heading
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByRole('link').first()).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Não lida: Nova aula disponível/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();

  await patchStudent(page, { notifications_unread: 10 });
  await page.reload();
  await expect(page.getByRole('img', { name: '10 notificações não lidas' })).toHaveText('10');
});

test('side menu labels follow the vertical; the active item is marked; it expands on hover', async ({
  page,
}) => {
  await signIn(page, '/cadernos-e-simulados');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Cadernos e Simulados' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Monitoria', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Simulados discursivos' })).toBeVisible();

  const panel = menu.locator('.side-menu');
  await expect(panel).toHaveAttribute('data-expanded', 'false');
  await menu.getByRole('link', { name: 'Monitoria', exact: true }).hover();
  await expect(panel).toHaveAttribute('data-expanded', 'true');

  await signIn(page, '/cadernos-e-simulados', { vertical: 'medicina' });
  await expect(menu.getByRole('link', { name: 'Listas e Simulados' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Cadernos e Simulados' })).toHaveCount(0);

  await signIn(page, '/mesa-de-estudo', { vertical: 'oab' });
  await expect(menu.getByRole('link', { name: 'Simulados de 2ª Fase' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Curso Especial', exact: true })).toBeVisible();
});

test('the environment banner over the side menu leaves the pointer to the menu', async ({ page }) => {
  await signIn(page, '/cadernos-e-simulados');
  const banner = page.getByRole('complementary', { name: 'Ambiente' });
  await expect(banner).toHaveText('LOCAL');
  const panel = page.getByRole('navigation', { name: 'Menu principal' }).locator('.side-menu');
  await expect(panel).toHaveAttribute('data-expanded', 'false');
  const box = await banner.boundingBox();
  const menuBox = await panel.boundingBox();
  if (!box || !menuBox) throw new Error('banner or side menu not laid out');
  // the banner sits over the menu's column: a pointer on it is on the menu
  const x = box.x + Math.min(box.width / 2, menuBox.width / 2);
  const y = box.y + box.height / 2;
  expect(x).toBeLessThan(menuBox.x + menuBox.width);
  await page.mouse.move(x, y);
  await expect(panel).toHaveAttribute('data-expanded', 'true');
  await expect(banner).toBeVisible();
});

test('verticals menu: the keyboard opens it and each vertical keeps the page on its own host', async ({
  page,
}) => {
  await signIn(page, '/mesa-de-estudo');
  const button = page.getByRole('button', { name: 'Vertical: Concursos' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Verticais' });
  await expect(menu.getByRole('menuitemradio', { name: 'Concursos' })).toBeFocused();
  await expect(menu.getByRole('menuitemradio', { name: 'Medicina' })).toHaveAttribute(
    'href',
    'http://medicina.localhost:3000/mesa-de-estudo',
  );
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Medicina' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('http://medicina.localhost:3000/mesa-de-estudo');
  // the session cookie is per host here (the dev BFF's): the other vertical's site boots on its own and,
  // with no session of its own yet, asks for a sign-in on its own host that comes back to the same page
  await expect(page).toHaveURL('http://medicina.localhost:3000/auth/dev-login?redirect=%2Fmesa-de-estudo');
  await page.getByRole('link', { name: 'Entrar como Ana Paula Souza' }).click();
  await expect(page).toHaveURL('http://medicina.localhost:3000/mesa-de-estudo');
  await expect(page.locator('html')).toHaveAttribute('data-vertical', 'medicina');
  await expect(page.getByRole('button', { name: 'Vertical: Medicina' })).toBeVisible();
});

test('the default layout shows the small bar: greeting to the first name, Favoritos, profile menu', async ({
  page,
}) => {
  await signIn(page, '/baixar-o-app');
  const bar = page.locator('#shell-topbar');
  await expect(bar.getByText(new RegExp(`^${expectedGreeting()}, Ana! `))).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/favoritos');
  await expect(profileButton(page)).toBeVisible();
  await expect(bar.getByRole('searchbox')).toHaveCount(0);
  await bar.getByRole('link', { name: 'Favoritos' }).click();
  await expect(page).toHaveURL(/\/favoritos$/);
  // back on a navigation layout: the full bar with the search
  await expect(page.getByRole('searchbox', { name: 'Pesquisar na plataforma' })).toBeVisible();
});

test('a slow navigation shows the top progress bar until the area has mounted', async ({ page }) => {
  // the cast remote answers only when the test lets it (its idle prefetch and hover preload wait too), so the
  // navigation to /cast is slow for sure
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('http://localhost:3103/**', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, '/mesa-de-estudo');
  await expect(
    page.locator('[id="single-spa-application:mfe-study-table"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Cast', exact: true })
    .click();
  const bar = page.getByRole('progressbar', { name: 'Carregando página' });
  await expect(bar).toBeVisible();
  release();
  await expect(
    page.locator('[id="single-spa-application:mfe-cast"]').getByRole('heading', { level: 1 }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(bar).toBeHidden();
});
