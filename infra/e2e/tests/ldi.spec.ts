import { expect, test, type Page } from './fixtures';
import { hostUrl, resetBff, settled, signIn } from './support';

/** Selects `text` inside the first text block that holds it and releases the mouse there (as a reader would). */
async function selectText(page: Page, text: string) {
  await page.evaluate((needle) => {
    const blocks = Array.from(document.querySelectorAll('[data-block-id]'));
    for (const block of blocks) {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node.textContent ?? '').indexOf(needle);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + needle.length);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        node.parentElement?.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
        return;
      }
    }
    throw new Error(`texto não encontrado: ${needle}`);
  }, text);
}

const CASES = [
  {
    vertical: 'concursos',
    course: 'Direito Constitucional para Concursos',
    slug: 'direito-constitucional-para-concursos',
    rightAnswer: 'E) Errado',
    highlight: 'Historicidade',
    noted: 'Relatividade',
  },
  {
    vertical: 'oab',
    course: 'Ética Profissional para OAB',
    slug: 'etica-profissional-oab',
    rightAnswer: 'C) Certo',
    highlight: 'Conceito e fundamentos',
    noted: 'Exceções e entendimentos mais cobrados',
  },
] as const;

for (const c of CASES) {
  test(`as a student on ${c.vertical}: open a course, answer, annotate, mark done, listen, comment, print`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await resetBff(page);
    await signIn(page, '/todos-os-cursos', { vertical: c.vertical });
    await page.getByRole('link', { name: c.course, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.course })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ldi/${c.slug}`));
    const chapter = page
      .getByRole('region')
      .filter({ has: page.getByRole('tablist', { name: 'Modo de leitura' }) });

    // filter the chapter to questions (sent to the server) and answer a question block
    const filters = chapter.getByRole('group', { name: 'Mostrar no capítulo' });
    const questionOnly = page.waitForRequest(
      (request) =>
        request.url().includes('/v3/mci/items/') &&
        request.url().includes('question_only=1') &&
        !request.url().includes('text_only'),
    );
    for (const name of ['Vídeos', 'Textos', 'Casts', 'Anexos'])
      await filters.getByRole('checkbox', { name }).uncheck();
    await questionOnly;
    const question = chapter.getByRole('region', { name: /^Questão · / }).first();
    await expect(chapter.locator('iframe')).toHaveCount(0);
    await question.getByRole('radio', { name: c.rightAnswer }).check();
    await question.getByRole('button', { name: 'Responder' }).click();
    await expect(question.getByText('Você acertou!')).toBeVisible();
    for (const name of ['Vídeos', 'Textos', 'Casts', 'Anexos'])
      await filters.getByRole('checkbox', { name }).check();
    // the chapter's blocks of each filter step have come in (and been drawn) before the student reads on
    await settled(page, 1_000);

    // highlight a passage, add a note to another; after a reload both are there, and the note in my_notebook
    await expect(chapter.getByText(c.highlight, { exact: false }).first()).toBeVisible();
    await selectText(page, c.highlight);
    const toolbar = chapter.getByRole('group', { name: 'Anotar o trecho selecionado' });
    await toolbar.getByRole('button', { name: 'Destacar' }).click();
    await expect(chapter.locator('mark', { hasText: c.highlight })).toBeVisible();
    await expect(toolbar).toBeHidden();
    await selectText(page, c.noted);
    await toolbar.getByRole('button', { name: 'Anotar' }).click();
    await toolbar.getByRole('textbox', { name: 'Sua anotação' }).fill('Revisar antes da prova');
    await toolbar.getByRole('button', { name: 'Salvar anotação' }).click();
    await expect(chapter.locator('mark[title="Revisar antes da prova"]', { hasText: c.noted })).toBeVisible();
    await page.reload();
    await expect(chapter.locator('mark', { hasText: c.highlight })).toBeVisible();
    await expect(chapter.locator('mark[title="Revisar antes da prova"]', { hasText: c.noted })).toBeVisible();
    await chapter.getByRole('tab', { name: 'Meu caderno' }).click();
    await expect(page).toHaveURL(/modo=my_notebook/);
    const notebook = chapter.getByRole('list', { name: 'Minhas anotações' });
    await expect(notebook.getByText('Revisar antes da prova')).toBeVisible();
    await expect(notebook.getByText(`“${c.highlight}”`)).toBeVisible();

    // the incidence mode measures the course against the student's first goal: both access checks (the
    // per-goal one is GET /objetivos/goals/{id}/has-incidence-access, which the site's server once answered with
    // the page's HTML) allow it, and the chapters' incidence is listed
    await chapter.getByRole('tab', { name: 'Incidência' }).click();
    await expect(page).toHaveURL(/modo=incidence/);
    await expect(chapter.getByRole('combobox', { name: 'Objetivo' })).toBeVisible();
    await expect(
      chapter.getByRole('list', { name: 'Incidência nas provas' }).getByRole('listitem').first(),
    ).toContainText('% de incidência');
    await chapter.getByRole('tab', { name: 'Completo' }).click();

    // mark an item done: the course percentage changes
    await page.getByRole('navigation', { name: 'Capítulos' }).getByRole('link').nth(1).click();
    const progress = page.getByText(/^Progresso do curso: \d+%$/);
    const before = await progress.textContent();
    await chapter.getByRole('article').first().getByRole('button', { name: 'Marcar como concluído' }).click();
    await expect(progress).not.toHaveText(before ?? '');
    await expect(
      chapter.getByRole('article').first().getByRole('button', { name: 'Desmarcar como concluído' }),
    ).toBeVisible();

    // play the cast block: the dock asks the track URL with the course slug and plays it
    const trackUrl = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/v3/mci/my-courses/slug/${c.slug}/track/url`) &&
        response.request().method() === 'POST',
    );
    await chapter
      .getByRole('button', { name: /^Ouvir / })
      .first()
      .click();
    expect((await trackUrl).status()).toBe(200);
    const dock = page.getByRole('region', { name: 'Player de áudio' });
    await expect(dock.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await dock.getByRole('button', { name: 'Pausar' }).click();

    // the forum mode: post a comment to the chapter's forum
    await chapter.getByRole('tab', { name: 'Fórum' }).click();
    const posted = page.waitForResponse(
      (response) =>
        /\/bff\/mci\/my-courses\/[^/]+\/forum\/\d+\/comment$/.test(response.url()) &&
        response.request().method() === 'POST',
    );
    await chapter
      .getByRole('textbox', { name: 'Escreva um comentário' })
      .fill('Alguém tem um resumo deste capítulo?');
    await chapter.getByRole('button', { name: 'Comentar' }).click();
    expect((await posted).status()).toBe(201);
    await expect(chapter.getByText('Alguém tem um resumo deste capítulo?')).toBeVisible();

    // print the chapter: the PDF arrives in the downloads strip
    await chapter.getByRole('button', { name: 'Baixar capítulo em PDF' }).click();
    const strip = page.getByRole('region', { name: 'Downloads' });
    await expect(strip.getByText(/^capitulo-\d+\.pdf$/)).toBeVisible({ timeout: 15_000 });
  });
}

