import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { buy, commerceArea, fillBuyer } from './commerce-support';
import { resetBff, signIn } from './support';

/**
 * Issue 11's BFF fault matrix for writes: one write of each area (the student's own action in the page)
 * answered 401, 403, 429, 500, 503 or never (past the clients' timeout), through the dev BFF's fault API.
 * Each time the write is sent once and never repeated, the student reads a pt-BR message (for 401, the
 * sign-in page that brings them back), and what they had chosen or typed is still there.
 */
const CONTROL = 'http://127.0.0.1:3001/__control';
const SIGN_IN_HEADING = 'Entrar no ambiente de desenvolvimento';
const TOO_MANY = 'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.';
/** the dev BFF's default fault body says this (a server's pt-BR message, shown as it comes) */
const FAULT_MESSAGE = 'Falha simulada';

const areaOf = (page: Page, owner: string) => page.locator(`[id="single-spa-application:${owner}"]`);
const toasts = (page: Page) => page.getByRole('region', { name: 'Mensagens' });
/** the first question block of the LDI reader's chapter */
const ldiQuestion = (page: Page) => page.getByRole('region', { name: /^Questão · / }).first();
/** the question's answer form (the comments below have 'Responder' buttons of their own) */
const answerForm = (page: Page) =>
  areaOf(page, 'mfe-questions').locator('form', { has: page.getByRole('radio') });

interface WriteCase {
  owner: string;
  /** what the student does */
  title: string;
  /** where the write is made (a 401 brings the student back here) */
  path: string;
  /** signs in and gets the page ready for the action (default: sign in on `path`, then `ready`) */
  start?(page: Page): Promise<void>;
  method: 'POST' | 'PUT';
  /** the write's path (a prefix for the fault; counted as the exact path, or as a prefix when it ends in '/') */
  write: string;
  /** waits until the page is ready for the action */
  ready(page: Page): Promise<void>;
  /** the student's action that sends the write */
  act(page: Page): Promise<void>;
  /** where the failure is told */
  message(page: Page): Locator;
  /** where a 429 is told: the platform's 'wait a little' message */
  tooMany(page: Page): Locator;
  /** the page still holds what the student chose or typed (after a failure, and after a 401 round trip) */
  kept(page: Page): Promise<void>;
  /** where a 401 round trip brings the student back, when choices kept in the address come with it (default `path`) */
  returnsTo?: string;
}

const COMMENT = 'Uma dúvida sobre a alternativa C, que não quero perder.';

