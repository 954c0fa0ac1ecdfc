import { expect, test, type Page } from './fixtures';
import { hostUrl, resetBff, signIn } from './support';

/** mfe-submissions as a student uses it: the comments widget on a question, essays and discursives. */

const submissions = (page: Page) => page.locator('[id="single-spa-application:mfe-submissions"]');

/** A small file for an upload (name, type, contents). */
const upload = (name: string, mimeType: string, size = 64) => ({
  name,
  mimeType,
  buffer: Buffer.alloc(size, name.endsWith('.pdf') ? '%PDF-1.4 ' : 'x'),
});

/** The status of a GET from the page itself (same origin, the student's cookie if any). */
function statusOf(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).status, path);
}

/** Sair, from the student's menu in the top bar: the sign-in page opens. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: /^(Bom dia|Boa tarde|Boa noite), Ana Paula Souza/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar no ambiente de desenvolvimento' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test('on a question: comment, edit, like another, report a third, attach and remove a file, keep a refused text', async ({
  page,
}) => {
  await signIn(page, '/questoes/50003');
  const section = page.getByRole('region', { name: 'Comentários dos alunos' });
  const field = section.getByRole('textbox', { name: 'Escreva um comentário' });
  await expect(field).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('article', { name: 'Comentário de Marcos Oliveira' })).toBeVisible();

  // write a comment, then edit it
  await field.fill('A alternativa C parece correta também.');
  await section.getByRole('button', { name: 'Comentar' }).click();
  const mine = section.getByRole('article', { name: 'Comentário de Ana Paula Souza' });
  await expect(mine).toContainText('A alternativa C parece correta também.');
  await expect(field).toHaveValue('');
  await mine.getByRole('button', { name: 'Editar o comentário de Ana Paula Souza' }).click();
  const edit = mine.getByRole('textbox', { name: 'Editar comentário' });
  await edit.fill('A alternativa C parece correta também, segundo a súmula 13.');
  await mine.getByRole('button', { name: 'Salvar' }).click();
  await expect(mine.getByText('A alternativa C parece correta também, segundo a súmula 13.')).toBeVisible();
  await expect(edit).toBeHidden();

  // like another student's comment: its count goes up by one
  const marcos = section.getByRole('article', { name: 'Comentário de Marcos Oliveira' });
  const like = marcos.getByRole('button', { name: /^Curtir \(\d+\): comentário de Marcos Oliveira$/ });
  const before = Number(/\((\d+)\)/.exec((await like.textContent()) ?? '')?.[1]);
  await like.click();
  await expect(like).toHaveText(`Curtir (${before + 1})`);

  // report a third one with a report type
  const felipe = section.getByRole('article', { name: 'Comentário de Felipe Nascimento' });
  await felipe.getByRole('button', { name: 'Denunciar o comentário de Felipe Nascimento' }).click();
  const report = page.getByRole('dialog', { name: 'Denunciar comentário' });
  await report.getByRole('radio', { name: 'Spam ou propaganda' }).check();
  await report.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText('Denúncia enviada. Obrigado por avisar!')).toBeVisible();

  // attach a file to the own comment, download link shown, then remove it
  await mine.getByLabel('Anexar arquivo').setInputFiles(upload('resumo.pdf', 'application/pdf'));
  const attachment = mine.getByRole('link', { name: 'resumo.pdf' });
  await expect(attachment).toBeVisible();
  // the link downloads what was attached (the host proxies /social to the BFF)
  const href = (await attachment.getAttribute('href')) ?? '';
  expect(await statusOf(page, href)).toBe(200);
  await mine.getByRole('button', { name: 'Remover anexo resumo.pdf' }).click();
  await expect(attachment).toBeHidden();

  // a bad word: the profanity message, and the text stays to be fixed
  await field.fill('que questão idiota');
  await section.getByRole('button', { name: 'Comentar' }).click();
  await expect(
    section.getByText('Seu comentário contém palavras impróprias. Revise o texto e tente novamente.'),
  ).toBeVisible();
  await expect(field).toHaveValue('que questão idiota');
  await expect(section.getByRole('article', { name: 'Comentário de Ana Paula Souza' })).toHaveCount(1);

  // the same on an edit: the message, and the edited text stays in the field
  await mine.getByRole('button', { name: 'Editar o comentário de Ana Paula Souza' }).click();
  await edit.fill('Revisei: que banca imbecil');
  await mine.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    mine.getByText('Seu comentário contém palavras impróprias. Revise o texto e tente novamente.'),
  ).toBeVisible();
  await expect(edit).toHaveValue('Revisei: que banca imbecil');
  await mine.getByRole('button', { name: 'Cancelar' }).click();
  await expect(mine.getByText('A alternativa C parece correta também, segundo a súmula 13.')).toBeVisible();

  // the refused comment is still being written after a reload, and after signing out and in again
  await page.reload();
  await expect(field).toHaveValue('que questão idiota', { timeout: 20_000 });
  await signOut(page);
  await signIn(page, '/questoes/50003');
  await expect(field).toHaveValue('que questão idiota', { timeout: 20_000 });
});

// the test's own page: a fresh context, signed out (beforeEach only reset the BFF), under the CSP guard
test('a signed-out visitor reads the public forum on a public question, without writing', async ({
  page,
}) => {
  await page.goto(`${hostUrl('concursos')}/public/questoes/50003-crase-e-concordancia`);
  const section = page.getByRole('region', { name: 'Comentários dos alunos' });
  await expect(section.getByRole('heading', { name: /^Discussão/ })).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('article', { name: 'Comentário de Juliana Castro' })).toContainText(
    'Não entendi por que a D está errada. Alguém explica?',
  );
  await expect(
    section.getByText('Entre na sua conta para comentar, curtir ou denunciar comentários.'),
  ).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Curtir|^Denunciar|^Responder/ })).toHaveCount(0);
  // the widget read the public forum: the social one answers only a student
  expect(await statusOf(page, '/v3/public/forum/50003')).toBe(200);
  expect(await statusOf(page, '/v3/social/forums/50003')).toBe(401);
});

test('essays: send one, find the next one’s draft after a reload, overwrite one that came back with an error', async ({
  page,
}) => {
  await signIn(page, '/redacoes');
  const area = submissions(page);
  await expect(area.getByRole('heading', { level: 1, name: 'Redações' })).toBeVisible({ timeout: 20_000 });
  await area.getByRole('tab', { name: 'Enviar redação' }).click();

  // the vertical's templates and the institution's page content
  await expect(
    area.getByRole('list', { name: 'Modelos de folha de redação' }).getByRole('link').first(),
  ).toBeVisible();
  await area.getByRole('textbox', { name: /Título/ }).fill('Desafios da educação a distância');
  await area.getByRole('combobox', { name: 'Instituição' }).selectOption({ label: 'Cebraspe' });
  await expect(area.getByRole('region', { name: 'Redação Cebraspe' })).toBeVisible();

  // the size limit is shown and enforced before sending
  const essayFile = area.getByLabel('Arquivo da redação');
  await essayFile.setInputFiles(upload('enorme.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
  await expect(area.getByText('O arquivo deve ter no máximo 10 MB.')).toBeVisible();
  await essayFile.setInputFiles(upload('minha-redacao.pdf', 'application/pdf'));
  await area.getByRole('button', { name: 'Enviar redação' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar envio da redação' });
  await confirm.getByRole('button', { name: 'Confirmar envio' }).click();
  await expect(page.getByText('Redação enviada para correção!')).toBeVisible();
  await expect(area.getByRole('article', { name: 'Desafios da educação a distância' })).toBeVisible();

  // half-way through the next one, a reload: the draft is back
  await area.getByRole('tab', { name: 'Enviar redação' }).click();
  await area.getByRole('textbox', { name: /Título/ }).fill('Mobilidade urbana sustentável');
  await area.getByRole('textbox', { name: 'Descrição (opcional)' }).fill('Rascunho do simulado de junho');
  await page.reload();
  await area.getByRole('tab', { name: 'Enviar redação' }).click();
  await expect(area.getByRole('textbox', { name: /Título/ })).toHaveValue('Mobilidade urbana sustentável');
  await expect(area.getByRole('textbox', { name: 'Descrição (opcional)' })).toHaveValue(
    'Rascunho do simulado de junho',
  );
  // and after signing out and in again
  await signOut(page);
  await signIn(page, '/redacoes');
  await area.getByRole('tab', { name: 'Enviar redação' }).click();
  await expect(area.getByRole('textbox', { name: /Título/ })).toHaveValue('Mobilidade urbana sustentável');

  // an essay that came back with an error: its details, then overwritten ('on revision')
  await area.getByRole('tab', { name: 'Minhas redações' }).click();
  const failed = area.getByRole('article', { name: 'Democratização do acesso ao cinema no Brasil' });
  await expect(failed).toContainText('Com erro');
  await failed.getByRole('button', { name: 'Reenviar redação', exact: true }).click();
  const overwrite = page.getByRole('dialog', { name: /^Reenviar a redação/ });
  await expect(overwrite).toContainText('Motivo apontado pela correção');
  await overwrite
    .getByLabel('Novo arquivo da redação')
    .setInputFiles(upload('redacao-legivel.pdf', 'application/pdf'));
  await overwrite.getByRole('button', { name: 'Reenviar para correção' }).click();
  await expect(overwrite).toBeHidden();
  await expect(failed).toContainText('Aguardando correção');
  await expect(failed).toContainText('redacao-legivel.pdf');
});

test('discursives: open a category and add an answer file to a submission', async ({ page }) => {
  await signIn(page, '/discursivas');
  const area = submissions(page);
  const categories = area.getByRole('navigation', { name: 'Categorias' });
  await expect(categories).toBeVisible({ timeout: 20_000 });
  await categories.getByRole('link', { name: 'Carreiras Fiscais' }).click();
  await expect(page).toHaveURL(/\/discursivas\/categorias\/Carreiras%20Fiscais$/);
  await expect(area.getByRole('heading', { level: 1, name: 'Carreiras Fiscais' })).toBeVisible();
  await area.getByRole('link', { name: 'Simulado Discursivo – Receita Federal (Auditor)' }).click();

  const submission = area.getByRole('article', { name: 'Envio 1' });
  await expect(submission).toContainText('rf-questao-1.jpg');
  await submission
    .getByLabel('Adicionar arquivos ao envio 1')
    .setInputFiles(upload('rf-questao-3.png', 'image/png'));
  await expect(page.getByText('Arquivos adicionados ao envio!')).toBeVisible();
  await expect(submission).toContainText('rf-questao-3.png');
});
