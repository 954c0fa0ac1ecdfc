import { expect, test, type Page } from './fixtures';
import { hostUrl, resetBff, signIn } from './support';

const BFF = 'http://127.0.0.1:3001';
const NOVO = 'novo@exemplo.com.br';

const alertBanner = (page: Page) => page.getByRole('complementary', { name: 'Aviso' });

async function alertCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'global_alert')?.value;
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test.afterAll(async ({ request }) => {
  await request.post(`${BFF}/__control/reset`);
});

test('a new student on concursos accepts the questions terms, then joins the beta programme', async ({
  page,
}) => {
  await signIn(page, '/mesa-de-estudo', { email: NOVO });

  const terms = page.getByRole('dialog', { name: 'Termos de uso do banco de questões' });
  await expect(terms).toBeVisible();
  // the full terms, and back
  await terms.getByRole('button', { name: 'Ler os termos de uso completos' }).click();
  const full = page.getByRole('dialog', { name: 'Termos de uso' });
  await expect(full).toContainText('CONTRATANTE');
  await expect(full.getByRole('button', { name: 'Li e aceito os termos de uso' })).toBeVisible();
  await full.getByRole('button', { name: 'Voltar' }).click();
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/bff/questions/accept-terms-of-use') && response.ok(),
  );
  await terms.getByRole('button', { name: 'Aceitar e resolver questões' }).click();
  expect(await (await accepted).json()).toHaveProperty('terms_accepted_at');
  await expect(terms).toBeHidden();

  const beta = page.getByRole('dialog', { name: 'Seja um Beta Tester' });
  await expect(beta).toBeVisible();
  // the beta terms are a static PDF served with the host's files
  const pdfHref = await beta
    .getByRole('link', { name: /termos do programa Beta Tester/ })
    .getAttribute('href');
  const pdf = await page.evaluate(async (href) => {
    const response = await fetch(href ?? '');
    return { ok: response.ok, start: (await response.text()).slice(0, 5) };
  }, pdfHref);
  expect(pdf).toEqual({ ok: true, start: '%PDF-' });
  const join = beta.getByRole('button', { name: 'Quero ser Beta Tester' });
  await expect(join).toBeDisabled();
  await beta.getByRole('checkbox', { name: 'Li e concordo com os termos do programa Beta Tester' }).check();
  await join.click();
  await expect(page.getByRole('status').filter({ hasText: 'Agora você é um Beta Tester!' })).toBeVisible();
  await expect(beta).toBeHidden();

  // saved on the server: neither modal comes back
  await page.reload();
  await expect(page.locator('#shell-topbar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on medicina there is no questions terms modal; declining the beta invitation closes it for good', async ({
  page,
}) => {
  await signIn(page, '/mesa-de-estudo', { vertical: 'medicina', email: NOVO });
  const beta = page.getByRole('dialog', { name: 'Seja um Beta Tester' });
  await expect(beta).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Termos de uso do banco de questões' })).toHaveCount(0);
  const declined = page.waitForResponse(
    (response) => response.url().endsWith('/bff/profile/beta-tester') && response.ok(),
  );
  await beta.getByRole('button', { name: 'Não tenho interesse' }).click();
  expect(await (await declined).json()).toEqual({ beta_tester: 'recusado' });
  await expect(beta).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the global alert: sanitised, closed for good when not repeating, always back when repeating', async ({
  page,
}) => {
  const set = await page.request.put(`${BFF}/__control/global-alert`, {
    data: {
      is_active: true,
      repeat: false,
      text: '<p>Manutenção no <strong>domingo</strong><iframe src="https://exemplo.com"></iframe></p>',
    },
  });
  expect(set.ok()).toBe(true);
  await signIn(page, '/mesa-de-estudo');
  await expect(alertBanner(page)).toContainText('Manutenção no domingo');
  await expect(alertBanner(page).locator('strong')).toHaveText('domingo');
  await expect(alertBanner(page).locator('iframe')).toHaveCount(0);

  await alertBanner(page).getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(alertBanner(page)).toHaveCount(0);
  expect(await alertCookie(page)).toBe('CLOSED');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(alertBanner(page)).toHaveCount(0);

  await page.request.put(`${BFF}/__control/global-alert`, { data: { repeat: true } });
  await page.reload();
  await expect(alertBanner(page)).toBeVisible();
  expect(await alertCookie(page)).toBe('SHOW');

  await page.request.put(`${BFF}/__control/global-alert`, { data: { is_active: false } });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(alertBanner(page)).toHaveCount(0);
});

test('an unknown path shows the generic 404; an unknown cast page shows the cast 404', async ({ page }) => {
  await signIn(page, '/pagina-que-nao-existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
  ).toBeVisible();
  await expect(
    page.getByText('Você pode fazer uma busca acima ou voltar para a seleção de questões.'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/ \| Página não encontrada$/);
  await page.getByRole('link', { name: 'Ir para a seleção de questões' }).click();
  await expect(page).toHaveURL(/\/questoes\/buscar$/);

  // /cast/* belongs to mfe-cast (ARCHITECTURE §2): the area answers its own unknown paths
  await page.goto(`${hostUrl('concursos')}/cast/nao-existe`);
  const cast = page.locator('[id="single-spa-application:mfe-cast"]');
  await expect(cast.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cast.getByRole('link', { name: 'Voltar para o Cast' })).toBeVisible();
});

test('a BFF answer tagged UNDER_MAINTENANCE shows the 503 page with message:tag', async ({ page }) => {
  const fault = await page.request.post(`${BFF}/__control/faults`, {
    data: {
      method: 'GET',
      path: '/bff/features',
      status: 503,
      body: { error: { message: 'Plataforma em manutenção', tag: 'VERTICAL_UNDER_MAINTENANCE' } },
    },
  });
  expect(fault.ok()).toBe(true);
  await signIn(page, '/mesa-de-estudo');
  const maintenance = page.getByRole('region', { name: 'Estamos em manutenção' });
  await expect(maintenance).toBeVisible();
  await expect(maintenance).toContainText('503');
  await expect(maintenance).toContainText('Plataforma em manutenção:VERTICAL_UNDER_MAINTENANCE');
  await page.request.delete(`${BFF}/__control/faults`);
  await maintenance.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('region', { name: 'Estamos em manutenção' })).toHaveCount(0);
});

test('a question is reported through the host modal', async ({ page }) => {
  await signIn(page, '/questoes/50003');
  const questions = page.locator('[id="single-spa-application:mfe-questions"]');
  await questions.getByRole('button', { name: 'Reportar erro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar erro' });
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Descreva o erro antes de enviar.');
  await dialog.getByLabel('Descreva o erro').fill('A alternativa correta está marcada errada.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Obrigado! Seu relato foi enviado.' }),
  ).toBeVisible();
  // read back as the signed-in student (the browser's session cookie; *.localhost resolves only in Chromium)
  const reports = await page.evaluate(() =>
    fetch('/bff/reports', { credentials: 'include' }).then((response) => response.json()),
  );
  expect(reports.data).toEqual([
    expect.objectContaining({
      description: 'A alternativa correta está marcada errada.',
      context: expect.objectContaining({ question_id: 50003 }),
    }),
  ]);
});
