import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumComment } from 'shared-contracts';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { createAreaQueryClient } from 'shared-design-system/area';
import { captureConsoleErrors, platformFor } from 'shared-design-system/testing';
import { areaQueryClient } from '../app/query-client';
import { aComment, page } from '../testing/fixtures';
import { CommentsWidget } from './comments';

let server: TestServer;

afterEach(async () => {
  await server.close();
  // the widget keeps this remote's module-level client, as in the browser; every test starts without a cache
  areaQueryClient.clear();
  // the comment being written is kept per student in local storage: each test starts without one
  window.localStorage.clear();
});

let laterPagesFailing = false;

/**
 * A forum of `total` comments served 15 per page, keeping new comments and answers (bad words refused) and
 * counting likes.
 */
async function forumServer(total: number, { likesFail = false, laterPagesFail = false } = {}) {
  laterPagesFailing = laterPagesFail;
  const comments: ForumComment[] = Array.from({ length: total }, (_, index) =>
    aComment({
      id: 100 + index,
      body: `Comentário número ${index + 1}`,
      author: { id: 1, name: index === 0 ? 'Juliana Castro' : 'Marcos Oliveira' },
    }),
  );
  return startTestServer({
    'GET /v3/social/forums/1': (request) => {
      const pageNumber = Number(request.query.get('page'));
      const perPage = Number(request.query.get('perPage'));
      if (pageNumber > 1 && laterPagesFailing) return { status: 500, json: {} };
      return {
        json: {
          data: {
            id: 1,
            title: 'Fórum',
            comments: comments.slice((pageNumber - 1) * perPage, pageNumber * perPage),
          },
          meta: page(comments, pageNumber, comments.length, perPage),
        },
      };
    },
    'POST /v3/social/comments': (request) => {
      const body = request.json as { body: string; comment_id: number | null };
      if (/palavrão/i.test(body.body)) {
        return {
          status: 422,
          json: {
            error: {
              message: 'O comentário contém palavras não permitidas.',
              tag: 'SOCIAL_ERROR_BAD_WORDS',
              meta: { words: ['palavrão'] },
            },
          },
        };
      }
      const created = aComment({
        id: 999,
        body: body.body,
        comment_id: body.comment_id,
        author: { id: 2, name: 'Ana Paula Souza' },
      });
      const parent = comments.find((comment) => comment.id === body.comment_id);
      if (parent) parent.replies.push(created);
      else comments.unshift(created);
      return { status: 201, json: { data: created } };
    },
    'POST /v3/social/comments/:id/like': (request) => {
      const liked = comments.find((comment) => request.path.endsWith(`/${comment.id}/like`));
      if (!liked) return { status: 404, json: {} };
      if (likesFail) return { status: 500, json: { error: { message: 'Erro interno do servidor.' } } };
      liked.likes += 1;
      return { json: { data: liked } };
    },
  });
}

function renderWidget() {
  window.history.pushState(null, '', '/questoes/123');
  const platform = platformFor(server);
  const { unmount } = render(<CommentsWidget platform={platform} forumId={1} />);
  return { platform, unmount };
}

it('lists 15 comments per page and loads the next page on demand', async () => {
  server = await forumServer(18);
  const user = userEvent.setup();
  renderWidget();

  expect(screen.getByRole('heading', { level: 2, name: /Comentários/ })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Comentários' });
  expect(within(list).getAllByRole('article')).toHaveLength(15);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Comentários (18)');
  expect(server.requestsTo('GET', '/v3/social/forums/1')[0]?.query.get('perPage')).toBe('15');

  await user.click(screen.getByRole('button', { name: 'Carregar mais comentários' }));

  await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(18));
  expect(screen.queryByRole('button', { name: 'Carregar mais comentários' })).not.toBeInTheDocument();
});

