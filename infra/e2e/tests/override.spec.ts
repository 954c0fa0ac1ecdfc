import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { startPlatform, type RunningPlatform } from '../../scripts/serve';
import { signIn } from './support';

const ROOT = path.resolve(__dirname, '../../..');
/** A second build of mfe-cast, made here, served on its own port as an area team would serve a test build. */
const SECOND_ROOT = path.join(ROOT, '.tmp/override-e2e');
const SECOND_DIST = path.join(SECOND_ROOT, 'mfe-cast/dist');
const SECOND_PORT = 3203;
const SECOND_ENTRY = `http://localhost:${SECOND_PORT}/mf-manifest.json`;

let secondCast: RunningPlatform;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(SECOND_ROOT, { recursive: true, force: true });
  execFileSync('npm', ['run', 'build', '-w', 'mfe-cast', '--', '--output-path', SECOND_DIST], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  // the server reads the manifests of the environment it serves, as in the repository
  fs.cpSync(path.join(ROOT, 'infra/remotes'), path.join(SECOND_ROOT, 'infra/remotes'), { recursive: true });
  secondCast = await startPlatform({
    rootDir: SECOND_ROOT,
    only: ['mfe-cast'],
    portOverrides: { 'mfe-cast': SECOND_PORT },
    log: () => {},
  });
});

test.afterAll(async () => {
  await secondCast?.close();
});

/** The port of every request for a script or manifest of a cast build (manifest's 3103 or the override's). */
function recordCastPorts(page: Page): string[] {
  const ports: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'localhost' && ['3103', String(SECOND_PORT)].includes(url.port))
      ports.push(url.port);
  });
  return ports;
}

const castHeading = (page: Page) =>
  page.locator('[id="single-spa-application:mfe-cast"]').getByRole('heading', { level: 1 });
const banner = (page: Page) => page.getByRole('complementary', { name: 'Ambiente' });

test('?mfe-override= loads a second build of one remote for this browser, the banner says so, and reset returns to the manifest', async ({
  page,
}) => {
  const secondBuildFiles = new Set(fs.readdirSync(SECOND_DIST));
  const loadedFromSecond: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(SECOND_PORT) && response.ok()) loadedFromSecond.push(url.pathname.slice(1));
  });
  let ports = recordCastPorts(page);

  await signIn(page, `/cast?mfe-override=${encodeURIComponent(`mfe-cast@${SECOND_ENTRY}`)}`);
  await expect(castHeading(page)).toBeVisible();
  await expect(banner(page)).toContainText('LOCAL · Override ativo:');
  await expect(banner(page).getByRole('listitem')).toHaveText(`mfe-cast ← ${SECOND_ENTRY}`);
  // the parameter is consumed: links and reloads carry a clean URL
  await expect(page).toHaveURL(/\/cast$/);
  expect(new Set(ports)).toEqual(new Set([String(SECOND_PORT)]));
  expect(loadedFromSecond).toContain('mf-manifest.json');
  expect(loadedFromSecond.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(1);
  expect(loadedFromSecond.filter((file) => !secondBuildFiles.has(file))).toEqual([]);

  // remembered by this browser across page loads
  ports.length = 0;
  await page.reload();
  await expect(castHeading(page)).toBeVisible();
  await expect(banner(page).getByRole('listitem')).toHaveText(`mfe-cast ← ${SECOND_ENTRY}`);
  expect(new Set(ports)).toEqual(new Set([String(SECOND_PORT)]));

  // reset, from the banner's link
  ports = recordCastPorts(page);
  await banner(page).getByRole('link', { name: 'Desativar override' }).click();
  await expect(castHeading(page)).toBeVisible();
  await expect(banner(page)).toHaveText('LOCAL');
  await expect(page).toHaveURL(/\/cast$/);
  expect(ports.length).toBeGreaterThan(0);
  expect(new Set(ports)).toEqual(new Set(['3103']));
});

test('an override from a foreign origin is ignored', async ({ page }) => {
  const foreign: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('example.com')) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const ports = recordCastPorts(page);

  await signIn(
    page,
    `/cast?mfe-override=${encodeURIComponent('mfe-cast@https://mfe.evil-example.com/mfe-cast/mf-manifest.json')}`,
  );
  await expect(castHeading(page)).toBeVisible();
  await expect(banner(page)).toHaveText('LOCAL');
  expect(foreign).toEqual([]);
  expect(new Set(ports)).toEqual(new Set(['3103']));
  expect(warnings.join('\n')).toContain('origin https://mfe.evil-example.com is not allowed');
});
