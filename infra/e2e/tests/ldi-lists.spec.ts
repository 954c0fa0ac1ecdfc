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

test('on oab the side menu and the tutoring pages say "Curso Especial"; a class marked done stays done', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/mesa-de-estudo', { vertical: 'oab' });
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Curso Especial', exact: true })
    .click();
  await expect(page).toHaveURL(/\/monitorias$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Curso Especial' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar em Cursos Especiais' })).toBeVisible();

  await page
    .getByRole('region', { name: 'Destaques' })
    .getByRole('link', { name: 'Curso Especial OAB 2ª Fase - Penal' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Curso Especial OAB 2ª Fase - Penal' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Você está em' }).getByRole('link')).toHaveText(
    'Curso Especial',
  );
  await page.getByRole('button', { name: 'Marcar "Aula 3 - Questões comentadas" como concluída' }).click();
  await expect(
    page.getByRole('button', { name: 'Marcar "Aula 3 - Questões comentadas" como não concluída' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Marcar "Aula 3 - Questões comentadas" como não concluída' }),
  ).toBeVisible();
});

test('VIP rooms: a room added to my rooms is listed there, and an offline room says it is offline', async ({
  page,
}) => {
  await resetBff(page);
  await signIn(page, '/sala-vip/sala-vip-fiscal');
  await expect(page.getByRole('heading', { level: 1, name: 'Sala VIP Área Fiscal' })).toBeVisible();
  await expect(page.getByText('Esta sala não está em Minhas salas.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar a Minhas salas' }).click();
  await expect(page.getByText('Esta sala está em Minhas salas.')).toBeVisible();

  // the room's session is offline: the bbb-url answer says 'sessão offline'
  const live = page.getByRole('region', { name: 'Sala ao vivo' });
  await live.getByRole('button', { name: 'Entrar na sala ao vivo' }).click();
  await expect(
    live.getByText('Esta sala está offline no momento. Tente novamente no horário do encontro.'),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Você está em' })
    .getByRole('link', { name: 'Sala VIP' })
    .click();
  await expect(
    page.getByRole('region', { name: 'Minhas salas' }).getByRole('link', { name: 'Sala VIP Área Fiscal' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Minhas salas' }).getByRole('link', { name: 'Sala VIP Área Fiscal' }),
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
  {
    path: '/monitorias/monitoria-que-nao-existe',
    title: 'Monitoria: conteúdo não encontrado',
    button: 'Voltar para Monitorias',
    landing: 'Monitoria',
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
