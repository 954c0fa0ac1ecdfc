import { expect, test, type Page } from './fixtures';
import { hostUrl, resetBff, signIn } from './support';

const BFF = 'http://127.0.0.1:3001';
const NOVO = 'novo@exemplo.com.br';

const dock = (page: Page) => page.getByRole('region', { name: 'Player de áudio' });
/** The visible label of a form control. */
async function labelOf(control: ReturnType<Page['getByRole']>): Promise<string> {
  return control.evaluate((element) => ((element as HTMLInputElement).labels?.[0]?.textContent ?? '').trim());
}

const albumTracks = (page: Page) => page.locator('main').getByRole('list', { name: 'Faixas', exact: true });

/** Plays the album's last track from its page and waits until the dock's audio has loaded it. */
async function playLastTrack(page: Page, lastTrack: string) {
  const last = albumTracks(page).getByRole('listitem').last();
  await expect(last).toContainText(lastTrack);
  await expect(last.getByText('Não ouvida', { exact: true })).toBeVisible();
  await last.getByRole('button', { name: `Ouvir ${lastTrack}` }).click();
  await expect(dock(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
  const audio = page.getByTestId('cast-audio');
  await expect
    .poll(() => audio.evaluate((element) => (element as HTMLAudioElement).duration || 0))
    .toBeGreaterThan(5);
  return { last, audio };
}

/** Skips the dock's audio to its last second (it then plays to its end) and gives the heard call. */
async function skipToEnd(page: Page, audio: ReturnType<Page['getByTestId']>) {
  const heard = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/v3/cast/tracks/heard'),
  );
  await audio.evaluate((element) => {
    const media = element as HTMLAudioElement;
    media.currentTime = media.duration - 1;
  });
  return heard;
}

/** What each vertical's seed gives the student in cast (the seeded albums differ per vertical). */
const CAST = {
  concursos: {
    album: { id: 1, title: 'Direito Constitucional em Áudio' },
    lastTrack: 'Controle de constitucionalidade',
    likedTrack: 'Direitos e deveres individuais e coletivos',
    search: 'constitucional',
  },
  medicina: {
    album: { id: 6, title: 'Cardiologia para Residência' },
    lastTrack: 'Valvopatias que mais caem',
    likedTrack: 'Insuficiência cardíaca crônica',
    search: 'cardiologia',
  },
} as const;

test.afterAll(async ({ request }) => {
  await request.post(`${BFF}/__control/reset`);
});

for (const vertical of ['concursos', 'medicina'] as const) {
  const seed = CAST[vertical];

  test.describe(`goals and cast on ${vertical}`, () => {
    test.beforeEach(async ({ page }) => {
      await resetBff(page);
    });

    test('goes through the welcome wizard and finds the chosen goal in the list', async ({ page }) => {
      // a student with no goal of the vertical, with the goals product (terms and beta modals kept away)
      const patched = await page.request.patch(`${BFF}/__control/students/${NOVO}`, {
        data: { terms_accepted: true, betaTester: 'recusado', ecommerce: { objetivos: true } },
      });
      expect(patched.ok()).toBe(true);
      await signIn(page, '/objetivos/bem-vindo', { vertical, email: NOVO });
      await expect(page.getByRole('heading', { level: 2, name: 'Etapa 1 de 3: Área' })).toBeVisible();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Etapa 2 de 3: Objetivos' })).toBeVisible();
      const first = page.getByRole('checkbox').first();
      await first.check();
      const goalName = await labelOf(first);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('list', { name: 'Objetivos escolhidos' })).toContainText(goalName);
      await page.getByRole('button', { name: 'Salvar objetivos' }).click();

      await expect(page).toHaveURL(/\/objetivos$/);
      const list = page.getByRole('list', { name: 'Meus objetivos' });
      await expect(list.getByRole('link', { name: goalName })).toBeVisible();
      // the wizard is done: it is not offered again
      await page.goto(`${hostUrl(vertical)}/objetivos/bem-vindo`);
      await expect(page.getByRole('heading', { name: 'Seus objetivos já foram escolhidos' })).toBeVisible();
    });

    test('opens a goal shelf with an area filter, then a goal’s cast tab with a discipline filter', async ({
      page,
    }) => {
      await signIn(page, '/objetivos/estante', { vertical });
      await page.getByRole('link', { name: 'Ver estante Todos os objetivos' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Todos os objetivos' })).toBeVisible();
      const goals = page.getByRole('list', { name: 'Objetivos de Todos os objetivos' });
      await expect(goals.getByRole('article').first()).toBeVisible();
      const area = page.getByRole('group', { name: 'Filtrar por área' }).getByRole('checkbox').first();
      const areaLabel = (await labelOf(area)).replace(/\s*\(\d+\)$/, '');
      await area.check();
      await expect(goals.getByRole('article').first()).toContainText(areaLabel);

      await goals.getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/objetivos\/\d+$/);
      // GET /objetivos/goals/{id}/has-incidence-access reaches the BFF (the site's server once answered it with
      // the page's HTML, and every goal page said it could not check the access)
      await expect(
        page.getByText(
          /^(Você tem acesso à incidência de assuntos deste|A incidência de assuntos deste .* faz parte)/,
        ),
      ).toBeVisible();
      await expect(page.getByText('Não foi possível verificar seu acesso à incidência.')).toHaveCount(0);
      await page.getByRole('tab', { name: /^Cast/ }).click();
      const panel = page.getByRole('tabpanel', { name: /^Cast/ });
      const filter = panel.getByRole('combobox', { name: 'Filtrar por disciplina' });
      await expect(filter).toBeEnabled();
      const discipline = (await filter.locator('option').nth(1).innerText()).trim();
      await filter.selectOption({ label: discipline });
      await expect(panel.getByRole('list', { name: 'Cast' })).toContainText(`Resumo em áudio: ${discipline}`);
    });

    test('opens a teacher’s page and plays one of the teacher’s tracks', async ({ page }) => {
      await signIn(page, '/cast', { vertical });
      const teachers = page.getByRole('list', { name: 'Professores' });
      const teacher = teachers.getByRole('link').first();
      const name = (await teacher.innerText()).trim();
      await teacher.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page
        .getByRole('list', { name: `Álbuns de ${name}` })
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByText(name).first()).toBeVisible();
      const firstTrack = albumTracks(page).getByRole('listitem').first();
      await firstTrack.getByRole('button', { name: /^Ouvir / }).click();
      await expect(dock(page)).toBeVisible();
      await expect(dock(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
    });

    test('listens to a track to its end and sees it marked heard', async ({ page }) => {
      await signIn(page, `/cast/album/${seed.album.id}`, { vertical });
      const { last, audio } = await playLastTrack(page, seed.lastTrack);
      await expect
        .poll(() => audio.evaluate((element) => (element as HTMLAudioElement).currentTime))
        .toBeGreaterThan(0);
      // the dock plays it to its end
      await skipToEnd(page, audio);
      await expect(last.getByText('Ouvida', { exact: true })).toBeVisible({ timeout: 15_000 });
      await page.reload();
      await expect(
        albumTracks(page).getByRole('listitem').last().getByText('Ouvida', { exact: true }),
      ).toBeVisible();
    });

    test('a track that ends while the student is in another area is marked heard, seen back in the cast', async ({
      page,
    }) => {
      await signIn(page, `/cast/album/${seed.album.id}`, { vertical });
      const { audio } = await playLastTrack(page, seed.lastTrack);

      // on to the study table through the side menu (no reload): the cast area unmounts, the dock plays on
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .locator('a[href="/mesa-de-estudo"]')
        .first()
        .click();
      await expect(page).toHaveURL(/\/mesa-de-estudo$/);
      await expect(albumTracks(page)).toHaveCount(0);
      await expect(dock(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
      const heard = skipToEnd(page, audio);
      const response = await (await heard).response();
      expect(response?.ok()).toBe(true);
      expect(((await response!.json()) as { data: unknown }).data).toMatchObject({
        album_id: seed.album.id,
        heard: true,
      });

      // back to the album: the mark is there
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/cast/album/${seed.album.id}$`));
      await expect(
        albumTracks(page).getByRole('listitem').last().getByText('Ouvida', { exact: true }),
      ).toBeVisible();
    });

    test('after a reload on another area, where the cast area is never loaded, the dock still marks the track heard', async ({
      page,
    }) => {
      await signIn(page, `/cast/album/${seed.album.id}`, { vertical });
      await playLastTrack(page, seed.lastTrack);
      await dock(page).getByRole('button', { name: 'Pausar' }).click();
      await page.goto(`${hostUrl(vertical)}/mesa-de-estudo`);
      await expect(dock(page).getByRole('button', { name: 'Tocar' })).toBeVisible({ timeout: 20_000 });
      const audio = page.getByTestId('cast-audio');
      await expect
        .poll(() => audio.evaluate((element) => (element as HTMLAudioElement).duration || 0))
        .toBeGreaterThan(5);
      await dock(page).getByRole('button', { name: 'Tocar' }).click();
      const heard = skipToEnd(page, audio);
      const response = await (await heard).response();
      expect(response?.ok()).toBe(true);

      await page.goto(`${hostUrl(vertical)}/cast/album/${seed.album.id}`);
      await expect(
        albumTracks(page).getByRole('listitem').last().getByText('Ouvida', { exact: true }),
      ).toBeVisible({ timeout: 20_000 });
    });

    test('finds the album among all albums and plays a recent activity again in the dock', async ({
      page,
    }) => {
      await signIn(page, '/cast', { vertical });
      const all = page.getByRole('list', { name: 'Todos os álbuns', exact: true });
      await expect(all.getByRole('link', { name: seed.album.title })).toBeVisible();

      const recent = page.getByRole('list', { name: 'Ouvidos recentemente' });
      const first = recent.getByRole('listitem').first();
      const title = (await first.getByRole('link').innerText()).trim();
      const track = page.waitForResponse(
        (response) =>
          response.request().method() === 'GET' && /\/v3\/cast\/tracks\/\d+$/.test(response.url()),
      );
      await first.getByRole('button', { name: `Continuar ouvindo ${title}` }).click();
      expect((await track).ok()).toBe(true);
      await expect(dock(page)).toContainText(title);
      await expect(dock(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
    });

    test('likes a track and finds the like after a reload', async ({ page }) => {
      await signIn(page, `/cast/album/${seed.album.id}`, { vertical });
      const like = page.getByRole('button', { name: `Curtir ${seed.likedTrack}`, exact: true });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(
        page.getByRole('button', { name: `Curtir ${seed.likedTrack}`, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('button', { name: `Não curtir ${seed.likedTrack}`, exact: true }),
      ).toHaveAttribute('aria-pressed', 'false');
    });

    test('searches casts and opens a result', async ({ page }) => {
      await signIn(page, '/cast', { vertical });
      await page.getByRole('searchbox', { name: 'Buscar álbuns e faixas' }).fill(seed.search);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(page).toHaveURL(/\/cast\/resultado-pesquisa\?q=/);
      const albums = page.getByRole('list', { name: `Álbuns para "${seed.search}"` });
      await albums.getByRole('link', { name: seed.album.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: seed.album.title })).toBeVisible();
    });
  });
}
