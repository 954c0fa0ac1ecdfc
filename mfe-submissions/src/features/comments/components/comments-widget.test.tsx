import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SocialComment } from 'shared-contracts';
import { startTestServer, type TestHandler, type TestServer } from 'shared-contracts/testing';
import { captureConsoleErrors, platformFor } from 'shared-design-system/testing';
import { areaQueryClient } from '../../../app/query-client';
import { aComment, page } from '../../../testing/fixtures';
import { uploadDeadlineMs } from '../../../lib/upload-deadline';
import {
  advanceClock,
  eventually,
  realSleep,
  stalledRoute,
  useFakeUploadClock,
} from '../../../testing/slow-upload';
import type { CommentTarget } from '../api/create-comment';
import { CommentsWidget } from './comments-widget';

let server: TestServer;

afterEach(async () => {
  await server.close();
  areaQueryClient.clear();
  window.localStorage.clear();
});

/** The test platform's student (platformFor) is Ana Paula Souza, id 1. */
const ME = { id: 1, name: 'Ana Paula Souza' };
const OTHER = { id: 7, name: 'Marcos Oliveira' };

function social(override: Partial<SocialComment>): SocialComment {
  return { ...aComment(), mention: null, files: [], ...override, replies: override.replies ?? [] };
}

const badWords = (tag: string) => ({
  status: 422,
  json: {
    error: { message: 'O comentário contém palavras não permitidas.', tag, meta: { words: ['palavrão'] } },
  },
});

/**
 * A forum with one comment of the student's and one of someone else's, answering every write (an edit with a
 * bad word is refused with `editRefusalTag`).
 */
async function forumServer({
  failing = [] as string[],
  editRefusalTag = 'SOCIAL_ERROR_BAD_WORDS',
  attach,
}: { failing?: string[]; editRefusalTag?: string; attach?: TestHandler } = {}) {
  const comments: SocialComment[] = [
    social({ id: 200, body: 'Meu comentário', author: ME, likes: 1 }),
    social({
      id: 201,
      body: 'Comentário do Marcos',
      author: OTHER,
      replies: [
        social({ id: 202, body: 'Uma resposta', author: { id: 8, name: 'Juliana Castro' }, comment_id: 201 }),
      ],
    }),
  ];
  const find = (path: string) =>
    comments.find((c) => path.includes(`/${c.id}/`) || path.endsWith(`/${c.id}`));
  const forum = () => ({ json: { data: { id: 1, title: 'Fórum', comments }, meta: page(comments) } });
  const created = (body: { body: string }) => ({
    status: 201,
    json: { data: social({ id: 300, body: body.body, author: ME }) },
  });
  return startTestServer({
    'GET /v3/social/forums/1': forum,
    'GET /v3/public/forum/1': forum,
    'POST /v3/social/comments': (request) => {
      const body = request.json as { body: string };
      if (failing.includes('post')) return { status: 500, json: {} };
      if (failing.includes('post-429')) return { status: 429, json: {} };
      if (failing.includes('post-message'))
        return { status: 503, json: { error: { message: 'Fórum em manutenção. Tente mais tarde.' } } };
      return /palavrão/.test(body.body) ? badWords('SOCIAL_ERROR_BAD_WORDS') : created(body);
    },
    'POST /v3/courses/forums/comments': (request) => {
      const body = request.json as { body: string };
      return /palavrão/.test(body.body) ? badWords('COURSE_FORUM_ERROR_BAD_WORDS') : created(body);
    },
    'POST /bff/mci/my-courses/direito-penal/forum/1/comment': (request) =>
      created(request.json as { body: string }),
    'PUT /v3/social/comments/:id': (request) => {
      const body = request.json as { body: string };
      if (/palavrão/.test(body.body)) return badWords(editRefusalTag);
      if (failing.includes('edit')) return { status: 500, json: {} };
      const comment = find(request.path);
      if (!comment) return { status: 404, json: {} };
      comment.body = body.body;
      return { json: { data: comment } };
    },
    'DELETE /v3/social/comments/:id': (request) => {
      if (failing.includes('delete')) return { status: 500, json: {} };
      const index = comments.findIndex((c) => request.path.endsWith(`/${c.id}`));
      comments.splice(index, 1);
      return { status: 204 };
    },
    'POST /v3/social/comments/:id/dislike': (request) => {
      if (failing.includes('dislike')) return { status: 500, json: {} };
      const comment = find(request.path);
      if (!comment) return { status: 404, json: {} };
      comment.dislikes += 1;
      return { json: { data: comment } };
    },
    'GET /v3/social/report-types': () =>
      failing.includes('report-types')
        ? { status: 500, json: {} }
        : {
            json: {
              data: [
                { id: 1, name: 'Conteúdo ofensivo' },
                { id: 2, name: 'Spam ou propaganda' },
              ],
            },
          },
    'POST /v3/social/comments/:id/report': () =>
      failing.includes('report')
        ? { status: 500, json: {} }
        : { status: 201, json: { data: { id: 1, comment_id: 201, report_id: 2, created_at: '' } } },
    'PUT /social/v1/comments/:id/attachFile': (request, response) => {
      if (attach) return attach(request, response);
      if (failing.includes('attach')) return { status: 500, json: {} };
      const comment = find(request.path);
      if (!comment) return { status: 404, json: {} };
      const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'arquivo';
      comment.files = [
        ...comment.files,
        { url: `http://127.0.0.1/social/v1/files/1/${name}`, name, size: 2048 },
      ];
      return { json: { data: comment } };
    },
    'DELETE /social/v1/comments/:id/deleteFile': (request) => {
      if (failing.includes('detach')) return { status: 500, json: {} };
      const comment = find(request.path);
      if (!comment) return { status: 404, json: {} };
      comment.files = comment.files.filter((f) => f.url !== request.query.get('file_url'));
      return { json: { data: comment } };
    },
  });
}

