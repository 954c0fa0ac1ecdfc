import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

/**
 * What a student sees when the BFF fails (issue 11), through the dev BFF's fault API: the typed pt-BR answer,
 * a POST never repeated, what they typed kept.
 */
const CONTROL = 'http://127.0.0.1:3001/__control';

async function fault(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post(`${CONTROL}/faults`, { data });
  expect(response.ok()).toBe(true);
}

/** Counts the requests of `method` to `path` the page sends from now on. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test.afterEach(async ({ page }) => {
  await page.request.delete(`${CONTROL}/faults`);
});

for (const status of [500, 503, 429, 403]) {
  test(`an essay whose POST gets ${status} is sent once, says so in pt-BR, and keeps the form`, async ({
    page,
  }) => {
    await signIn(page, '/redacoes');
    await page.getByRole('tab', { name: 'Enviar redação' }).click();
    await page.getByRole('textbox', { name: /Título/ }).fill('O que eu escrevi não se perde');
    await page.getByLabel('Arquivo da redação').setInputFiles({
      name: 'redacao.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 redação'),
    });
    await fault(page, { method: 'POST', path: '/v3/redacoes', status });
    const posts = countRequests(page, 'POST', '/v3/redacoes');
    await page.getByRole('button', { name: 'Enviar redação' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar envio da redação' })
      .getByRole('button', { name: 'Confirmar envio' })
      .click();

    await expect(page.getByRole('region', { name: 'Mensagens' })).toContainText(
      'Falha ao carregar o conteúdo!',
    );
    await expect(page.getByRole('textbox', { name: /Título/ })).toHaveValue('O que eu escrevi não se perde');
    await page.waitForTimeout(1_500);
    expect(posts()).toBe(1);
  });
}

/** Opens the essay form and fills it as a student would (title, description, file). */
async function fillEssay(page: Page) {
  await signIn(page, '/redacoes');
  await page.getByRole('tab', { name: 'Enviar redação' }).click();
  await page.getByRole('textbox', { name: /Título/ }).fill('O que eu escrevi não se perde');
  await page.getByLabel('Arquivo da redação').setInputFiles({
    name: 'redacao.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 redação'),
  });
}

async function sendEssay(page: Page) {
  await page.getByRole('button', { name: 'Enviar redação' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar envio da redação' })
    .getByRole('button', { name: 'Confirmar envio' })
    .click();
}

test('an essay whose POST gets 401 is sent once, and the sign-in round trip brings back what was typed (the file excepted, as the spec says)', async ({
  page,
}) => {
  await fillEssay(page);
  await fault(page, { method: 'POST', path: '/v3/redacoes', status: 401, times: 1 });
  const posts = countRequests(page, 'POST', '/v3/redacoes');
  await sendEssay(page);
  await expect(page.getByRole('heading', { name: 'Entrar no ambiente de desenvolvimento' })).toBeVisible({
    timeout: 20_000,
  });
  expect(posts()).toBe(1);
  await page.getByRole('link', { name: /Entrar como Ana Paula Souza/ }).click();
  // back where the student was: the essay form's tab is in the address, so it is open again with the draft
  await expect(page).toHaveURL(/\/redacoes\?aba=enviar-redacao$/);
  await expect(page.getByRole('tab', { name: 'Enviar redação', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Título/ })).toHaveValue('O que eu escrevi não se perde');
  expect(posts()).toBe(1);
});

test('a list answering 429 tells the student to wait, and its retry loads it', async ({ page }) => {
  // every attempt of the GET (ky retries a 429 GET) is refused, then the server answers again
  await fault(page, { method: 'GET', path: '/v3/cast/home', status: 429, times: 4 });
  await signIn(page, '/cast');
  const area = page.locator('[id="single-spa-application:mfe-cast"]');
  await expect(area.getByRole('alert')).toContainText(
    'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
    { timeout: 20_000 },
  );
  await area.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(area.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
});

test('a GET answering 403 is not retried and shows the area error', async ({ page }) => {
  const gets = countRequests(page, 'GET', '/v3/cast/home');
  await fault(page, { method: 'GET', path: '/v3/cast/home', status: 403, times: 1 });
  await signIn(page, '/cast');
  const area = page.locator('[id="single-spa-application:mfe-cast"]');
  await expect(area.getByRole('alert')).toContainText('Não foi possível carregar os álbuns do Cast.');
  expect(gets()).toBe(1);
});

test('a GET that never answers ends at the timeout with the area error, the rest of the page intact', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // no status: only the delay, past the clients' 10 s per-attempt timeout
  await fault(page, { method: 'GET', path: '/v3/cast/home', delayMs: 12_000, times: 1 });
  await signIn(page, '/cast');
  const area = page.locator('[id="single-spa-application:mfe-cast"]');
  await expect(area.getByRole('alert')).toContainText('Não foi possível carregar os álbuns do Cast.', {
    timeout: 20_000,
  });
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});

test('a comment whose POST gets 401 is kept through the sign-in round trip, and sent once', async ({
  page,
}) => {
  await signIn(page, '/questoes/50003');
  const section = page.getByRole('region', { name: 'Comentários dos alunos' });
  const field = section.getByRole('textbox', { name: 'Escreva um comentário' });
  await field.fill('A alternativa B também não estaria correta?');
  await fault(page, { method: 'POST', path: '/v3/social/comments', status: 401, times: 1 });
  const posts = countRequests(page, 'POST', '/v3/social/comments');
  await section.getByRole('button', { name: 'Comentar' }).click();

  // the session ended: the sign-in page, which brings the student back here
  await expect(page.getByRole('heading', { name: 'Entrar no ambiente de desenvolvimento' })).toBeVisible();
  expect(posts()).toBe(1);
  await page.getByRole('link', { name: /Entrar como Ana Paula Souza/ }).click();
  await expect(page.getByRole('region', { name: 'Comentários dos alunos' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Comentários dos alunos' })
      .getByRole('textbox', { name: 'Escreva um comentário' }),
  ).toHaveValue('A alternativa B também não estaria correta?');
});