const CASES: WriteCase[] = [
  {
    owner: 'mfe-questions',
    title: 'answers a question',
    path: '/questoes/50003',
    method: 'PUT',
    write: '/bff/questions/50003/answer',
    async ready(page) {
      await expect(areaOf(page, this.owner).getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
    },
    async act(page) {
      await areaOf(page, this.owner).getByRole('radio').first().check();
      await answerForm(page).getByRole('button', { name: 'Responder' }).click();
    },
    message: (page) => answerForm(page).getByRole('alert').first(),
    tooMany: (page) => answerForm(page).getByRole('alert').filter({ hasText: TOO_MANY }),
    async kept(page) {
      await expect(areaOf(page, this.owner).getByRole('radio').first()).toBeChecked();
      await expect(answerForm(page).getByRole('button', { name: 'Responder' })).toBeEnabled();
    },
  },
  {
    owner: 'mfe-submissions',
    title: 'comments on a question (the comments widget)',
    path: '/questoes/50003',
    method: 'POST',
    write: '/v3/social/comments',
    async ready(page) {
      const section = page.getByRole('region', { name: 'Comentários dos alunos' });
      await expect(section.getByRole('textbox', { name: 'Escreva um comentário' })).toBeVisible({
        timeout: 20_000,
      });
    },
    async act(page) {
      const section = page.getByRole('region', { name: 'Comentários dos alunos' });
      await section.getByRole('textbox', { name: 'Escreva um comentário' }).fill(COMMENT);
      await section.getByRole('button', { name: 'Comentar' }).click();
    },
    message: (page) =>
      page.getByRole('region', { name: 'Comentários dos alunos' }).getByRole('alert').first(),
    tooMany: (page) =>
      page
        .getByRole('region', { name: 'Comentários dos alunos' })
        .getByRole('alert')
        .filter({ hasText: TOO_MANY }),
    async kept(page) {
      await expect(
        page
          .getByRole('region', { name: 'Comentários dos alunos' })
          .getByRole('textbox', { name: 'Escreva um comentário' }),
      ).toHaveValue(COMMENT);
    },
  },
  {
    owner: 'mfe-cast',
    title: 'adds an album to the favourites',
    // album 2: not among the seeded student's favourites (1 and 4)
    path: '/cast/album/2',
    method: 'POST',
    write: '/v3/cast/favorite/album/2',
    async ready(page) {
      await expect(
        areaOf(page, this.owner).getByRole('button', { name: 'Adicionar aos favoritos' }),
      ).toBeVisible({ timeout: 20_000 });
    },
    async act(page) {
      await areaOf(page, this.owner).getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    },
    message: (page) => toasts(page).getByRole('alert').first(),
    tooMany: (page) => toasts(page).getByRole('alert').filter({ hasText: TOO_MANY }),
    async kept(page) {
      await expect(
        areaOf(page, this.owner).getByRole('button', { name: 'Adicionar aos favoritos' }),
      ).toHaveAttribute('aria-pressed', 'false');
    },
  },
  {
    owner: 'mfe-goals',
    title: 'adds a goal from the explorer',
    path: '/explorar',
    method: 'POST',
    write: '/bff/goals/userGoals',
    async ready(page) {
      await expect(
        areaOf(page, this.owner)
          .getByRole('button', { name: /^Adicionar .+ aos meus objetivos$/ })
          .first(),
      ).toBeEnabled({ timeout: 20_000 });
    },
    async act(page) {
      await areaOf(page, this.owner)
        .getByRole('button', { name: /^Adicionar .+ aos meus objetivos$/ })
        .first()
        .click();
    },
    message: (page) => toasts(page).getByRole('alert').first(),
    tooMany: (page) => toasts(page).getByRole('alert').filter({ hasText: TOO_MANY }),
    async kept(page) {
      await expect(
        areaOf(page, this.owner)
          .getByRole('button', { name: /^Adicionar .+ aos meus objetivos$/ })
          .first(),
      ).toBeEnabled();
    },
  },
  {
    owner: 'mfe-study-table',
    title: 'saves the arranged dashboard',
    path: '/mesa-de-estudo',
    method: 'POST',
    write: '/v3/study-table/card-grid',
    async ready(page) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(areaOf(page, this.owner).getByRole('region', { name: 'Favoritos' })).toBeVisible({
        timeout: 20_000,
      });
    },
    async act(page) {
      const study = areaOf(page, this.owner);
      const organize = study.getByRole('button', { name: 'Organizar mesa' });
      if (await organize.isVisible()) await organize.click();
      await study.getByRole('button', { name: 'Mover Favoritos para cima' }).click();
    },
    message: (page) =>
      areaOf(page, 'mfe-study-table').getByText(/^Não foi possível salvar a organização da sua mesa\./),
    tooMany: (page) => areaOf(page, 'mfe-study-table').getByText(TOO_MANY),
    async kept(page) {
      // the arrangement stays on screen for this visit
      await expect(areaOf(page, this.owner).getByRole('region', { name: 'Favoritos' })).toBeVisible();
    },
  },
  {
    owner: 'mfe-ldi',
    title: "answers a question block of a course's reader",
    path: '/ldi/direito-constitucional-para-concursos',
    // the chapter filters turned off by `ready` are in the address: the round trip brings them back
    returnsTo:
      '/ldi/direito-constitucional-para-concursos?ocultar=videos&ocultar=textos&ocultar=casts&ocultar=anexos',
    method: 'PUT',
    // PUT /bff/mci/questions/{id}/answer, whichever question block comes first
    write: '/bff/mci/questions/',
    async ready(page) {
      const filters = page.getByRole('group', { name: 'Mostrar no capítulo' });
      await expect(filters).toBeVisible({ timeout: 20_000 });
      // the chapter shows its question blocks only, so the first one is on screen
      for (const name of ['Vídeos', 'Textos', 'Casts', 'Anexos'])
        await filters.getByRole('checkbox', { name }).uncheck();
      await expect(ldiQuestion(page).getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
    },
    async act(page) {
      await ldiQuestion(page).getByRole('radio').first().check();
      await ldiQuestion(page).getByRole('button', { name: 'Responder' }).click();
    },
    message: (page) => ldiQuestion(page).getByRole('alert').first(),
    tooMany: (page) => ldiQuestion(page).getByRole('alert').filter({ hasText: TOO_MANY }),
    async kept(page) {
      await expect(ldiQuestion(page).getByRole('radio').first()).toBeChecked();
      await expect(ldiQuestion(page).getByRole('button', { name: 'Responder' })).toBeEnabled();
    },
  },
  {
    owner: 'mfe-commerce',
    title: 'confirms a purchase by Pix',
    path: '/cursos/checkout',
    method: 'POST',
    write: '/bff/ecommerce/orders',
    async start(page) {
      await signIn(page, '/cursos');
      await expect(commerceArea(page)).toBeVisible({ timeout: 20_000 });
      await buy(page, 'concursos', 'direito-constitucional-esquematizado');
      await commerceArea(page).getByRole('link', { name: 'Finalizar compra' }).click();
      await fillBuyer(page, '52998224725');
      await commerceArea(page).getByRole('radio', { name: 'Pix' }).check();
    },
    async ready(page) {
      await expect(commerceArea(page).getByRole('button', { name: 'Confirmar compra' })).toBeVisible({
        timeout: 20_000,
      });
    },
    async act(page) {
      await commerceArea(page).getByRole('button', { name: 'Confirmar compra' }).click();
    },
    message: (page) => commerceArea(page).getByRole('alert').first(),
    tooMany: (page) => commerceArea(page).getByRole('alert').filter({ hasText: TOO_MANY }),
    async kept(page) {
      // no order placed: still on the checkout, with what the buyer filled in
      await expect(page).toHaveURL(/\/cursos\/checkout$/);
      await expect(commerceArea(page).getByRole('textbox', { name: 'Número' })).toHaveValue('1000');
      await expect(commerceArea(page).getByRole('radio', { name: 'Pix' })).toBeChecked();
    },
  },
];

async function fault(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post(`${CONTROL}/faults`, { data });
  expect(response.ok()).toBe(true);
}

/** Counts the requests of `method` to `path` the page sends from now on. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    // a path ending in '/' is a prefix (one write of whichever item comes first)
    const pathname = new URL(request.url()).pathname;
    if (request.method() === method && (path.endsWith('/') ? pathname.startsWith(path) : pathname === path))
      count += 1;
  });
  return () => count;
}

async function start(page: Page, write: WriteCase) {
  if (write.start) await write.start(page);
  else await signIn(page, write.path);
  await write.ready(page);
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test.afterEach(async ({ page }) => {
  await page.request.delete(`${CONTROL}/faults`);
});

for (const write of CASES) {
  test.describe(`${write.owner}: ${write.title} (${write.method} ${write.write})`, () => {
    for (const status of [403, 500, 503] as const) {
      test(`answered ${status}: sent once, a pt-BR message, nothing lost`, async ({ page }) => {
        await start(page, write);
        await fault(page, { method: write.method, path: write.write, status, times: 5 });
        const sent = countRequests(page, write.method, write.write);
        await write.act(page);
        await expect(write.message(page)).toBeVisible({ timeout: 20_000 });
        await expect(write.message(page)).not.toHaveText('');
        await write.kept(page);
        await page.waitForTimeout(1_000);
        expect(sent()).toBe(1);
      });
    }

    test('answered 429 with no message: sent once, the student is told to wait, nothing lost', async ({
      page,
    }) => {
      await start(page, write);
      await fault(page, { method: write.method, path: write.write, status: 429, times: 5, body: {} });
      const sent = countRequests(page, write.method, write.write);
      await write.act(page);
      // a write is never retried, not even after Retry-After: the message asks the student to wait
      await expect(write.tooMany(page)).toBeVisible({ timeout: 20_000 });
      await write.kept(page);
      await page.waitForTimeout(1_000);
      expect(sent()).toBe(1);
    });

    test('never answered: ends at the timeout with a message, sent once, nothing lost', async ({ page }) => {
      test.setTimeout(60_000);
      await start(page, write);
      await fault(page, { method: write.method, path: write.write, delayMs: 30_000, status: 503, times: 1 });
      const sent = countRequests(page, write.method, write.write);
      await write.act(page);
      await expect(write.message(page)).toBeVisible({ timeout: 30_000 });
      await write.kept(page);
      expect(sent()).toBe(1);
    });

    test('answered 401: sent once, the sign-in page brings the student back, nothing lost', async ({
      page,
    }) => {
      await start(page, write);
      await fault(page, { method: write.method, path: write.write, status: 401, times: 1 });
      const sent = countRequests(page, write.method, write.write);
      await write.act(page);
      await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible({ timeout: 20_000 });
      expect(sent()).toBe(1);
      await page.getByRole('link', { name: /Entrar como Ana Paula Souza/ }).click();
      const back = write.returnsTo ?? write.path;
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === back);
      await write.ready(page);
      if (write.owner === 'mfe-submissions') await write.kept(page);
      expect(sent()).toBe(1);
    });
  });
}

test('the messages are the server’s pt-BR text when it sends one, and the 429 text when it does not', async ({
  page,
}) => {
  const questions = CASES[0] as WriteCase;
  await signIn(page, questions.path);
  await questions.ready(page);
  await fault(page, { method: 'PUT', path: questions.write, status: 500, times: 1 });
  await questions.act(page);
  await expect(questions.message(page)).toContainText(FAULT_MESSAGE, { timeout: 20_000 });

  await page.request.delete(`${CONTROL}/faults`);
  await fault(page, { method: 'PUT', path: questions.write, status: 429, times: 1, body: {} });
  await answerForm(page).getByRole('button', { name: 'Responder' }).click();
  await expect(questions.message(page)).toContainText(TOO_MANY, { timeout: 20_000 });
});
