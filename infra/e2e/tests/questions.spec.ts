import { expect, test, type Page } from '@playwright/test';
import { AREA_UNAVAILABLE, hostUrl, resetBff, signIn } from './support';

/** The questions area as a new student uses it, on two verticals (concursos, medicina). */

const area = (page: Page) => page.locator('[id="single-spa-application:mfe-questions"]');

const include = (entity: string, id: number | string) => ({
  entity,
  entity_ids: [id],
  add: true,
  filtro_includente: true,
  origin: 'QUESTOES',
});

/** A JSON call from the page itself (same origin, the student's cookie, the vertical of the host). */
async function callBff<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async (call) => {
      const response = await fetch(call.path, {
        method: call.method,
        credentials: 'include',
        headers: call.body ? { 'content-type': 'application/json' } : {},
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      if (!response.ok) throw new Error(`${call.method} ${call.path}: ${response.status}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

/** What the BFF counts for these filters (the page must show the same number). */
async function countOf(page: Page, filters: object[]): Promise<number> {
  const body = await callBff<{ pagination: { total: number } }>(
    page,
    'POST',
    '/bff/questions/search?page=1&perPage=1',
    { filters, input_term: '' },
  );
  return body.pagination.total;
}

/** A fresh student on the question selection with Informática checked; the count the page shows. */
async function filterInformatica(page: Page) {
  await resetBff(page);
  await signIn(page, '/questoes/buscar');
  const questions = area(page);
  await questions.getByRole('checkbox', { name: 'Informática', exact: true }).check();
  const total = await countOf(page, [include('disciplina', 5)]);
  await expect(questions.getByText(`${total} questões encontradas`)).toBeVisible();
  return { questions, total };
}

const CASES = {
  concursos: { discipline: { id: 5, name: 'Informática' }, board: 'Cebraspe', notebook: 'caderno' },
  medicina: { discipline: { id: 8, name: 'Pediatria' }, board: 'Unifesp', notebook: 'lista' },
} as const;

for (const vertical of ['concursos', 'medicina'] as const) {
  test.describe(`on ${vertical}.localhost`, () => {
    test('builds filters and sees the count, then the listing', async ({ page }) => {
      const { discipline, board, notebook } = CASES[vertical];
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await resetBff(page);
      await signIn(page, '/questoes/buscar', { vertical });
      const questions = area(page);
      await expect(questions.getByRole('heading', { level: 1, name: 'Seleção de questões' })).toBeVisible();

      await questions.getByRole('checkbox', { name: discipline.name, exact: true }).check();
      const byDiscipline = await countOf(page, [include('disciplina', discipline.id)]);
      expect(byDiscipline).toBeGreaterThan(10);
      await expect(questions.getByText(`${byDiscipline} questões encontradas`)).toBeVisible();

      await questions.getByRole('checkbox', { name: board, exact: true }).check();
      const byBoard = await countOf(page, [include('disciplina', discipline.id), include('banca', board)]);
      expect(byBoard).toBeGreaterThan(0);
      expect(byBoard).toBeLessThan(byDiscipline);
      await expect(questions.getByText(`${byBoard} questões encontradas`)).toBeVisible();
      await expect(questions.getByRole('button', { name: `Criar ${notebook}` })).toBeVisible();
      await expect(questions.getByRole('button', { name: 'Criar simulado' })).toBeVisible();

      // excluding only breaks the includente rule (spec 2 §5)
      await questions.getByRole('button', { name: 'Limpar filtros' }).click();
      await questions.getByRole('textbox', { name: 'IDs de questões' }).fill('50001');
      await questions.getByRole('button', { name: 'Excluir' }).click();
      await expect(
        questions.getByText('Requisição inválida: não existe filtro includente em filters'),
      ).toBeVisible();
      await questions.getByRole('button', { name: 'Limpar filtros' }).click();

      // back to the discipline and the board: the listing has the same count, 10 per page
      await questions.getByRole('checkbox', { name: discipline.name, exact: true }).check();
      await questions.getByRole('checkbox', { name: board, exact: true }).check();
      await questions.getByRole('link', { name: new RegExp(`^Ver ${byBoard} quest`) }).click();
      await expect(page).toHaveURL(/\/questoes\/listagem\?selecao=1$/);
      await expect(questions.getByText(`${byBoard} questões encontradas`)).toBeVisible();
      await expect(
        questions.getByRole('list', { name: 'Lista de questões' }).getByRole('listitem'),
      ).toHaveCount(Math.min(10, byBoard));
      // the selection was cached: a reload keeps it
      await page.reload();
      await expect(questions.getByText(`${byBoard} questões encontradas`)).toBeVisible();
      await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('solves three questions and sees each result and the answer history', async ({ page }) => {
      await resetBff(page);
      const { discipline } = CASES[vertical];
      await signIn(page, `/questoes/listagem?disciplina=${discipline.id}`, { vertical });
      const questions = area(page);
      const links = questions.getByRole('link', { name: /^Resolver questão \d+$/ });
      await expect(links.first()).toBeVisible();
      const ids = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).slice(
        0,
        3,
      );
      expect(ids).toHaveLength(3);

      for (const [index, href] of ids.entries()) {
        await questions.getByRole('link', { name: `Resolver questão ${href!.split('/').pop()}` }).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await questions.getByRole('radio').first().check();
        await questions.getByRole('button', { name: 'Responder' }).click();
        await expect(
          questions.getByText(/^(Você acertou!|Você errou\. A resposta correta é a alternativa [A-E]\.)$/),
        ).toBeVisible();
        await expect(questions.getByRole('heading', { name: 'Comentário', exact: true })).toBeVisible();

        if (index === 0) {
          await questions.getByRole('button', { name: 'Respostas' }).click();
          const dialog = page.getByRole('dialog', { name: /^Respostas da questão \d+$/ });
          await expect(dialog.getByText(/alternativa (A|C) — (acertou|errou)/)).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
        await page.goBack();
        await expect(links.first()).toBeVisible();
      }

      for (const href of ids) {
        const history = await callBff<{ data: { answers: Array<{ origin: string; notebook_id: null }> } }>(
          page,
          'GET',
          `/bff/questions/${href!.split('/').pop()}/user-answers`,
        );
        expect(history.data.answers).toEqual([
          expect.objectContaining({ origin: 'QUESTOES', notebook_id: null }),
        ]);
      }
    });

    test('opens a public question signed out; an unknown one is the not-found page', async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${hostUrl(vertical)}/public/questoes/50002-na-frase-vende-se-casas`);
      const questions = area(page);
      await expect(questions.getByRole('heading', { level: 1, name: 'Questão 50002' })).toBeVisible();
      await expect(questions.getByText('Na frase "Vende-se casas na praia"', { exact: false })).toBeVisible();
      await expect(questions.getByRole('list', { name: 'Alternativas' }).getByRole('listitem')).toHaveCount(
        2,
      );
      await expect(questions.getByRole('link', { name: 'Entre na plataforma' })).toBeVisible();

      await page.goto(`${hostUrl(vertical)}/public/questoes/424242-nao-existe`);
      await expect(
        questions.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
      ).toBeVisible();
      await context.close();
    });
  });
}

