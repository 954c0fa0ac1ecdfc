import { expect, test } from './fixtures';
import { resetBff, signIn } from './support';

/**
 * Issue 14, as a student: my courses (categories, shelves, search, class done marks), strategic trails (my
 * trails), tutoring and VIP rooms, and each area's own not-found page.
 */

test('my courses: a category, a shelf and a search lead to a course whose class marked done stays done after a reload', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/todos-os-cursos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus cursos' })).toBeVisible();

  // a category, then one of its sub-categories
  await page
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: 'Direito Constitucional' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Direito Constitucional' })).toBeVisible();
  await expect(page).toHaveURL(/\/todos-os-cursos\/categorias\/direito-constitucional$/);
  const courses = page.getByRole('list', { name: 'Cursos de Direito Constitucional' });
  await expect(courses.getByRole('link', { name: 'Direito Constitucional para Concursos' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Subcategorias' })
    .getByRole('link', { name: 'Organização do Estado' })
    .click();
  await expect(page).toHaveURL(/\/todos-os-cursos\/categorias\/direito-constitucional\/\d+$/);

  // a shelf
  await page
    .getByRole('navigation', { name: 'Você está em' })
    .getByRole('link', { name: 'Meus cursos' })
    .click();
  await page
    .getByRole('navigation', { name: 'Estantes' })
    .getByRole('link', { name: 'Mais estudados' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mais estudados' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Cursos de Mais estudados' })
      .getByRole('link', { name: 'Direito Administrativo para Concursos' }),
  ).toBeVisible();

  // a search in my courses
  await page
    .getByRole('navigation', { name: 'Você está em' })
    .getByRole('link', { name: 'Meus cursos' })
    .click();
  await page.getByRole('textbox', { name: 'Buscar em meus cursos' }).fill('constitucional');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados da busca' })).toBeVisible();
  await expect(page).toHaveURL(/\/todos-os-cursos\/resultado-pesquisa\?q=constitucional/);
  const found = page.getByRole('list', { name: 'Cursos encontrados para "constitucional"' });
  await found.getByRole('link', { name: 'Direito Constitucional para Concursos' }).click();

  // the course page: mark a class done, reload, it is still done
  await expect(
    page.getByRole('heading', { level: 1, name: 'Direito Constitucional para Concursos' }),
  ).toBeVisible();
  const lesson = page.getByRole('listitem', { name: 'Organização do Estado' });
  await expect(lesson.getByText(/^Aula não concluída/)).toBeVisible();
  await lesson.getByRole('button', { name: 'Marcar "Organização do Estado" como concluída' }).click();
  await expect(lesson.getByText(/^Aula concluída/)).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('listitem', { name: 'Organização do Estado' });
  await expect(reloaded.getByText(/^Aula concluída/)).toBeVisible();
  await expect(
    reloaded.getByRole('button', { name: 'Marcar "Organização do Estado" como não concluída' }),
  ).toBeVisible();
});

test('strategic trails: a trail added to my trails is in my list, also after a reload', async ({ page }) => {
  await resetBff(page);
  await signIn(page, '/trilhas-estrategicas');
  const mine = page.getByRole('region', { name: 'Minhas trilhas' });
  await expect(mine.getByText('Você ainda não adicionou trilhas.')).toBeVisible();

  await page
    .getByRole('region', { name: 'Catálogo' })
    .getByRole('link', { name: 'Trilha Estratégica INSS - Técnico' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trilha Estratégica INSS - Técnico' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar a Minhas trilhas' }).click();

  await page
    .getByRole('navigation', { name: 'Você está em' })
    .getByRole('link', { name: 'Trilhas Estratégicas' })
    .click();
  await expect(mine.getByRole('link', { name: 'Trilha Estratégica INSS - Técnico' })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Minhas trilhas' })
      .getByRole('link', { name: 'Trilha Estratégica INSS - Técnico' }),
  ).toBeVisible();
});

const MISSING = [
  {
    path: '/todos-os-cursos/curso-que-nao-existe',
    title: 'Curso não encontrado',
    button: 'Voltar para Meus cursos',
    landing: 'Meus cursos',
  },
  {
    path: '/trilhas-estrategicas/trilha-que-nao-existe',
    title: 'Trilha não encontrada',
    button: 'Voltar para Trilhas Estratégicas',
    landing: 'Trilhas Estratégicas',
  },
] as const;

for (const missing of MISSING) {
  test(`${missing.path} shows its own not-found page, whose button goes back to the area`, async ({
    page,
  }) => {
    await signIn(page, missing.path);
    await expect(page.getByRole('heading', { level: 1, name: missing.title })).toBeVisible();
    await page.getByRole('link', { name: missing.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: missing.landing })).toBeVisible();
  });
}
