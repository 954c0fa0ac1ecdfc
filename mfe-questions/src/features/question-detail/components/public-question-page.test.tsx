import { screen, within } from '@testing-library/react';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { TRUE_FALSE_QUESTION } from '../../../testing/fixtures';
import { idOfSlug } from './public-question-page';

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
