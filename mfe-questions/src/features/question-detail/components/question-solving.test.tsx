import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformApi } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { question } from '../../../testing/fixtures';

afterEach(closeTestServers);

const Q = question(50003, { teacher: { id: 9011, name: 'Carla Menezes' } });
const NOTEBOOK = {
  id: 77,
  name: 'Crase e concordância',
  correct_answers: 0,
  wrong_answers: 0,
  questions_number: 3,
  path: 'base',
  filters: null,
  counts: null,
  sequence_notebook_ids: [],
  student_id: 1,
  created_at: '2025-04-02T13:30:00.000Z',
  updated_at: '2025-04-02T13:30:00.000Z',
};
const COMMENT = {
  id: 1,
  body: 'Essa banca cobra muito esse tema, vale revisar.',
  mention_id: null,
  link: null,
  author: { id: 7001, name: 'Larissa Monteiro' },
  created_at: '2025-01-05T12:00:00.000Z',
};
const answered = (correct: boolean) => ({
  data: {
    question_id: 50003,
    alternative_id: 500031,
    correct,
    correct_alternative_id: 500031,
    explanation: 'Explicação.',
    answered_at: '2025-05-01T12:00:00.000Z',
  },
});

describe('solving a question', () => {
  it('shows the teacher, opens the user-answers modal with statistics and history', async () => {
    const user = userEvent.setup();
    await renderArea('/questoes/50003', {
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50003/comments': { data: [] },
      'GET /bff/questions/50003/user-answers': {
        data: {
          answers: [
            {
              alternative_id: 500032,
              correct: false,
              answered_at: '2025-05-01T15:00:00.000Z',
              origin: 'QUESTOES',
              notebook_id: null,
            },
          ],
          statistics: { '500031': 60, '500032': 30, '500033': 10 },
          total_answers: 100,
        },
      },
    });
    expect(await screen.findByText('Carla Menezes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Respostas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respostas da questão 50003' });
    expect(await within(dialog).findByText('A: 60%')).toBeInTheDocument();
    expect(within(dialog).getByText('B: 30%')).toBeInTheDocument();
    expect(within(dialog).getByText('100 respostas no total')).toBeInTheDocument();
    expect(within(dialog).getByText('01/05/2025 às 12:00 — alternativa B — errou')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports through the host’s report modal', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/questoes/50003', {
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50003/comments': { data: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Reportar erro' }));
    expect(platform.calls.modals).toEqual([
      { kind: 'report', data: { question_id: 50003, link: '/questoes/50003' } },
    ]);
  });

  it('comments: the fallback lists and posts; profanity is refused with the message and the text kept', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    const { server } = await renderArea('/questoes/50003', {
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50003/comments': { data: [COMMENT] },
      'POST /bff/questions/50003/comment': (request) =>
        /idiota/.test((request.json as { body: string }).body)
          ? {
              status: 422,
              json: {
                error: {
                  message: 'O comentário contém palavras não permitidas.',
                  tag: 'SOCIAL_ERROR_BAD_WORDS',
                  meta: { words: ['idiota'] },
                },
              },
            }
          : {
              status: 201,
              json: { data: { ...COMMENT, id: 2, body: 'Muito boa!', author: { id: 1, name: 'Aluno' } } },
            },
    });
    expect(await screen.findByText(/Essa banca cobra muito esse tema/)).toBeInTheDocument();
    // the comment's day in São Paulo, through the kit's format
    expect(screen.getByText(/Larissa Monteiro/).closest('li')).toHaveTextContent(
      'Larissa Monteiro (05/01/2025)',
    );
    const field = screen.getByRole('textbox', { name: 'Seu comentário' });
    await user.type(field, 'questão idiota');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seu comentário contém palavras impróprias. Revise o texto e tente novamente.',
    );
    expect(field).toHaveValue('questão idiota');
    // spec 2 §8: the profanity refusal is rethrown with its tag, not logged as a failure
    expect(errors).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Muito boa!');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    const list = await screen.findByRole('list', { name: 'Comentários dos alunos' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Muito boa!'));
    expect(server.requestsTo('POST', '/bff/questions/50003/comment').at(-1)?.json).toEqual({
      body: 'Muito boa!',
      mention_id: null,
      link: '/questoes/50003',
    });
  });

  it('comments: uses the mfe-submissions widget when it loads', async () => {
    function CommentsWidget({ forumId, platform }: { forumId: number; platform: PlatformApi }) {
      return (
        <p>
          Widget de comentários do fórum {forumId} ({platform.vertical.id})
        </p>
      );
    }
    await renderArea(
      '/questoes/50003',
      { 'GET /bff/questions/50003': { data: Q } },
      { platform: { widgets: { 'mfe_submissions/comments': { CommentsWidget } } } },
    );
    expect(await screen.findByText('Widget de comentários do fórum 50003 (concursos)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Seu comentário' })).not.toBeInTheDocument();
  });

  it('inside a notebook: answers with notebook_id and the position, and moves to the next question', async () => {
    const user = userEvent.setup();
    const questions = [question(50001), Q, question(50005)];
    const { server } = await renderArea('/questoes/50003?caderno=77&posicao=2', {
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50005': { data: question(50005) },
      'GET /bff/questions/50003/comments': { data: [] },
      'GET /bff/questions/50005/comments': { data: [] },
      'GET /bff/questions/notebooks/77': { data: NOTEBOOK },
      'GET /bff/questions/notebooks/77/questions': {
        data: questions,
        pagination: { page: 1, per_page: 1000, total: 3, last_page: 1 },
      },
      'PUT /bff/questions/50003/answer': answered(true),
    });
    const nav = await screen.findByRole('navigation', { name: 'Navegação entre questões' });
    expect(within(nav).getByText('Questão 2 de 3')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Questão anterior' })).toHaveAttribute(
      'href',
      '/questoes/50001?caderno=77&posicao=1',
    );
    await user.click(screen.getByRole('radio', { name: 'A) Refiro-me à professora.' }));
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Você acertou!')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/bff/questions/50003/answer')[0]?.json).toEqual({
      notebook_id: 77,
      alternative_id: 500031,
      origin: 'QUESTOES',
      last_resolved_question_index: 2,
    });
    expect(server.requestsTo('GET', '/bff/questions/notebooks/77/questions')[0]?.query.get('per_page')).toBe(
      '1000',
    );
    await user.click(within(nav).getByRole('link', { name: 'Próxima questão' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questão 50005' })).toBeInTheDocument();
    expect(await screen.findByText('Questão 3 de 3')).toBeInTheDocument();
    // a fresh answer form for the new question
    expect(screen.queryByText('Você acertou!')).not.toBeInTheDocument();
  });

  it('a notebook that fails to load degrades only the navigation', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/questoes/50003?caderno=77&posicao=2', {
      'GET /bff/questions/50003': { data: Q },
      'GET /bff/questions/50003/comments': { data: [] },
      'GET /bff/questions/notebooks/77': serverError(500),
      'GET /bff/questions/notebooks/77/questions': serverError(500),
    });
    expect(await screen.findByText('Não foi possível carregar as questões do caderno.')).toBeInTheDocument();
    // both calls of the notebook are made together, and each logs its failure
    await waitFor(() =>
      expect(errors.mock.calls.map(([message]) => message)).toEqual(
        expect.arrayContaining([
          '[mfe-questions] getNotebook falhou',
          '[mfe-questions] getNotebookQuestions falhou',
        ]),
      ),
    );
    expect(screen.getByRole('button', { name: 'Responder' })).toBeInTheDocument();
  });

  it('on medicina the failed notebook is a list', async () => {
    const errors = captureConsoleErrors();
    await renderArea(
      '/questoes/50003?caderno=77&posicao=2',
      {
        'GET /bff/questions/50003': { data: Q },
        'GET /bff/questions/50003/comments': { data: [] },
        'GET /bff/questions/notebooks/77': serverError(500),
        'GET /bff/questions/notebooks/77/questions': serverError(500),
      },
      { vertical: 'medicina' },
    );
    expect(await screen.findByText('Não foi possível carregar as questões da lista.')).toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
  });
});
