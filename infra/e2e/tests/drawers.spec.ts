import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

/** The host's drawers opened from mfe-questions' /cadernos-e-simulados, as a student uses them. */
const area = (page: Page) => page.locator('[id="single-spa-application:mfe-questions"]');

test('creates a folder, then a notebook inside it through the host drawer; the list refreshes without a reload', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/cadernos-e-simulados');
  const questions = area(page);
  await expect(questions.getByRole('list', { name: 'Itens de Cadernos e Simulados' })).toBeVisible();
  // a reload would clear this marker: its survival proves the list refreshed in place
  await page.evaluate(() => ((window as unknown as { e2eMarker: boolean }).e2eMarker = true));

  await questions.getByRole('button', { name: 'Nova pasta' }).click();
  const folderDrawer = page.getByRole('dialog', { name: 'Criar pasta' });
  await expect(folderDrawer.getByText('Máximo de 100 caracteres')).toBeVisible();
  await expect(folderDrawer.getByRole('button', { name: 'Criar', exact: true })).toBeDisabled();
  await folderDrawer.getByRole('textbox', { name: 'Nome da pasta' }).fill('Pasta da véspera');
  await folderDrawer.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(folderDrawer).toBeHidden();
  await questions.getByRole('link', { name: 'Pasta: Pasta da véspera' }).click();

  await questions.getByRole('button', { name: 'Novo caderno' }).click();
  const notebookDrawer = page.getByRole('dialog', { name: 'Criar caderno' });
  await expect(notebookDrawer.getByText('Salvar em:')).toBeVisible();
  await expect(notebookDrawer.getByRole('navigation', { name: 'Pasta escolhida' })).toContainText(
    'Pasta da véspera',
  );
  await notebookDrawer.getByRole('textbox', { name: 'Nome do caderno' }).fill('Caderno de revisão');
  await notebookDrawer.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(notebookDrawer).toBeHidden();
  await expect(questions.getByRole('link', { name: 'Caderno: Caderno de revisão' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBe(true);
});

test('edits an exam (name and duration) and duplicates it with the default copy name', async ({ page }) => {
  await resetBff(page);
  await signIn(page, '/cadernos-e-simulados');
  const questions = area(page);

  await questions.getByRole('button', { name: 'Editar simulado: Simulado TJ-SP — Escrevente' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar simulado' });
  // 5400 s loaded from the server
  await expect(edit.getByText('1h 30min')).toBeVisible();
  await edit.getByRole('button', { name: 'Aumentar 15 minutos' }).click();
  await expect(edit.getByText('1h 45min')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Nome do simulado' }).fill('Simulado TJ SP revisado');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(questions.getByRole('link', { name: 'Simulado: Simulado TJ SP revisado' })).toBeVisible();
  const duration = await page.evaluate(async () => {
    const response = await fetch('/bff/questions/student-exams/202', { credentials: 'include' });
    return ((await response.json()) as { data: { data: { duration: number } } }).data.data.duration;
  });
  expect(duration).toBe(6300);

  await questions.getByRole('button', { name: 'Duplicar simulado: Simulado TJ SP revisado' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicar simulado' });
  await expect(duplicate.getByRole('textbox', { name: 'Nome da cópia' })).toHaveValue(
    'Cópia de Simulado TJ SP revisado',
  );
  await expect(duplicate.getByText('Todas as questões do simulado serão mantidas.')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Duplicar' }).click();
  await expect(duplicate).toBeHidden();
  await expect(
    questions.getByRole('link', { name: 'Simulado: Cópia de Simulado TJ SP revisado' }),
  ).toBeVisible();
});

test('a duplicate that keeps no question shows the server’s message and keeps the drawer open', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/cadernos-e-simulados');
  await area(page).getByRole('button', { name: 'Duplicar simulado: Simulado TJ-SP — Escrevente' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicar simulado' });
  await duplicate.getByRole('checkbox', { name: 'Questões que errei' }).check();
  await expect(duplicate.getByText('Serão mantidas apenas as questões que você errou.')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Duplicar' }).click();
  await expect(page.getByText('Nenhuma questão atende às opções escolhidas para a cópia.')).toBeVisible();
  await expect(duplicate).toBeVisible();
  await page.getByTestId('drawer-overlay').click({ position: { x: 5, y: 5 } });
  await expect(duplicate).toBeHidden();
});

test('shares a notebook with its /cadernos/{id} link', async ({ page }) => {
  await resetBff(page);
  await signIn(page, '/cadernos-e-simulados');
  await area(page)
    .getByRole('button', { name: 'Compartilhar caderno: Crase e concordância — revisão' })
    .click();
  const share = page.getByRole('dialog', { name: 'Compartilhar caderno' });
  await expect(share.getByRole('textbox', { name: 'Link para compartilhar' })).toHaveValue(
    'http://concursos.localhost:3000/cadernos-e-simulados/cadernos/101',
  );
});

test('from a notebook’s own page: share it, then move it into a folder with the location drawer', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/cadernos-e-simulados/cadernos/101');
  const questions = area(page);
  const name = 'Crase e concordância — revisão';
  await expect(questions.getByRole('heading', { level: 1, name })).toBeVisible();
  const performance = questions.getByRole('region', { name: 'Desempenho' });
  await expect(performance.getByText('Respondidas', { exact: true })).toBeVisible();
  await expect(performance.getByText('Aproveitamento', { exact: true })).toBeVisible();

  await questions.getByRole('button', { name: `Compartilhar caderno: ${name}` }).click();
  const share = page.getByRole('dialog', { name: 'Compartilhar caderno' });
  await expect(share.getByRole('textbox', { name: 'Link para compartilhar' })).toHaveValue(
    'http://concursos.localhost:3000/cadernos-e-simulados/cadernos/101',
  );
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await questions.getByRole('button', { name: `Mover caderno: ${name}` }).click();
  const move = page.getByRole('dialog', { name: 'Alterar local' });
  await move.getByRole('button', { name: 'Trocar' }).click();
  const picker = page.getByRole('dialog', { name: 'Salvar em:' });
  await picker.getByRole('list', { name: 'Pastas' }).getByRole('button', { name: 'Revisão final' }).click();
  await picker.getByRole('button', { name: 'Selecionar' }).click();
  await expect(move.getByRole('navigation', { name: 'Pasta escolhida' })).toContainText('Revisão final');
  await move.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(move).toBeHidden();

  // the notebook is in the folder now (and no longer at the root)
  await questions.getByRole('link', { name: 'Cadernos e Simulados' }).click();
  await expect(questions.getByRole('link', { name: `Caderno: ${name}` })).toHaveCount(0);
  await questions.getByRole('link', { name: 'Pasta: Revisão final' }).click();
  await expect(questions.getByRole('link', { name: `Caderno: ${name}` })).toBeVisible();
});