it('says when the next page cannot be loaded, keeps the comments shown, and a second try loads it', async () => {
  const errors = captureConsoleErrors();
  server = await forumServer(18, { laterPagesFail: true });
  const user = userEvent.setup();
  renderWidget();
  const list = await screen.findByRole('list', { name: 'Comentários' });

  await user.click(screen.getByRole('button', { name: 'Carregar mais comentários' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar mais comentários.');
  expect(within(list).getAllByRole('article')).toHaveLength(15);
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] getForum falhou', expect.anything());

  laterPagesFailing = false;
  await user.click(screen.getByRole('button', { name: 'Carregar mais comentários' }));
  await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(18));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('posts a comment with forum, parent and link, shows it first and clears the field', async () => {
  server = await forumServer(2);
  const user = userEvent.setup();
  renderWidget();
  await screen.findByRole('list', { name: 'Comentários' });

  await user.type(
    screen.getByRole('textbox', { name: 'Escreva um comentário' }),
    'Ótima questão, caiu no TRF!',
  );
  await user.click(screen.getByRole('button', { name: 'Comentar' }));

  const list = screen.getByRole('list', { name: 'Comentários' });
  await waitFor(() =>
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Ótima questão, caiu no TRF!'),
  );
  expect(screen.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue('');
  expect(server.requestsTo('POST', '/v3/social/comments')[0]?.json).toEqual({
    body: 'Ótima questão, caiu no TRF!',
    forum_id: 1,
    comment_id: null,
    link: '/questoes/123',
    mention_id: null,
  });
});

it('shows a clear profanity message on a bad-words rejection and keeps the typed text', async () => {
  server = await forumServer(1);
  const errors = jest.spyOn(console, 'error');
  const user = userEvent.setup();
  renderWidget();
  await screen.findByRole('list', { name: 'Comentários' });

  const field = screen.getByRole('textbox', { name: 'Escreva um comentário' });
  await user.type(field, 'Que palavrão de questão');
  await user.click(screen.getByRole('button', { name: 'Comentar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Seu comentário contém palavras impróprias. Revise o texto e tente novamente.',
  );
  expect(field).toHaveValue('Que palavrão de questão');
  expect(field).toBeInvalid();
  expect(within(screen.getByRole('list', { name: 'Comentários' })).getAllByRole('article')).toHaveLength(1);
  // a refusal the spec names (§8) is an answer the screen explains, not a service failure: not logged
  expect(errors).not.toHaveBeenCalled();
});

it('answers a comment under it', async () => {
  server = await forumServer(1);
  const user = userEvent.setup();
  renderWidget();

  const comment = await screen.findByRole('article', { name: 'Comentário de Juliana Castro' });
  await user.click(within(comment).getByRole('button', { name: 'Responder' }));
  await user.type(
    within(comment).getByRole('textbox', { name: 'Responder a Juliana Castro' }),
    'Concordo com você',
  );
  await user.click(within(comment).getByRole('button', { name: 'Enviar resposta' }));

  const replies = await within(comment).findByRole('list', {
    name: 'Respostas ao comentário de Juliana Castro',
  });
  expect(replies).toHaveTextContent('Concordo com você');
  expect(server.requestsTo('POST', '/v3/social/comments')[0]?.json).toMatchObject({
    comment_id: 100,
    forum_id: 1,
  });
});

it('invites the first comment on an empty forum, and offers a retry when the forum cannot be loaded', async () => {
  server = await forumServer(0);
  const empty = renderWidget();
  expect(
    await screen.findByText('Ainda não há comentários. Seja o primeiro a comentar!'),
  ).toBeInTheDocument();
  empty.unmount();
  await server.close();
  // another visit with nothing cached (a forum seen before would show from cache, see the data-layer tests)
  areaQueryClient.clear();

  const errors = captureConsoleErrors();
  server = await startTestServer({ 'GET /v3/social/forums/1': { status: 500, json: {} } });
  renderWidget();
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os comentários.');
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] getForum falhou', expect.anything());
});

it('likes a comment and shows its new count', async () => {
  server = await forumServer(2);
  const user = userEvent.setup();
  const { platform } = renderWidget();

  const comment = await screen.findByRole('article', { name: 'Comentário de Juliana Castro' });
  await user.click(within(comment).getByRole('button', { name: 'Curtir (0): comentário de Juliana Castro' }));
  expect(
    await within(comment).findByRole('button', {
      name: 'Curtir (1): comentário de Juliana Castro',
    }),
  ).toHaveTextContent('Curtir (1)');
  expect(server.requestsTo('POST', '/v3/social/comments/100/like')).toHaveLength(1);
  expect(platform.calls.toasts).toEqual([]);
});

it('toasts a like that failed and keeps the count', async () => {
  server = await forumServer(1, { likesFail: true });
  const errors = captureConsoleErrors();
  const user = userEvent.setup();
  const { platform } = renderWidget();

  const like = await screen.findByRole('button', {
    name: 'Curtir (0): comentário de Juliana Castro',
  });
  await user.click(like);
  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([
      { kind: 'error', message: 'Não foi possível curtir o comentário.' },
    ]),
  );
  expect(like).toHaveTextContent('Curtir (0)');
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] likeComment falhou', expect.anything());
});

it("works inside another remote's tree: its queries use this remote's client, not the embedding area's", async () => {
  server = await forumServer(3);
  const embeddingAreaClient = createAreaQueryClient();
  window.history.pushState(null, '', '/questoes/123');
  render(
    <QueryClientProvider client={embeddingAreaClient}>
      <CommentsWidget platform={platformFor(server)} forumId={1} title="Discussão" />
    </QueryClientProvider>,
  );

  expect(await screen.findByRole('list', { name: 'Comentários' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Discussão (3)');
  expect(embeddingAreaClient.getQueryCache().getAll()).toHaveLength(0);
  expect(areaQueryClient.getQueryData(['mfe-submissions', 'forum', 1, 'student'])).toBeDefined();
});

it('keeps the comment being written across a reload, per student, and forgets it once published', async () => {
  server = await forumServer(0);
  const user = userEvent.setup();
  const first = renderWidget();
  await user.type(
    await screen.findByRole('textbox', { name: 'Escreva um comentário' }),
    'Alguém tem a súmula citada?',
  );
  first.unmount();

  renderWidget();
  const box = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
  expect(box).toHaveValue('Alguém tem a súmula citada?');
  await user.click(screen.getByRole('button', { name: 'Comentar' }));
  await waitFor(() => expect(box).toHaveValue(''));
  expect(window.localStorage.getItem('user:1:draft:comment:1')).toBeNull();
});
