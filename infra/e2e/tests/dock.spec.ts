import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

const dock = (page: Page) => page.getByRole('region', { name: 'Player de áudio' });

async function audioTime(page: Page): Promise<number> {
  return page.getByTestId('cast-audio').evaluate((audio) => (audio as HTMLAudioElement).currentTime);
}

async function playAlbum(page: Page) {
  await resetBff(page);
  await signIn(page, '/cast/album/1');
  await page.getByRole('button', { name: 'Ouvir álbum' }).click();
  await expect(dock(page)).toBeVisible();
  await expect(dock(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
}

test('plays a cast track, saves the position, and after a reload the dock resumes there', async ({
  page,
}) => {
  await playAlbum(page);
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(6);
  // the BFF comes to hold the first track's position (saved every 5 s while playing; the first save may come
  // before the 4th second when the audio was slow to start)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const response = await fetch('/v3/cast/albums/published/1', { credentials: 'include' });
          const body = (await response.json()) as { data: { tracks: { position: number }[] } };
          return body.data.tracks[0]?.position ?? 0;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(4);

  await dock(page).getByRole('button', { name: 'Pausar' }).click();
  const before = await audioTime(page);
  await page.reload();
  await expect(dock(page)).toBeVisible();
  await expect(dock(page).getByRole('button', { name: 'Tocar' })).toBeVisible();
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(Math.floor(before) - 1);
  await dock(page).getByRole('button', { name: 'Tocar' }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThan(Math.floor(before));
});

test('navigating to a question route while audio plays opens the cast-redirect modal instead', async ({
  page,
}) => {
  await playAlbum(page);
  await page.evaluate(() => window.history.pushState(null, '', '/questoes/buscar'));
  const modal = page.getByRole('dialog', { name: 'Áudio em reprodução' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('/questoes/buscar');
  await expect(page).toHaveURL(/\/cast\/album\/1$/);

  await modal.getByRole('button', { name: 'Pausar e ir para as questões' }).click();
  await expect(page).toHaveURL(/\/questoes\/buscar$/);
  await expect(dock(page).getByRole('button', { name: 'Tocar' })).toBeVisible();
});

test('closing the player asks first, and exit clears what was saved', async ({ page }) => {
  await playAlbum(page);
  await dock(page).getByRole('button', { name: 'Lista de faixas' }).click();
  await expect(dock(page).getByRole('list', { name: 'Faixas' })).toBeVisible();
  await dock(page).getByRole('button', { name: 'Fechar player' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fechar o player?' });
  await confirm.getByRole('button', { name: 'Fechar player' }).click();
  await expect(dock(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ouvir álbum' })).toBeVisible();
  await expect(dock(page)).toBeHidden();
});
