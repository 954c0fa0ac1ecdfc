import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerticalId } from 'shared-contracts';
import { captureConsoleErrors, closeTestServers, renderArea } from '../testing/render-area';

afterEach(closeTestServers);

const notFound = () => ({ status: 404, json: { error: { message: 'não encontrado', tag: 'NOT_FOUND' } } });

describe('not-found pages of the area (spec 1 §2, through the kit)', () => {
  it('says a missing course does not exist, with a button back to Meus cursos', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    const { platform } = await renderArea('/todos-os-cursos/nao-existe', {
      'GET /v3/courses/slug/nao-existe': notFound,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curso não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('O curso que você procura não existe ou foi removido.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(document.title).toBe('Estudos Concursos | Página não encontrada');
    const back = screen.getByRole('link', { name: 'Voltar para Meus cursos' });
    expect(back).toHaveAttribute('href', '/todos-os-cursos');
    await user.click(back);
    expect(platform.calls.navigations).toEqual(['/todos-os-cursos']);
  });

  it('shows the course not-found page for an unknown deeper path under /todos-os-cursos/', async () => {
    await renderArea('/todos-os-cursos/a/b/c/d', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curso não encontrado' }),
    ).toBeInTheDocument();
  });

  it('says a missing trail does not exist, with a button back to the trails', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    const { platform } = await renderArea('/trilhas-estrategicas/nao-existe', {
      'GET /v3/strategic-trails/slug/nao-existe': notFound,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trilha não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A trilha que você procura não existe.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para Trilhas Estratégicas' }));
    expect(platform.calls.navigations).toEqual(['/trilhas-estrategicas']);
  });

  it('shows the trail not-found page for an unknown deeper path', async () => {
    await renderArea('/trilhas-estrategicas/a/b/c', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trilha não encontrada' }),
    ).toBeInTheDocument();
  });

  const TUTORING_WORDS: [VerticalId, string, string][] = [
    ['oab', 'Curso Especial', 'Cursos Especiais'],
    ['carreiras-juridicas', 'Curso especial', 'Cursos especiais'],
    ['concursos', 'Monitoria', 'Monitorias'],
    ['medicina', 'Monitoria', 'Monitorias'],
  ];

  it.each(TUTORING_WORDS)(
    "on %s a missing tutoring is named '%s', with a button back to the list",
    async (vertical, word, plural) => {
      captureConsoleErrors();
      const user = userEvent.setup();
      const { platform } = await renderArea(
        '/monitorias/nao-existe',
        { 'GET /v3/tutorings/slug/nao-existe': notFound },
        { vertical },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: `${word}: conteúdo não encontrado` }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          `Não existe ${word.toLowerCase()} neste endereço. Confira o link ou volte para a lista.`,
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: `Voltar para ${plural}` }));
      expect(platform.calls.navigations).toEqual(['/monitorias']);
    },
  );

  it.each(TUTORING_WORDS)("on %s the tutoring page is titled '%s'", async (vertical, word) => {
    await renderArea('/monitorias', { 'GET /v3/tutorings/catalog': { data: [] } }, { vertical });
    expect(await screen.findByRole('heading', { level: 1, name: word })).toBeInTheDocument();
  });

  it('shows the generic page elsewhere in the area', async () => {
    await renderArea('/sala-vip/a/b', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a seleção de questões' })).toHaveAttribute(
      'href',
      '/questoes/buscar',
    );
  });
});
