import { screen, within } from '@testing-library/react';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import type { PlatformApi } from 'shared-contracts';
import { TRUE_FALSE_QUESTION } from '../../../testing/fixtures';
import { idOfSlug } from './public-question-page';
import { PUBLIC_COMMENTS_UNAVAILABLE } from './question-comments';

afterEach(closeTestServers);

describe('public question (/public/questoes/{slug})', () => {
  it('reads the id from the slug and shows the question read-only, without a session', async () => {
    const { server } = await renderArea('/public/questoes/50002-na-frase-vende-se-casas', {
      'GET /bff/public/question/50002': { data: TRUE_FALSE_QUESTION },
    });
    expect(await screen.findByText(TRUE_FALSE_QUESTION.statement)).toBeInTheDocument();
    const alternatives = screen.getByRole('list', { name: 'Alternativas' });
    expect(
      within(alternatives)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CAlternativa C: Certo', 'EAlternativa E: Errado']);
    expect(screen.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/public/question/50002')[0]?.headers.authorization).toBeUndefined();
  });

  it("shows the question's discussion through the mfe-submissions widget, to a signed-out visitor too", async () => {
    function CommentsWidget({
      forumId,
      platform,
      title,
    }: {
      forumId: number;
      platform: PlatformApi;
      title?: string;
    }) {
      return (
        <p>
          {title}: fórum {forumId}, {platform.session.isSignedIn() ? 'aluno' : 'visitante'}
        </p>
      );
    }
    await renderArea(
      '/public/questoes/50002-na-frase-vende-se-casas',
      { 'GET /bff/public/question/50002': { data: TRUE_FALSE_QUESTION } },
      { user: null, platform: { widgets: { 'mfe_submissions/comments': { CommentsWidget } } } },
    );
    const section = await screen.findByRole('region', { name: 'Comentários dos alunos' });
    expect(await within(section).findByText('Discussão: fórum 50002, visitante')).toBeInTheDocument();
    expect(screen.queryByText(PUBLIC_COMMENTS_UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('says the discussion is unavailable when the widget cannot be loaded (no write form for a visitor)', async () => {
    const { server } = await renderArea(
      '/public/questoes/50002-na-frase-vende-se-casas',
      { 'GET /bff/public/question/50002': { data: TRUE_FALSE_QUESTION } },
      { user: null },
    );
    const section = await screen.findByRole('region', { name: 'Comentários dos alunos' });
    expect(await within(section).findByText(PUBLIC_COMMENTS_UNAVAILABLE)).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/50002/comments')).toHaveLength(0);
  });

  it('shows the not-found message on a 404 (spec 2 §8: a not-found marker, not a logged failure)', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/public/questoes/424242-nao-existe', {
      'GET /bff/public/question/424242': serverError(404, 'Questão não encontrada.', 'NOT_FOUND'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Esta questão não existe ou foi removida.')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes the leading digits of a slug as the id', () => {
    expect(idOfSlug('50002-na-frase')).toBe('50002');
    expect(idOfSlug('50002')).toBe('50002');
  });
});