test('comments on a question: profanity is refused with the message', async ({ page }) => {
  await resetBff(page);
  await signIn(page, '/questoes/50003');
  const questions = area(page);
  await expect(questions.getByRole('heading', { level: 1, name: 'Questão 50003' })).toBeVisible();
  const section = questions.getByRole('region', { name: 'Comentários dos alunos' });
  const field = section.getByRole('textbox').first();
  await expect(field).toBeVisible();
  await field.fill('que questão idiota');
  await section
    .getByRole('button', { name: /^(Comentar|Publicar|Enviar)/ })
    .first()
    .click();
  await expect(
    section.getByText('Seu comentário contém palavras impróprias. Revise o texto e tente novamente.'),
  ).toBeVisible();
});

test('creates a notebook from the filters through the host drawer, solves three of its questions and sees its counters change', async ({
  page,
}) => {
  const { questions, total } = await filterInformatica(page);

  await questions.getByRole('button', { name: 'Criar caderno' }).click();
  const drawer = page.getByRole('dialog', { name: 'Criar caderno' });
  await drawer.getByRole('textbox', { name: 'Nome do caderno' }).fill('Revisão de véspera');
  await drawer.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(drawer).toBeHidden();

  // the notebook is in the student's list, with every question of the filters
  await page.goto(`${hostUrl('concursos')}/cadernos-e-simulados`);
  await questions.getByRole('link', { name: /Revisão de véspera/ }).click();
  await expect(questions.getByRole('heading', { level: 1, name: 'Revisão de véspera' })).toBeVisible();
  await expect(
    questions.getByText('Questões', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText(String(total));

  await questions.getByRole('link', { name: 'Resolver questões' }).click();
  for (let position = 1; position <= 3; position += 1) {
    const nav = questions.getByRole('navigation', { name: 'Navegação entre questões' });
    await expect(nav.getByText(`Questão ${position} de ${total}`)).toBeVisible();
    await questions.getByRole('radio').first().check();
    await questions.getByRole('button', { name: 'Responder' }).click();
    await expect(questions.getByText(/^(Você acertou!|Você errou\.)/)).toBeVisible();
    if (position < 3) await nav.getByRole('link', { name: 'Próxima questão' }).click();
  }
  await questions
    .getByRole('navigation', { name: 'Navegação entre questões' })
    .getByRole('link', { name: 'Revisão de véspera' })
    .click();
  const correct = Number(
    await questions.getByText('Acertos').locator('xpath=following-sibling::dd').textContent(),
  );
  const wrong = Number(
    await questions.getByText('Erros').locator('xpath=following-sibling::dd').textContent(),
  );
  expect(correct + wrong).toBe(3);
});

test('runs a mock exam: start, the timer, answer, end and the result; the side menu hides meanwhile', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/mesa-de-estudo');
  // an exam with questions (made from a notebook of the filters, as the drawers' area does)
  const notebook = await callBff<{ data: { id: number } }>(page, 'POST', '/bff/questions/notebooks', {
    name: 'Base do simulado',
    path: 'base',
    filters: [include('disciplina', 5)],
  });
  const exam = await callBff<{ data: { id: number; total_questions: number } }>(
    page,
    'POST',
    '/bff/questions/student-exams',
    { name: 'Simulado de Informática', path: 'base', notebook_id: notebook.data.id, duration: 900 },
  );
  expect(exam.data.total_questions).toBeGreaterThan(2);
  await page.goto(`${hostUrl('concursos')}/cadernos-e-simulados/simulados/${exam.data.id}`);
  const questions = area(page);
  await expect(questions.getByRole('heading', { level: 1, name: 'Simulado de Informática' })).toBeVisible();
  await expect(questions.getByText(/Duração: 15min/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  await questions.getByRole('button', { name: 'Iniciar simulado' }).click();
  await expect(questions.getByLabel('Tempo restante')).toHaveText(/^00:1[45]:\d\d$/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await questions.getByRole('radio').first().check();
  await questions.getByRole('button', { name: 'Próxima questão' }).click();
  await questions.getByRole('radio').nth(1).check();
  await expect(
    questions.getByText(`Questão 2 de ${exam.data.total_questions} · 2 respondidas`),
  ).toBeVisible();

  // leaving mid-exam asks; saying no keeps the student in the exam
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.evaluate(() => window.history.pushState(null, '', '/mesa-de-estudo'));
  await expect(page).toHaveURL(/\/cadernos-e-simulados\/simulados\/\d+$/);
  await expect(questions.getByLabel('Tempo restante')).toBeVisible();

  await questions.getByRole('button', { name: 'Finalizar simulado' }).click();
  await expect(questions.getByText(/^Você acertou [0-2] de \d+ questões\.$/)).toBeVisible();
  await expect(questions.getByText(`Respondidas: 2 de ${exam.data.total_questions}.`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  // the ranking, 15 per page, with the student somewhere in it
  const ranking = questions.getByRole('table');
  await expect(questions.getByRole('heading', { name: 'Ranking do simulado' })).toBeVisible();
  await expect(ranking.getByRole('row')).toHaveCount(16);
  const pages = questions.getByRole('navigation', { name: 'Páginas do ranking' });
  if (!(await ranking.getByText('Ana Paula Souza (você)').isVisible())) {
    await pages.getByRole('button', { name: 'Próxima' }).click();
  }
  await expect(ranking.getByText('Ana Paula Souza (você)')).toBeVisible();
});

test('creates an exam from the filters through the drawer (it gets their questions), prints a notebook and deletes the exam', async ({
  page,
}) => {
  const { questions, total } = await filterInformatica(page);

  await questions.getByRole('button', { name: 'Criar simulado' }).click();
  const drawer = page.getByRole('dialog', { name: 'Criar simulado' });
  await drawer.getByRole('textbox', { name: 'Nome do simulado' }).fill('Simulado de véspera');
  await drawer.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(drawer).toBeHidden();

  await page.goto(`${hostUrl('concursos')}/cadernos-e-simulados`);
  const items = questions.getByRole('list', { name: 'Itens de Cadernos e Simulados' });
  const examRow = items
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Simulado: Simulado de véspera' }) });
  await expect(examRow.getByText(new RegExp(`^${total} questões`))).toBeVisible();

  // print the seeded notebook: the host's downloads strip gets the zip
  const notebookLink = items.getByRole('link', { name: /^Caderno: / }).first();
  const notebookName = ((await notebookLink.getAttribute('aria-label')) ?? '').replace(/^Caderno: /, '');
  await items.getByRole('button', { name: `Imprimir caderno: ${notebookName}` }).click();
  const strip = page.getByRole('region', { name: 'Downloads' });
  await expect(strip.getByText(`${notebookName}.zip`)).toBeVisible({ timeout: 15_000 });
  await expect(strip.getByText('Download de aula concluído com sucesso!')).toBeVisible({ timeout: 15_000 });

  // delete the new exam, after the confirmation
  await items.getByRole('button', { name: 'Excluir simulado: Simulado de véspera' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir simulado?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(items.getByRole('link', { name: 'Simulado: Simulado de véspera' })).toHaveCount(0);
});
