import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type CspViolation, type Page } from './fixtures';
import { resetBff, signIn } from './support';

/** The committed corpus (infra/e2e/xss/vectors.json): at least 200 vectors. */
const VECTORS: string[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../xss/vectors.json'), 'utf8'),
).vectors;

/** Links from server data that must never keep a script scheme. */
const SCRIPT_URLS = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//mal.example/x',
];

const LESSON = '/ldi/direito-constitucional-para-concursos';

/**
 * Counts what a vector could do: dialogs opened (alert, confirm, prompt, print) and any script element,
 * event handler attribute or script URL left in the page after sanitising.
 */
async function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    async leftovers(scope: string) {
      return page.evaluate((selector) => {
        const root = document.querySelector(selector);
        if (!root) return ['(sink not found)'];
        const found: string[] = [];
        if (root.querySelector('script, iframe[srcdoc], object, embed, base, meta, link, style, form'))
          found.push('dangerous element');
        for (const element of Array.from(root.querySelectorAll('*'))) {
          for (const attribute of Array.from(element.attributes)) {
            // eslint-disable-next-line no-control-regex -- browsers ignore control characters and spaces in a URL scheme
            const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
            if (/^(javascript|vbscript|data):/.test(value) || value.startsWith('//'))
              found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
            if (attribute.name === 'target' && !/noopener/.test(element.getAttribute('rel') ?? ''))
              found.push(`${element.tagName} target without noopener`);
          }
        }
        return found;
      }, scope);
    },
  };
}

/**
 * Chromium checks the CSP while DOMPurify parses a vector in its inert document: an inline handler or a
 * <base> there is reported (script-src-attr, base-uri) though nothing runs and nothing reaches the page
 * (the leftovers check proves it), and a picture the sanitiser kept from another origin is blocked from
 * loading (img-src). Any other violation, a script or frame the page really tried to load, fails the test.
 */
