import { expect, test, type Page } from './fixtures';
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

/**
 * A JSON call from the page itself as the platform's clients make it (same origin, the student's cookie,
 * the vertical of the host, the requester id the BFF's CSRF check asks of writes).
 */
async function callBff<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async (call) => {
      const response = await fetch(call.path, {
        method: call.method,
        credentials: 'include',
        headers: {
          'x-requester-id': 'front-student',
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        },
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

/** Spec 1 §1: notebooks become lists in medicina (and militares). */
const WORDS = {
  concursos: {
    title: 'Cadernos e Simulados',
    kind: 'Caderno',
    plural: 'Cadernos',
    create: 'Novo caderno',
    questionsOf: 'Questões do caderno',
  },
  medicina: {
    title: 'Listas e Simulados',
    kind: 'Lista',
    plural: 'Listas',
    create: 'Nova lista',
    questionsOf: 'Questões da lista',
  },
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

    test('names notebooks in the vertical’s words: listing, side menu, a notebook’s page', async ({
      page,
    }) => {
      const words = WORDS[vertical];
      const other = WORDS[vertical === 'medicina' ? 'concursos' : 'medicina'];
      await resetBff(page);
      await signIn(page, '/cadernos-e-simulados', { vertical });
      const questions = area(page);
      await expect(questions.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: words.title }),
      ).toBeVisible();
      await expect(questions.getByRole('button', { name: words.create })).toBeVisible();
      await expect(questions.getByRole('tab', { name: words.plural, exact: true })).toBeVisible();
      await expect(page.getByText(other.title)).toHaveCount(0);

      await questions.getByRole('link', { name: `${words.kind}: Crase e concordância — revisão` }).click();
      await expect(
        questions.getByRole('heading', { level: 1, name: 'Crase e concordância — revisão' }),
      ).toBeVisible();
      await expect(questions.getByRole('list', { name: words.questionsOf })).toBeVisible();
      await expect(
        questions.getByRole('button', {
          name: `Imprimir ${words.kind.toLowerCase()}: Crase e concordância — revisão`,
        }),
      ).toBeVisible();
      await expect(questions.getByRole('link', { name: words.title })).toHaveAttribute(
        'href',
        '/cadernos-e-simulados',
      );
    });

    // the test's own page: a fresh context, signed out, under the CSP guard of every test
    test('opens a public question signed out; an unknown one is the not-found page', async ({ page }) => {
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
    await pages.getByRole('button', { name: 'Próxima página' }).click();
  }
  await expect(ranking.getByText('Ana Paula Souza (você)')).toBeVisible();
});

test('creates an exam from the filters through the drawer and runs it with their questions; prints a notebook; deletes the exam', async ({
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

  // run it: the questions of the filters (Informática) are there
  await examRow.getByRole('link', { name: 'Simulado: Simulado de véspera' }).click();
  await expect(questions.getByRole('heading', { level: 1, name: 'Simulado de véspera' })).toBeVisible();
  await questions.getByRole('button', { name: 'Iniciar simulado' }).click();
  await expect(questions.getByText(`Questão 1 de ${total} · 0 respondidas`)).toBeVisible();
  const discipline = questions
    .getByText('Disciplina:', { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(discipline).toHaveText('Informática');
  await questions.getByRole('radio').first().check();
  await expect(questions.getByText(`Questão 1 de ${total} · 1 respondida`)).toBeVisible();
  await questions.getByRole('button', { name: 'Próxima questão' }).click();
  await expect(questions.getByText(`Questão 2 de ${total} · 1 respondida`)).toBeVisible();
  await expect(discipline).toHaveText('Informática');
  await questions.getByRole('button', { name: 'Finalizar simulado' }).click();
  await expect(questions.getByText(new RegExp(`^Você acertou [01] de ${total} questões\\.$`))).toBeVisible();
  await expect(questions.getByText(`Respondidas: 1 de ${total}.`)).toBeVisible();
  await questions.getByRole('link', { name: 'Voltar para Cadernos e Simulados' }).click();

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

test('the ranking page of an exam: 15 per page, the student’s own line, back to the exam', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/cadernos-e-simulados');
  const questions = area(page);
  await questions.getByRole('link', { name: 'Ranking de Simulado PF 2025 — Agente' }).click();
  await expect(page).toHaveURL(/\/cadernos-e-simulados\/simulados\/201\/ranking$/);
  await expect(questions.getByRole('heading', { level: 1, name: 'Simulado PF 2025 — Agente' })).toBeVisible();
  await expect(questions.getByRole('heading', { level: 2, name: 'Ranking do simulado' })).toBeVisible();
  const ranking = questions.getByRole('table');
  // a header row and 15 students
  await expect(ranking.getByRole('row')).toHaveCount(16);
  await expect(ranking.getByRole('row').nth(1)).toContainText('1º');
  // the seeded run of this exam ended with 9 right answers: the student is in it
  const pages = questions.getByRole('navigation', { name: 'Páginas do ranking' });
  const mine = ranking.getByRole('row', { name: /Ana Paula Souza \(você\)/ });
  if (!(await mine.isVisible())) {
    // the page is in the address: a reload keeps it
    await pages.getByRole('link', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/\/ranking\?pagina=2$/);
  }
  await expect(mine).toContainText(/9 de \d+/);
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(questions.getByText('Finalize o simulado para entrar no ranking.')).toHaveCount(0);

  await questions.getByRole('link', { name: 'Ir para o simulado' }).click();
  const last = questions.getByRole('region', { name: 'Seu último resultado' });
  await expect(last).toContainText(/^Seu último resultado9 acertos, 3 erros e \d+ sem resposta/);
  await expect(questions.getByRole('button', { name: 'Iniciar simulado' })).toBeVisible();
});

test('a notebook whose name has a colon is listed, and the search finds names typed with or without it', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/mesa-de-estudo');
  // a name with ':' that did not come through the drawers (the API keeps it as sent)
  await callBff(page, 'POST', '/bff/questions/notebooks', { name: 'Aula 1: Crase', path: 'base' });
  await page.goto(`${hostUrl('concursos')}/cadernos-e-simulados`);
  const questions = area(page);
  await expect(questions.getByRole('link', { name: 'Caderno: Aula 1: Crase' })).toBeVisible();

  // the drawer keeps letters, digits and spaces of a typed name (spec 1 §5): the colon is dropped
  await questions.getByRole('button', { name: 'Novo caderno' }).click();
  const drawer = page.getByRole('dialog', { name: 'Criar caderno' });
  await drawer.getByRole('textbox', { name: 'Nome do caderno' }).fill('Aula 2: Regência');
  await expect(drawer.getByRole('textbox', { name: 'Nome do caderno' })).toHaveValue('Aula 2 Regência');
  await drawer.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(questions.getByRole('link', { name: 'Caderno: Aula 2 Regência' })).toBeVisible();

  const search = questions.getByRole('searchbox', { name: 'Buscar em Cadernos e Simulados' });
  await search.fill('Aula 2: Regência');
  await expect(questions.getByRole('link', { name: 'Caderno: Aula 2 Regência' })).toBeVisible();
  await expect(questions.getByRole('link', { name: 'Caderno: Aula 1: Crase' })).toHaveCount(0);
  await search.fill('aula 1 crase');
  await expect(questions.getByRole('link', { name: 'Caderno: Aula 1: Crase' })).toBeVisible();
  await expect(questions.getByRole('link', { name: 'Caderno: Aula 2 Regência' })).toHaveCount(0);
});
