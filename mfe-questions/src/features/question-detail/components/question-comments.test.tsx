import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestRoutes } from 'shared-contracts/testing';
import { question } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

/** What the student writes in these tests. */
const DRAFT = 'A crase antes de verbo nunca ocorre?';

afterEach(closeTestServers);
// the comments widget (another remote) does not load in these tests: its failure is logged
beforeEach(() => captureConsoleErrors());

const POSTED = {
  id: 2,
  body: DRAFT,
  mention_id: null,
  link: null,
  author: { id: 1, name: 'Aluno' },
  created_at: '2025-05-01T12:00:00.000Z',
};

/** Questions 50003 and 50005 without comments; a comment on 50003 answers `post`. */
function routes(post: 'publishes' | 'fails'): TestRoutes {
  return {
    'GET /bff/questions/50003': { data: question(50003) },
    'GET /bff/questions/50005': { data: question(50005) },
    'GET /bff/questions/50003/comments': { data: [] },
    'GET /bff/questions/50005/comments': { data: [] },
    'POST /bff/questions/50003/comment':
      post === 'publishes' ? { status: 201, json: { data: POSTED } } : { status: 500, body: 'falhou' },
  };
}

const commentField = () => screen.findByRole('textbox', { name: 'Seu comentário' });

describe("the question's fallback comment form keeps what the student typed (per question)", () => {
  it('across a reload; another question has its own draft', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/50003', routes('publishes'));
    await user.type(await commentField(), DRAFT);
    first.unmount();

    const other = await renderArea('/questoes/50005', routes('publishes'));
    expect(await commentField()).toHaveValue('');
    other.unmount();

    await renderArea('/questoes/50003', routes('publishes'));
    expect(await commentField()).toHaveValue(DRAFT);
  });

  it('until it is posted: then the field is empty, after a reload too', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/50003', routes('publishes'));
    await user.type(await commentField(), DRAFT);
    first.unmount();

    const second = await renderArea('/questoes/50003', routes('publishes'));
    expect(await commentField()).toHaveValue(DRAFT);
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    const list = await screen.findByRole('list', { name: 'Comentários dos alunos' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(DRAFT);
    expect(await commentField()).toHaveValue('');
    expect(second.server.requestsTo('POST', '/bff/questions/50003/comment')[0]?.json).toMatchObject({
      body: DRAFT,
    });
    second.unmount();

    await renderArea('/questoes/50003', routes('publishes'));
    expect(await commentField()).toHaveValue('');
  });

  it('when posting fails: the message shows and the text stays, after a reload too', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/questoes/50003', routes('fails'));
    await user.type(await commentField(), DRAFT);
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível publicar o comentário. Tente novamente.',
    );
    expect(await commentField()).toHaveValue(DRAFT);
    first.unmount();

    await renderArea('/questoes/50003', routes('fails'));
    expect(await commentField()).toHaveValue(DRAFT);
  });
});