const PARSE_TIME_DIRECTIVES = ['script-src-attr', 'base-uri', 'img-src'];
function expectOnlyParseTimeReports(violations: CspViolation[]) {
  expect(violations.filter((violation) => !PARSE_TIME_DIRECTIVES.includes(violation.directive))).toEqual([]);
  violations.length = 0;
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test(`the corpus holds at least 200 vectors (${VECTORS.length})`, () => {
  expect(VECTORS.length).toBeGreaterThanOrEqual(200);
  expect(new Set(VECTORS).size).toBe(VECTORS.length);
});

test('lesson HTML (text blocks, question statements and alternatives, links, files): no vector runs', async ({
  page,
  cspViolations,
}) => {
  test.setTimeout(90_000);
  const watch = await watchForExecution(page);
  await page.route('**/v3/mci/items/*', async (route) => {
    const id = Number(new URL(route.request().url()).pathname.split('/').pop());
    const blocks = [
      ...VECTORS.map((html, index) => ({ id: index + 1, type: 'text', content: html })),
      ...VECTORS.slice(0, 60).map((html, index) => ({
        id: 10_000 + index,
        type: 'question',
        question: { id: 90_000 + index, statement: html, alternatives: [{ id: 1, letter: 'A', body: html }] },
      })),
      {
        id: 20_000,
        type: 'rangeLdiLinks',
        links: SCRIPT_URLS.map((url, i) => ({ url, title: `link ${i}` })),
      },
      ...SCRIPT_URLS.map((url, i) => ({
        id: 30_000 + i,
        type: 'pdfMyDocuments',
        file: { url, name: `arquivo-${i}.pdf`, size: 1024 },
      })),
    ];
    await route.fulfill({
      json: {
        data: { id, course_id: 1, chapter_id: 1, title: `Item ${id} com o corpus`, blocks },
        pagination: { page: 1, per_page: 15, total: blocks.length },
      },
    });
  });
  await signIn(page, LESSON);
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  // every block of the first item is on the page (nothing dropped or broken by a vector)
  // (an unsafe server URL leaves the anchor without href: text, no longer a link)
  await expect(page.getByText('link 0', { exact: true }).first()).toBeVisible();
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  expect(await watch.leftovers('#area')).toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expectOnlyParseTimeReports(cspViolations);
});

test('the global alert: no vector runs, in chunks of the corpus', async ({ page, cspViolations }) => {
  test.setTimeout(120_000);
  const watch = await watchForExecution(page);
  let text = '';
  await page.route('**/v3/contents/get/global_alert', (route) =>
    route.fulfill({ json: { is_active: true, repeat: true, text } }),
  );
  await signIn(page, '/mesa-de-estudo');
  for (let start = 0; start < VECTORS.length; start += 40) {
    text = VECTORS.slice(start, start + 40).join('\n');
    await page.reload();
    const alert = page.getByRole('button', { name: 'Fechar aviso' });
    await expect(alert).toBeVisible();
    await page.waitForTimeout(200);
    const region = await page.evaluate(() => {
      const close = Array.from(document.querySelectorAll('button')).find(
        (button) =>
          button.getAttribute('aria-label') === 'Fechar aviso' || button.textContent === 'Fechar aviso',
      );
      const holder = close?.parentElement;
      if (holder) holder.setAttribute('data-xss-sink', 'global-alert');
      return holder ? '[data-xss-sink="global-alert"]' : '#missing';
    });
    expect(await watch.leftovers(region), `vectors ${start}–${start + 39}`).toEqual([]);
  }
  expect(watch.dialogs).toEqual([]);
  expectOnlyParseTimeReports(cspViolations);
});

test('notifications: titles, messages and links from the server run nothing and link nowhere unsafe', async ({
  page,
}) => {
  const watch = await watchForExecution(page);
  const items = VECTORS.slice(0, 120).map((html, index) => ({
    id: index + 1,
    title: html,
    message: html,
    link: SCRIPT_URLS[index % SCRIPT_URLS.length],
    read: false,
    created_at: '2026-11-24T10:00:00.000Z',
  }));
  await page.route('**/bff/notifications*', (route) =>
    route.fulfill({ json: { data: items, unread: items.length, total: items.length } }),
  );
  await signIn(page, '/mesa-de-estudo');
  await page.getByRole('button', { name: /^Notificações/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel).toBeVisible();
  await panel.evaluate((element) => element.setAttribute('data-xss-sink', 'notifications'));
  expect(await watch.leftovers('[data-xss-sink="notifications"]')).toEqual([]);
  expect(watch.dialogs).toEqual([]);
});

test("comments: bodies, authors' names, mentions and attachment links from the server run nothing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await watchForExecution(page);
  let chunk: string[] = [];
  // the question's forum as the server would send it, each comment carrying vectors where text or links go
  await page.route('**/v3/social/forums/50003*', (route) =>
    route.fulfill({
      json: {
        data: {
          id: 50003,
          title: 'Questão 50003',
          comments: chunk.map((html, index) => ({
            id: 9000 + index,
            body: html,
            author: { id: 7000 + index, name: html },
            created_at: '2026-11-24T10:00:00.000Z',
            likes: 0,
            dislikes: 0,
            mention: { id: 7001, name: html },
            files: [{ url: SCRIPT_URLS[index % SCRIPT_URLS.length], name: html, size: 1024 }],
            replies: [],
          })),
        },
        meta: { page: 1, total: chunk.length, lastPage: 1 },
      },
    }),
  );
  await signIn(page, '/questoes/50003');
  for (let start = 0; start < VECTORS.length; start += 15) {
    chunk = VECTORS.slice(start, start + 15);
    await page.reload();
    const section = page.getByRole('region', { name: 'Comentários dos alunos' });
    await expect(section.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    // the comments themselves (the widget's own form to write one is not server data)
    await section
      .getByRole('article')
      .first()
      .evaluate((element) =>
        (element.closest('ul, ol') ?? element.parentElement)?.setAttribute('data-xss-sink', 'comments'),
      );
    expect(await watch.leftovers('[data-xss-sink="comments"]'), `vectors ${start}–${start + 14}`).toEqual([]);
  }
  expect(watch.dialogs).toEqual([]);
});
