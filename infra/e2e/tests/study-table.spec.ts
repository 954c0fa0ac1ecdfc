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

/** The cards' titles in document order: what a screen reader reads and Tab follows. */
async function domOrder(page: Page): Promise<string[]> {
  return area(page)
    .locator('[data-grid-card] h2')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ''));
}

/** A São Paulo calendar day `days` from today (YYYY-MM-DD). */
function saoPauloDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test('the resting cards need no grid library, and stay where they are when the table is organized', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, '/mesa-de-estudo');
  await expect(area(page).getByRole('region', { name: 'Favoritos' })).toBeVisible();
  const boxes = () =>
    area(page)
      .locator('[data-grid-card]')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          const id = card.getAttribute('data-grid-card');
          return `${id} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
      );
  expect(await boxes()).toHaveLength(8);
  expect(await area(page).locator('.react-grid-item').count()).toBe(0);
  const loadedAtRest = scripts.length;

  // the button starts loading react-grid-layout as the pointer reaches it; once there, the cards are its items
  await area(page).getByRole('button', { name: 'Organizar mesa' }).click();
  await expect(area(page).locator('.react-grid-item')).toHaveCount(8);
  expect(scripts.length).toBeGreaterThan(loadedAtRest);
  // the toolbar gains a button above the grid: compare the cards relative to the grid itself
  const grid = area(page).getByTestId('study-table-grid');
  const relative = async () => {
    const top = (await grid.boundingBox())?.y ?? 0;
    return (await boxes()).map((line) =>
      line.replace(/ (\d+),(\d+) /, (_all, x: string, y: string) => ` ${x},${Number(y) - Math.round(top)} `),
    );
  };
  const organizing = await relative();
  await area(page).getByRole('button', { name: 'Concluir organização' }).click();
  await expect(area(page).locator('.react-grid-item')).toHaveCount(0);
  expect(await relative()).toEqual(organizing);
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

  // screen readers and Tab read the cards as they are shown
  await expect.poll(() => domOrder(page)).toEqual(arranged);

  await page.reload();
  await expect(area(page).getByRole('region', { name: 'Favoritos' })).toBeVisible();
  await expect.poll(() => cardOrder(page)).toEqual(arranged);
  await expect.poll(() => domOrder(page)).toEqual(arranged);
});

test('keeps the dashboard usable with the default layout when GET card-grid answers 500', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('**/v3/study-table/card-grid', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"falha"}' })
      : route.fallback(),
  );
  await signIn(page, '/mesa-de-estudo');
  const activities = area(page).getByRole('region', { name: 'Atividades recentes' });
  await expect(
    activities.getByRole('link', { name: 'Direito Constitucional - Direitos Fundamentais' }),
  ).toBeVisible();
  const order = await cardOrder(page);
  expect(order[0]).toBe('Atividades recentes');
  expect(order.indexOf('Seu objetivo')).toBeLessThan(order.indexOf('Favoritos'));
  await expect(area(page).getByRole('button', { name: 'Organizar mesa' })).toBeEnabled();
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

test('filters performance by a goal and a custom period, and the charts change', async ({ page }) => {
  await signIn(page, '/meu-desempenho');
  await expect(area(page).getByRole('heading', { level: 1, name: 'Meu desempenho' })).toBeVisible();
  const accuracy = area(page).getByRole('figure', { name: 'Aproveitamento por classificação' });
  // uPlot, loaded with the page, draws on a canvas
  await expect(accuracy.locator('canvas').first()).toBeVisible();
  await accuracy.getByRole('button', { name: 'Mostrar tabela' }).click();
  const rows = accuracy.getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveCount(5);

  const filters = area(page).getByRole('form', { name: 'Filtros de desempenho' });
  await filters
    .getByRole('group', { name: 'Objetivos' })
    .getByRole('checkbox', { name: 'Polícia Federal - Agente' })
    .check();
  await filters.getByLabel('Tipo de período').selectOption({ label: 'Personalizado' });
  const start = saoPauloDay(-13);
  const end = saoPauloDay(0);
  await filters.getByLabel('Data inicial').fill(start);
  await filters.getByLabel('Data final').fill(end);
  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === '/bff/performance/charts/classification-accuracy' &&
      url.searchParams.get('period') === 'custom'
    );
  });
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  const params = new URL((await asked).url()).searchParams;
  expect(params.get('goal_ids')).toMatch(/^\d+$/);
  expect(params.get('period_start')).toBe(`${start}T00:00:00-03:00`);
  expect(params.get('period_end')).toBe(`${end}T23:59:59-03:00`);
  expect(params.get('time_zone')).toBe('America/Sao_Paulo');

  // the goal has three classifications: the chart and its table now show only those
  await expect(rows).toHaveCount(3);
  await expect(rows).toHaveText(['Direito Constitucional', 'Direito Administrativo', 'Língua Portuguesa']);
  const daily = area(page).getByRole('figure', { name: 'Progresso diário' });
  await daily.getByRole('button', { name: 'Mostrar tabela' }).click();
  await expect(daily.getByRole('table').getByRole('rowheader')).toHaveCount(14);
});

test('opens an exam ranking, pages to the student’s own line, and submits a ranking entry', async ({
  page,
}) => {
  await signIn(page, '/rankings');
  await area(page).getByRole('link', { name: 'Polícia Federal - Agente' }).click();
  await expect(area(page).getByRole('heading', { level: 1, name: 'Polícia Federal - Agente' })).toBeVisible();
  const ranking = area(page).getByRole('region', { name: 'Classificação' });
  const table = ranking.getByRole('table', { name: 'Classificação geral' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await ranking.getByRole('link', { name: 'Próxima página' }).click();
  await expect(ranking.getByText(/^Página 2 de /)).toBeVisible();
  await expect(table.getByRole('cell', { name: '16º' })).toBeVisible();

  const own = area(page).getByRole('region', { name: 'Sua posição' });
  await expect(own.getByText(/^Você está na posição .+º de .+, com 84 acertos\.$/)).toBeVisible();
  await own.getByRole('button', { name: 'Ir para minha posição' }).click();
  const mine = table.locator('tr[aria-current="true"]');
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('rowheader')).toContainText('(você)');
  await expect(mine.getByRole('cell').nth(1)).toHaveText('84');

  // another open exam: send an entry and see the result
  await page.goto(new URL('/rankings/303/submit', page.url()).toString());
  const form = area(page).getByRole('form', { name: 'Gabarito' });
  await form.getByLabel('Cargo').selectOption({ label: 'Cotas raciais' });
  await form.getByLabel('Acertos').fill('110');
  await form.getByRole('button', { name: 'Enviar gabarito' }).click();
  const result = area(page).getByRole('region', { name: 'Seu resultado' });
  await expect(result.getByText('Gabarito enviado.')).toBeVisible();
  await expect(result.getByText(/^\d[\d.]*º de 9\.874$/)).toBeVisible();
  await result.getByRole('link', { name: 'Ver ranking' }).click();
  await expect(
    area(page)
      .getByRole('region', { name: 'Sua posição' })
      .getByText(/com 110 acertos\.$/),
  ).toBeVisible();
});

test('adds and removes a favourite', async ({ page }) => {
  await signIn(page, '/favoritos');
  const title = 'Simulado Polícia Federal - Agente';
  const adding = area(page).getByRole('region', { name: 'Adicionar aos favoritos' });
  await adding.getByRole('button', { name: `Adicionar ${title} aos favoritos` }).click();
  const exams = area(page).getByRole('list', { name: 'Simulados' });
  await expect(exams.getByRole('link', { name: title })).toBeVisible();
  await page.reload();
  await expect(
    area(page).getByRole('list', { name: 'Simulados' }).getByRole('link', { name: title }),
  ).toBeVisible();

  await area(page)
    .getByRole('button', { name: `Remover ${title} dos favoritos` })
    .click();
  await expect(area(page).getByRole('link', { name: title })).toHaveCount(0);
  await expect(
    area(page)
      .getByRole('region', { name: 'Adicionar aos favoritos' })
      .getByRole('button', { name: `Adicionar ${title} aos favoritos` }),
  ).toBeVisible();
});

test('falls back to the static home content file when the content call fails (dev BFF fault)', async ({
  page,
}) => {
  const control = 'http://127.0.0.1:3001/__control';
  await signIn(page, '/mesa-de-estudo');
  await expect(area(page).getByRole('region', { name: 'Novidades em Concursos' })).toBeVisible();

  const fault = await page.request.post(`${control}/faults`, {
    data: { method: 'GET', path: '/v3/contents/home-concursos', status: 500 },
  });
  expect(fault.status()).toBe(201);
  try {
    const fallback = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/static-bff/home/home-concursos.json',
    );
    await page.reload();
    expect((await fallback).status()).toBe(200);
    const home = area(page).getByRole('region', { name: 'Destaques de Concursos' });
    await expect(home).toBeVisible();
    await expect(home.getByRole('link', { name: 'Aulas ao vivo' })).toBeVisible();
    await expect(area(page).getByRole('region', { name: 'Novidades em Concursos' })).toHaveCount(0);
  } finally {
    await page.request.delete(`${control}/faults`);
  }
});

test('picks a week in the calendar and filters its events', async ({ page }) => {
  await signIn(page, '/aulas-ao-vivo');
  const calendar = area(page).getByRole('region', { name: 'Calendário' });
  await expect(calendar).toBeVisible();
  const nextMonday = saoPauloDay(7);
  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    // no calendar chosen: the week's events of every calendar (with chosen calendars: calendars-v2 by projectIds);
    // the one for a week after today's (the current week's may still be on its way when the button is pressed)
    return (
      url.pathname === '/v3/calendars/events' &&
      url.searchParams.get('maxDate') !== null &&
      (url.searchParams.get('minDate') ?? '') > saoPauloDay(0)
    );
  });
  await calendar.getByRole('button', { name: 'Próxima semana' }).click();
  const params = new URL((await asked).url()).searchParams;
  const min = params.get('minDate') ?? '';
  expect(new Date(`${min}T12:00:00Z`).getUTCDay()).toBe(1); // a Monday
  expect(min > saoPauloDay(0)).toBe(true);
  expect(min <= nextMonday).toBe(true);
  const events = calendar.getByRole('list', { name: /^Eventos da semana de / });
  await expect(events.getByText(/· Aula ao vivo: /).first()).toBeVisible();
  await expect(events.getByText(/· Prova: /).first()).toBeVisible();

  await calendar.getByLabel('Tipo de evento').selectOption({ label: 'Prazos' });
  await expect(events.getByText(/· Aula ao vivo: /)).toHaveCount(0);
  await expect(events.getByText(/· Prazo: /).first()).toBeVisible();
});