test('a custom LDI and an interactive trail open, the custom cast plays through its own track URL', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/ldi-personalizado/meu-plano-concursos');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Meu plano personalizado: Direito Constitucional para Concursos',
    }),
  ).toBeVisible();
  // no incidence for a custom course (no call gives it): the mode is not offered
  const modes = page.getByRole('tablist', { name: 'Modo de leitura' });
  await expect(modes.getByRole('tab', { name: 'Completo' })).toBeVisible();
  await expect(modes.getByRole('tab', { name: 'Incidência' })).toHaveCount(0);
  const trackUrl = page.waitForResponse((response) =>
    /\/bff\/mci\/custom-courses\/\d+\/blocks\/\d+\/cast\/\d+\/url$/.test(response.url()),
  );
  await page
    .getByRole('button', { name: /^Ouvir / })
    .first()
    .click();
  expect((await trackUrl).status()).toBe(200);
  await expect(
    page.getByRole('region', { name: 'Player de áudio' }).getByRole('button', { name: 'Pausar' }),
  ).toBeVisible();

  await page.goto(`${hostUrl('concursos')}/trilhas-interativas/direito-administrativo-para-concursos`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Direito Administrativo para Concursos' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Painel da trilha' }).click();
  await expect(page.getByText(/^Progresso da trilha: \d+% \(\d+ de 9 itens concluídos\)$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Etapas da trilha' }).getByRole('listitem')).toHaveCount(3);
});
