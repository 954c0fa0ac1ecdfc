import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestRoutes } from 'shared-contracts/testing';
import { captureConsoleErrors, closeTestServers, renderArea } from '../testing/render-area';
import { SLUG } from '../testing/fixtures';
import { READER_ROUTES } from '../testing/reader-routes';

afterEach(closeTestServers);
// the comments widget (another remote) does not load in these tests: its failure is logged
beforeEach(() => captureConsoleErrors());

const FORUM = `/ldi/${SLUG}?modo=forum`;
const POST_TO_FIRST_CHAPTER = `POST /bff/mci/my-courses/${SLUG}/forum/10011/comment`;
const POSTED: TestRoutes = { [POST_TO_FIRST_CHAPTER]: { status: 201, json: { data: { id: 1 } } } };

const commentField = () => screen.findByRole('textbox', { name: 'Seu comentário' });

/** The reader's forum mode of the first chapter, as after opening the page (or reloading it). */
const openForum = (routes: TestRoutes = {}, path = FORUM) =>
  renderArea(path, { ...READER_ROUTES, ...routes });

describe('the fallback forum form keeps what the student typed (the chapter forum)', () => {
  it('across a reload, per chapter: another chapter has its own draft', async () => {
    const user = userEvent.setup();
    const first = await openForum();
    await user.type(await commentField(), 'Dúvida no art. 5º');
    first.unmount();

    await openForum();
    expect(await commentField()).toHaveValue('Dúvida no art. 5º');
    await user.click(screen.getByRole('link', { name: 'Organização do Estado' }));
    expect(
      await screen.findByText('Os comentários deste capítulo não puderam ser carregados agora.'),
    ).toBeInTheDocument();
    expect(await commentField()).toHaveValue('');
    await user.type(await commentField(), 'Sobre a união indissolúvel');
    const chapters = screen.getByRole('navigation', { name: 'Capítulos' });
    await user.click(within(chapters).getByRole('link', { name: /^Direitos Fundamentais/ }));
    expect(await commentField()).toHaveValue('Dúvida no art. 5º');
  });

  it('until it is posted: then the field is empty, after a reload too', async () => {
    const user = userEvent.setup();
    const first = await openForum(POSTED);
    await user.type(await commentField(), 'Dúvida no art. 5º');
    first.unmount();

    const second = await openForum(POSTED);
    expect(await commentField()).toHaveValue('Dúvida no art. 5º');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Comentário publicado.')).toBeInTheDocument();
    expect(await commentField()).toHaveValue('');
    expect(
      second.server.requestsTo('POST', `/bff/mci/my-courses/${SLUG}/forum/10011/comment`)[0]?.json,
    ).toMatchObject({ body: 'Dúvida no art. 5º', chapter_id: 10011 });
    second.unmount();

    await openForum(POSTED);
    expect(await commentField()).toHaveValue('');
  });

  it('when posting fails: the message shows and the text stays, after a reload too', async () => {
    const user = userEvent.setup();
    const failing: TestRoutes = { [POST_TO_FIRST_CHAPTER]: { status: 500, body: 'falhou' } };
    const first = await openForum(failing);
    await user.type(await commentField(), 'Dúvida no art. 5º');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Não foi possível publicar o comentário.')).toBeInTheDocument();
    expect(await commentField()).toHaveValue('Dúvida no art. 5º');
    first.unmount();

    await openForum(failing);
    expect(await commentField()).toHaveValue('Dúvida no art. 5º');
  });
});
