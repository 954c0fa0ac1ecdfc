import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { hostFirstLoadFiles } from '../../scripts/first-load-files';
import { startPlatform } from '../../scripts/serve';
import { distReader } from '../../scripts/size-report';
import { AREA_UNAVAILABLE, signIn } from './support';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [
  'host-shell',
  'mfe-questions',
  'mfe-ldi',
  'mfe-cast',
  'mfe-commerce',
  'mfe-submissions',
  'mfe-goals',
  'mfe-study-table',
];

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Every file, in any app's build, that holds a copy of react or react-dom (from the mf-manifests), with the
 * shares it holds (the host's main.js holds all three). */
function reactFiles(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const app of APPS) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'dist/mf-manifest.json'), 'utf8')) as {
      shared: ManifestShared[];
    };
    for (const shared of manifest.shared) {
      if (!['react', 'react-dom', 'react-dom/client'].includes(shared.name)) continue;
      for (const file of shared.assets.js.sync)
        files.set(`${app}/${file}`, [...(files.get(`${app}/${file}`) ?? []), shared.name]);
    }
  }
  return files;
}

test('react and react-dom are downloaded exactly once while visiting several areas', async ({ page }) => {
  const files = reactFiles();
  expect(files.size).toBeGreaterThan(0);
  const downloads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const file = url.pathname.split('/').pop() ?? '';
    for (const [key, names] of files)
      if (key.endsWith(`/${file}`))
        for (const name of names) downloads.push(`${name} ${url.host}${url.pathname}`);
  });
  await signIn(page, '/mesa-de-estudo');
  await expect(page.locator('#area').getByRole('heading', { level: 1 })).toBeVisible();
  for (const label of ['Cast', 'Questões', 'Catálogo de cursos', 'Redações']) {
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await expect(page.locator('#area').getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  const unique = new Set(downloads);
  expect(downloads.length, downloads.join('\n')).toBe(unique.size);
  // one copy each of react and react-dom (react-dom/client holds the reconciler; react-dom is its small base)
  expect(downloads.filter((d) => d.startsWith('react ')).length, downloads.join('\n')).toBe(1);
  expect(downloads.filter((d) => d.startsWith('react-dom')).length, downloads.join('\n')).toBeLessThanOrEqual(
    2,
  );
  expect(new Set(downloads.filter((d) => d.startsWith('react-dom')).map((d) => d.split(' ')[0])).size).toBe(
    downloads.filter((d) => d.startsWith('react-dom')).length,
  );
});

test('with one remote unreachable its route shows the fallback, the rest works, and retry mounts it once back', async ({
  page,
}) => {
  await page.route('http://localhost:3103/**', (route) => route.abort('connectionrefused'));
  await signIn(page, '/cast');
  await expect(page.getByRole('heading', { level: 1, name: AREA_UNAVAILABLE })).toBeVisible({
    timeout: 20_000,
  });
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar na plataforma' })).toBeVisible();

  await menu.getByRole('link', { name: 'Mesa de estudo', exact: true }).click();
  await expect(
    page.locator('[id="single-spa-application:mfe-study-table"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);

  await menu.getByRole('link', { name: 'Cast', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: AREA_UNAVAILABLE })).toBeVisible({
    timeout: 20_000,
  });

  await page.unroute('http://localhost:3103/**');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(
    page.locator('[id="single-spa-application:mfe-cast"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
});

test('moving a remote to another port needs only remotes.json to change', async ({ page }) => {
  // the same mfe-cast build on another port, and a host whose remotes.json (only) says so
  const movedCast = await startPlatform({
    only: ['mfe-cast'],
    portOverrides: { 'mfe-cast': 3203 },
    log: () => {},
  });
  const host = await startPlatform({
    only: ['host-shell'],
    portOverrides: { 'host-shell': 3300 },
    remoteEntries: { mfe_cast: 'http://localhost:3203/mf-manifest.json' },
    log: () => {},
  });
  try {
    const remotes = await (await page.request.get('http://localhost:3300/remotes.json')).json();
    expect(remotes.mfe_cast.entry).toBe('http://localhost:3203/mf-manifest.json');
    const castRequests: string[] = [];
    page.on('request', (request) => {
      if (/localhost:(3103|3203)\//.test(request.url())) castRequests.push(new URL(request.url()).port);
    });
    await signIn(page, '/cast', { port: 3300 });
    await expect(
      page.locator('[id="single-spa-application:mfe-cast"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    expect(castRequests.length).toBeGreaterThan(0);
    expect(new Set(castRequests)).toEqual(new Set(['3203']));
  } finally {
    await host.close();
    await movedCast.close();
  }
});

test("the size report's host first load covers every script a browser loads from the host on a first page", async ({
  page,
}) => {
  const reported = new Set(hostFirstLoadFiles(distReader(path.join(ROOT, 'host-shell/dist'))));
  const loaded: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === '3000' && url.pathname.endsWith('.js')) loaded.push(url.pathname.slice(1));
  });
  await signIn(page, '/mesa-de-estudo');
  await expect(
    page.locator('[id="single-spa-application:mfe-study-table"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  // the listener saw the page's scripts: the early boot's and the shell's bundle at least (issue 12: the
  // first page's shared modules and shell are one bundle, main.js, beside the boot script)
  expect(loaded.some((file) => /^boot\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  expect(loaded.some((file) => /^main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  // Only two host parts may load here without being in the report's first load, both on demand and for a
  // reason of this page alone: the environment banner (never in production; this stack is 'local') and the
  // upselling panel (due once in 720 hours; this student has never seen it). Any other script counts.
  const onDemandHere = /^on-demand-(environment-banner|upselling)\.[0-9a-f]+\.js$/;
  expect(loaded.filter((file) => !reported.has(file) && !onDemandHere.test(file))).toEqual([]);
});

test('an idle first page prefetches the likely next area, and hovering a menu item fetches its remote', async ({
  page,
}) => {
  const remoteEntries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/remoteEntry.js')) remoteEntries.push(url.port);
  });
  await signIn(page, '/cast');
  await expect(
    page.locator('[id="single-spa-application:mfe-cast"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
  // questions (3101) is prefetched about 2 s after the page is idle, without any navigation
  await expect.poll(() => remoteEntries.includes('3101'), { timeout: 8_000 }).toBe(true);
  expect(remoteEntries).not.toContain('3104');

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Catálogo de cursos', exact: true })
    .hover();
  await expect.poll(() => remoteEntries.includes('3104')).toBe(true);
  await expect(page).toHaveURL(/\/cast$/);
});