function renderWidget(options: { signedOut?: boolean; target?: CommentTarget } = {}) {
  window.history.pushState(null, '', '/questoes/123');
  const platform = platformFor(server, options.signedOut ? { user: null } : {});
  render(<CommentsWidget platform={platform} forumId={1} target={options.target} />);
  return platform;
}

const mine = () => screen.findByRole('article', { name: 'Comentário de Ana Paula Souza' });
const others = () => screen.findByRole('article', { name: 'Comentário de Marcos Oliveira' });

describe('editing', () => {
  it("offers edit and delete on the student's own comments only, and report on the others'", async () => {
    server = await forumServer();
    renderWidget();
    const own = await mine();
    expect(within(own).getByRole('button', { name: 'Editar o comentário de Ana Paula Souza' })).toBeEnabled();
    expect(
      within(own).getByRole('button', { name: 'Excluir o comentário de Ana Paula Souza' }),
    ).toBeEnabled();
    expect(within(own).queryByRole('button', { name: /Denunciar/ })).not.toBeInTheDocument();
    const other = await others();
    expect(within(other).queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(within(other).getAllByRole('button', { name: /^Denunciar/ })).toHaveLength(2);
    expect(within(other).queryByLabelText('Anexar arquivo')).not.toBeInTheDocument();
  });

  it('edits the comment with PUT {body} and shows the new text', async () => {
    server = await forumServer();
    const user = userEvent.setup();
    renderWidget();
    const own = await mine();
    await user.click(within(own).getByRole('button', { name: 'Editar o comentário de Ana Paula Souza' }));
    const field = within(own).getByRole('textbox', { name: 'Editar comentário' });
    expect(field).toHaveValue('Meu comentário');
    await user.clear(field);
    await user.type(field, 'Meu comentário corrigido');
    await user.click(within(own).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(within(own).queryByRole('textbox')).not.toBeInTheDocument());
    expect(own).toHaveTextContent('Meu comentário corrigido');
    expect(server.requestsTo('PUT', '/v3/social/comments/200')[0]?.json).toEqual({
      body: 'Meu comentário corrigido',
    });
  });

  it.each(['SOCIAL_ERROR_BAD_WORDS', 'COURSE_FORUM_ERROR_BAD_WORDS'])(
    'shows the profanity message on an edit refused with %s and keeps the text',
    async (tag) => {
      server = await forumServer({ editRefusalTag: tag });
      const errors = jest.spyOn(console, 'error');
      const user = userEvent.setup();
      renderWidget();
      const own = await mine();
      await user.click(within(own).getByRole('button', { name: 'Editar o comentário de Ana Paula Souza' }));
      const field = within(own).getByRole('textbox', { name: 'Editar comentário' });
      await user.type(field, ' com palavrão');
      await user.click(within(own).getByRole('button', { name: 'Salvar' }));

      expect(
        await within(own).findByText(
          'Seu comentário contém palavras impróprias. Revise o texto e tente novamente.',
        ),
      ).toBeInTheDocument();
      expect(field).toHaveValue('Meu comentário com palavrão');
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('says when an edit failed and keeps the text; Cancelar puts the comment back', async () => {
    server = await forumServer({ failing: ['edit'] });
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    renderWidget();
    const own = await mine();
    await user.click(within(own).getByRole('button', { name: 'Editar o comentário de Ana Paula Souza' }));
    const field = within(own).getByRole('textbox', { name: 'Editar comentário' });
    await user.type(field, '!');
    await user.click(within(own).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(own).findByText('Não foi possível salvar o comentário. Tente novamente.'),
    ).toBeVisible();
    expect(field).toHaveValue('Meu comentário!');
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] updateComment falhou', expect.anything());

    await user.click(within(own).getByRole('button', { name: 'Cancelar' }));
    expect(own).toHaveTextContent('Meu comentário');
    expect(within(own).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('asks for confirmation: Cancelar keeps the comment, Excluir deletes it', async () => {
    server = await forumServer();
    const user = userEvent.setup();
    renderWidget();
    const own = await mine();
    await user.click(within(own).getByRole('button', { name: 'Excluir o comentário de Ana Paula Souza' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir comentário' });
    expect(dialog).toHaveTextContent(
      'Tem certeza de que deseja excluir este comentário? Esta ação não pode ser desfeita.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('DELETE', '/v3/social/comments/200')).toHaveLength(0);

    await user.click(within(own).getByRole('button', { name: 'Excluir o comentário de Ana Paula Souza' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir comentário' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Comentário de Ana Paula Souza' }),
      ).not.toBeInTheDocument(),
    );
    expect(server.requestsTo('DELETE', '/v3/social/comments/200')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Comentários (1)');
  });

  it('says in the dialog when the deletion failed and keeps the comment', async () => {
    server = await forumServer({ failing: ['delete'] });
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    renderWidget();
    await user.click(
      within(await mine()).getByRole('button', { name: 'Excluir o comentário de Ana Paula Souza' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comentário' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível excluir o comentário.',
    );
    expect(screen.getByRole('article', { name: 'Comentário de Ana Paula Souza' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] deleteComment falhou', expect.anything());
  });
});

it('dislikes a comment and shows both counts', async () => {
  server = await forumServer();
  const user = userEvent.setup();
  renderWidget();
  const other = await others();
  await user.click(
    within(other).getByRole('button', {
      name: 'Não curti (0): comentário de Marcos Oliveira',
    }),
  );
  expect(
    await within(other).findByRole('button', {
      name: 'Não curti (1): comentário de Marcos Oliveira',
    }),
  ).toHaveTextContent('Não curti (1)');
  expect(
    within(other).getByRole('button', { name: 'Curtir (0): comentário de Marcos Oliveira' }),
  ).toHaveTextContent('Curtir (0)');
  expect(server.requestsTo('POST', '/v3/social/comments/201/dislike')).toHaveLength(1);
});

it('toasts a dislike that failed and keeps the count', async () => {
  server = await forumServer({ failing: ['dislike'] });
  const errors = captureConsoleErrors();
  const user = userEvent.setup();
  const platform = renderWidget();
  const other = await others();
  await user.click(
    within(other).getByRole('button', { name: 'Não curti (0): comentário de Marcos Oliveira' }),
  );
  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([
      { kind: 'error', message: 'Não foi possível registrar o seu "não curti".' },
    ]),
  );
  expect(
    within(other).getByRole('button', { name: 'Não curti (0): comentário de Marcos Oliveira' }),
  ).toHaveTextContent('Não curti (0)');
  expect(errors).toHaveBeenCalled();
});

describe('reporting', () => {
  it('reports a comment with the chosen report type and says it was sent', async () => {
    server = await forumServer();
    const user = userEvent.setup();
    const platform = renderWidget();
    const other = await others();
    await user.click(
      within(other).getByRole('button', { name: 'Denunciar o comentário de Marcos Oliveira' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar comentário' });

    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Escolha o motivo da denúncia.');
    expect(server.requestsTo('POST', '/v3/social/comments/201/report')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam ou propaganda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsTo('POST', '/v3/social/comments/201/report')[0]?.json).toEqual({ report_id: 2 });
    expect(platform.calls.toasts).toEqual([
      { kind: 'success', message: 'Denúncia enviada. Obrigado por avisar!' },
    ]);
    expect(server.requestsTo('GET', '/v3/social/report-types')).toHaveLength(1);
  });

  it('keeps the dialog open with a message when the report failed', async () => {
    server = await forumServer({ failing: ['report'] });
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    renderWidget();
    await user.click(
      within(await others()).getByRole('button', { name: 'Denunciar o comentário de Marcos Oliveira' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar comentário' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Conteúdo ofensivo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível enviar a denúncia. Tente novamente.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Conteúdo ofensivo' })).toBeChecked();
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] reportComment falhou', expect.anything());
  });

  it('says when the report types cannot be loaded, and nothing can be sent', async () => {
    server = await forumServer({ failing: ['report-types'] });
    captureConsoleErrors();
    const user = userEvent.setup();
    renderWidget();
    await user.click(
      within(await others()).getByRole('button', { name: 'Denunciar o comentário de Marcos Oliveira' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar comentário' });
    expect(
      await within(dialog).findByText('Não foi possível carregar os motivos de denúncia.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enviar denúncia' })).toBeDisabled();
    expect(server.requestsTo('POST', '/v3/social/comments/201/report')).toHaveLength(0);
  });
});

describe('attachments', () => {
  it('attaches a file to the own comment (multipart PUT) and removes it (deleteFile?file_url)', async () => {
    server = await forumServer();
    const user = userEvent.setup();
    renderWidget();
    const own = await mine();
    await user.upload(
      within(own).getByLabelText('Anexar arquivo'),
      new File(['%PDF'], 'resumo.pdf', { type: 'application/pdf' }),
    );

    const link = await within(own).findByRole('link', { name: 'resumo.pdf' });
    expect(link).toHaveAttribute('href', 'http://127.0.0.1/social/v1/files/1/resumo.pdf');
    const sent = server.requestsTo('PUT', '/social/v1/comments/200/attachFile')[0];
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent?.body).toContain('name="file"; filename="resumo.pdf"');

    await user.click(within(own).getByRole('button', { name: 'Remover anexo resumo.pdf' }));
    await waitFor(() =>
      expect(within(own).queryByRole('link', { name: 'resumo.pdf' })).not.toBeInTheDocument(),
    );
    expect(server.requestsTo('DELETE', '/social/v1/comments/200/deleteFile')[0]?.query.get('file_url')).toBe(
      'http://127.0.0.1/social/v1/files/1/resumo.pdf',
    );
  });

  it('refuses a file over the size limit or of another type before sending, with a clear message', async () => {
    server = await forumServer();
    const user = userEvent.setup({ applyAccept: false });
    renderWidget();
    const own = await mine();
    expect(within(own).getByText('pdf, png, jpg, jpeg ou webp, até 10 MB')).toBeInTheDocument();
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(own).getByLabelText('Anexar arquivo'), big);
    expect(await within(own).findByRole('alert')).toHaveTextContent('O arquivo deve ter no máximo 10 MB.');

    await user.upload(within(own).getByLabelText('Anexar arquivo'), new File(['x'], 'planilha.xlsx'));
    expect(await within(own).findByRole('alert')).toHaveTextContent(
      'Somente arquivos nos formatos pdf, png, webp, jpg e jpeg são permitidos!.',
    );
    expect(server.requestsTo('PUT', '/social/v1/comments/200/attachFile')).toHaveLength(0);
  });

  it('says when attaching failed', async () => {
    server = await forumServer({ failing: ['attach'] });
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    renderWidget();
    const own = await mine();
    await user.upload(within(own).getByLabelText('Anexar arquivo'), new File(['x'], 'foto.png'));
    expect(await within(own).findByRole('alert')).toHaveTextContent('Não foi possível anexar o arquivo.');
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] attachCommentFile falhou', expect.anything());
  });

  describe('an attachment upload that takes long (issue 11)', () => {
    const SLOW =
      'O envio está demorando mais que o normal. Você pode continuar esperando ou cancelar; o que você preencheu continua aqui.';

    afterEach(() => {
      jest.useRealTimers();
    });

    /** The forum with the attachment upload taken and never answered. */
    async function stalledAttach() {
      const stalled = stalledRoute();
      server = await forumServer({ attach: stalled.handler });
      return stalled;
    }

    it("says after 15 s (not before) that it takes long; 'Cancelar envio' aborts it and says so", async () => {
      const stalled = await stalledAttach();
      renderWidget();
      const own = await mine();

      useFakeUploadClock();
      fireEvent.change(within(own).getByLabelText('Anexar arquivo'), {
        target: { files: [new File(['%PDF'], 'resumo.pdf', { type: 'application/pdf' })] },
      });
      await eventually(() => expect(stalled.received).toBe(1));
      advanceClock(14_999);
      expect(within(own).queryByText(SLOW)).not.toBeInTheDocument();
      advanceClock(1);
      expect(within(own).getByRole('status')).toHaveTextContent(SLOW);
      expect(within(own).getByLabelText('Anexar arquivo')).toBeDisabled();

      fireEvent.click(within(own).getByRole('button', { name: 'Cancelar envio' }));
      await eventually(() =>
        expect(within(own).getByRole('alert')).toHaveTextContent(
          'Envio cancelado. O que você preencheu continua aqui.',
        ),
      );
      await eventually(() => expect(stalled.aborted).toBe(1));
      expect(within(own).queryByText(SLOW)).not.toBeInTheDocument();
      expect(within(own).getByLabelText('Anexar arquivo')).toBeEnabled();
    });

    it('gives up at the deadline with a clear message', async () => {
      const errors = captureConsoleErrors();
      const stalled = await stalledAttach();
      renderWidget();
      const own = await mine();

      useFakeUploadClock();
      fireEvent.change(within(own).getByLabelText('Anexar arquivo'), {
        target: { files: [new File(['%PDF'], 'resumo.pdf', { type: 'application/pdf' })] },
      });
      await eventually(() => expect(stalled.received).toBe(1));
      advanceClock(uploadDeadlineMs(4) - 1);
      await realSleep(20);
      expect(stalled.aborted).toBe(0);
      expect(within(own).queryByRole('alert')).not.toBeInTheDocument();
      advanceClock(1);
      await eventually(() =>
        expect(within(own).getByRole('alert')).toHaveTextContent(
          'O servidor não respondeu ao envio. Tente novamente; o que você preencheu continua aqui.',
        ),
      );
      await eventually(() => expect(stalled.aborted).toBe(1));
      expect(within(own).getByLabelText('Anexar arquivo')).toBeEnabled();
      expect(errors).toHaveBeenCalledWith('[mfe-submissions] attachCommentFile falhou', expect.anything());
    });
  });

  it('says when removing an attachment failed, and keeps it', async () => {
    server = await forumServer({ failing: ['detach'] });
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    renderWidget();
    const own = await mine();
    await user.upload(within(own).getByLabelText('Anexar arquivo'), new File(['x'], 'foto.png'));
    await user.click(await within(own).findByRole('button', { name: 'Remover anexo foto.png' }));
    expect(await within(own).findByRole('alert')).toHaveTextContent('Não foi possível remover o anexo.');
    expect(within(own).getByRole('link', { name: 'foto.png' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] deleteCommentFile falhou', expect.anything());
  });
});

it('answers an answer under its thread, mentioning its author', async () => {
  server = await forumServer();
  const user = userEvent.setup();
  renderWidget();
  const reply = await screen.findByRole('article', { name: 'Comentário de Juliana Castro' });
  await user.click(within(reply).getByRole('button', { name: 'Responder' }));
  await user.type(within(reply).getByRole('textbox', { name: 'Responder a Juliana Castro' }), 'Boa!');
  await user.click(within(reply).getByRole('button', { name: 'Enviar resposta' }));
  await waitFor(() => expect(server.requestsTo('POST', '/v3/social/comments')).toHaveLength(1));
  expect(server.requestsTo('POST', '/v3/social/comments')[0]?.json).toMatchObject({
    body: 'Boa!',
    comment_id: 201,
    mention_id: 8,
  });
});

it('says when a comment could not be published and keeps its text', async () => {
  server = await forumServer({ failing: ['post'] });
  const errors = captureConsoleErrors();
  const user = userEvent.setup();
  renderWidget();
  const field = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
  await user.type(field, 'Ótima questão');
  await user.click(screen.getByRole('button', { name: 'Comentar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível publicar o comentário. Tente novamente.',
  );
  expect(field).toHaveValue('Ótima questão');
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] createComment falhou', expect.anything());
});

it('on a 429 tells the student to wait a little, and shows the server’s own message when it sends one', async () => {
  server = await forumServer({ failing: ['post-429'] });
  captureConsoleErrors();
  const user = userEvent.setup();
  renderWidget();
  const field = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
  await user.type(field, 'Ótima questão');
  await user.click(screen.getByRole('button', { name: 'Comentar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
  );
  expect(field).toHaveValue('Ótima questão');
  expect(server.requestsTo('POST', '/v3/social/comments')).toHaveLength(1);
});

it('shows the server’s pt-BR message of a failed post and keeps the text', async () => {
  server = await forumServer({ failing: ['post-message'] });
  captureConsoleErrors();
  const user = userEvent.setup();
  renderWidget();
  const field = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
  await user.type(field, 'Ótima questão');
  await user.click(screen.getByRole('button', { name: 'Comentar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Fórum em manutenção. Tente mais tarde.');
  expect(field).toHaveValue('Ótima questão');
});

it('shows the public forum read-only to a signed-out visitor', async () => {
  server = await forumServer();
  renderWidget({ signedOut: true });
  expect(await others()).toHaveTextContent('Comentário do Marcos');
  expect(server.requestsTo('GET', '/v3/public/forum/1')).toHaveLength(1);
  expect(server.requestsTo('GET', '/v3/social/forums/1')).toHaveLength(0);
  expect(
    screen.getByText('Entre na sua conta para comentar, curtir ou denunciar comentários.'),
  ).toBeVisible();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Comentário de Ana Paula Souza' })).toHaveTextContent(
    '1 curtidas · 0 não curtidas',
  );
});

describe('course and chapter forums', () => {
  it('posts to the course forum, and shows the profanity message for COURSE_FORUM_ERROR_BAD_WORDS', async () => {
    server = await forumServer();
    const user = userEvent.setup();
    renderWidget({ target: { kind: 'course' } });
    const field = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
    await screen.findByRole('list', { name: 'Comentários' });
    await user.type(field, 'Isso é um palavrão');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText(/Seu comentário contém palavras impróprias/)).toBeInTheDocument();
    expect(field).toHaveValue('Isso é um palavrão');

    await user.clear(field);
    await user.type(field, 'Aula excelente');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(server.requestsTo('POST', '/v3/courses/forums/comments')[1]?.json).toMatchObject({
      body: 'Aula excelente',
      forum_id: 1,
      comment_id: null,
    });
    expect(server.requestsTo('POST', '/v3/social/comments')).toHaveLength(0);
  });

  it("posts to an LDI chapter's forum with the chapter_id", async () => {
    server = await forumServer();
    const user = userEvent.setup();
    renderWidget({ target: { kind: 'chapter', course: 'direito-penal', chapterId: 44 } });
    await screen.findByRole('list', { name: 'Comentários' });
    await user.type(screen.getByRole('textbox', { name: 'Escreva um comentário' }), 'Dúvida no capítulo');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/mci/my-courses/direito-penal/forum/1/comment')).toHaveLength(1),
    );
    expect(server.requestsTo('POST', '/bff/mci/my-courses/direito-penal/forum/1/comment')[0]?.json).toEqual({
      body: 'Dúvida no capítulo',
      comment_id: null,
      link: '/questoes/123',
      chapter_id: 44,
    });
  });
});
