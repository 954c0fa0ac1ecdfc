import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { TRUE_FALSE_QUESTION, question } from '../../../testing/fixtures';

afterEach(closeTestServers);

const Q = question(50003);
const NO_COMMENTS = { data: [] };

describe('question page (/questoes/{id})', () => {
  it('shows the statement, the source and lettered alternatives', async () => {
    await renderArea('/questoes/50003', {
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50003/comments': NO_COMMENTS,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Questão 50003' })).toBeInTheDocument();
    expect(await screen.findByText(Q.statement)).toBeInTheDocument();
    expect(screen.getByText('Vunesp')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Alternativas' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['A)Refiro-me à professora.', 'B)Ele começou à estudar.', 'C)Fiquei frente à frente.']);
  });

  it('shows true/false alternatives as C and E', async () => {
    await renderArea('/questoes/50002', {
      'GET /bff/questions/50002': { data: TRUE_FALSE_QUESTION },
      'GET /bff/questions/50002/comments': NO_COMMENTS,
    });
    expect(await screen.findByRole('radio', { name: 'C) Certo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E) Errado' })).toBeInTheDocument();
  });

  it('answers with PUT /answer and shows the result and the comment', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/questoes/50003', {
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50003/comments': NO_COMMENTS,
      'PUT /bff/questions/50003/answer': {
        data: {
          question_id: 50003,
          alternative_id: 500032,
          correct: false,
          correct_alternative_id: 500031,
          explanation: '"Referir-se" exige a preposição "a".',
          answered_at: '2025-05-01T12:00:00.000Z',
        },
      },
    });
    const answer = await screen.findByRole('button', { name: 'Responder' });
    expect(answer).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'B) Ele começou à estudar.' }));
    await user.click(answer);
    expect(await screen.findByText('Você errou. A resposta correta é a alternativa A.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comentário' })).toBeInTheDocument();
    expect(screen.getByText('"Referir-se" exige a preposição "a".')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/bff/questions/50003/answer')[0]?.json).toEqual({
      notebook_id: null,
      alternative_id: 500032,
      origin: 'QUESTOES',
      last_resolved_question_index: 1,
    });
  });

  it('says when the answer could not be sent', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    await renderArea('/questoes/50003', {
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50003/comments': NO_COMMENTS,
      'PUT /bff/questions/50003/answer': serverError(
        400,
        'A alternativa 1 não pertence à questão 50003.',
        'INVALID_ALTERNATIVE',
      ),
    });
    await user.click(await screen.findByRole('radio', { name: 'A) Refiro-me à professora.' }));
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A alternativa 1 não pertence à questão 50003.',
    );
    expect(errors).toHaveBeenCalledWith('[mfe-questions] answerQuestion falhou', expect.anything());
  });

  it('shows the missing-page message for an unknown question', async () => {
    captureConsoleErrors();
    await renderArea('/questoes/99999', {
      'GET /bff/questions/99999': serverError(404, 'Questão não encontrada: 99999.', 'NOT_FOUND'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Esta questão não existe ou foi removida.')).toBeInTheDocument();
  });

  it('shows an error with retry when loading fails, and recovers', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    let fail = true;
    await renderArea('/questoes/50003', {
      'GET /bff/questions/50003': () => (fail ? serverError(500) : { json: { data: Q } }),
      'GET /bff/questions/50003/comments': NO_COMMENTS,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a questão.');
    expect(errors).toHaveBeenCalledWith('[mfe-questions] getQuestion falhou', expect.anything());
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(Q.statement)).toBeInTheDocument();
  });
});
