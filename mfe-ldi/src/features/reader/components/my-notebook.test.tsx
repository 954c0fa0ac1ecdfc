import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest, TestRoutes } from 'shared-contracts/testing';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';
import { A_NOTE_SELECTION, SLUG } from '../../../testing/fixtures';
import { READER_ROUTES } from '../../../testing/reader-routes';

afterEach(closeTestServers);

const NOTEBOOK = `/ldi/${SLUG}?modo=my_notebook`;
const SELECTION = A_NOTE_SELECTION;

/** The reader with one note in the chapter, kept by the server between renders; its PUT answers `put`. */
function notebookRoutes(put: 'saves' | 'fails'): TestRoutes {
  let note = SELECTION.note;
  return {
    ...READER_ROUTES,
    'GET /v3/print/ldi/selections': { data: [] },
    'GET /v3/mci/courses/1001/chapter/10011/text_selections': () => ({
      json: { data: [{ ...SELECTION, note }] },
    }),
    'PUT /v3/mci/textSelections/5': (request: RecordedRequest) => {
      if (put === 'fails') return { status: 500, body: 'falhou' };
      note = (request.json as { note: string }).note;
      return { json: { data: { ...SELECTION, note } } };
    },
  };
}

const notes = () => screen.findByRole('list', { name: 'Minhas anotações' });

/** Opens the note's editor and replaces its text with `text`. */
async function editNote(text: string) {
  const list = await notes();
  await userEvent.click(within(list).getByRole('button', { name: 'Editar' }));
  const field = within(list).getByRole('textbox', { name: 'Anotação' });
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('editing a note in my_notebook keeps what the student typed (per note)', () => {
  it('across a reload: the note is in the editor again with the text', async () => {
    const routes = notebookRoutes('saves');
    const first = await renderArea(NOTEBOOK, routes);
    await editNote('Cai muito');
    first.unmount();

    await renderArea(NOTEBOOK, routes);
    expect(within(await notes()).getByRole('textbox', { name: 'Anotação' })).toHaveValue('Cai muito');
  });

  it('until it is saved: then the saved note shows, after a reload too', async () => {
    const routes = notebookRoutes('saves');
    const first = await renderArea(NOTEBOOK, routes);
    await editNote('Cai muito');
    first.unmount();

    const second = await renderArea(NOTEBOOK, routes);
    const list = await notes();
    expect(within(list).getByRole('textbox', { name: 'Anotação' })).toHaveValue('Cai muito');
    await userEvent.click(within(list).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(second.server.requestsTo('PUT', '/v3/mci/textSelections/5')).toHaveLength(1));
    expect(second.server.requestsTo('PUT', '/v3/mci/textSelections/5')[0]?.json).toEqual({
      note: 'Cai muito',
      course_type: 'course',
    });
    expect(await within(list).findByText('Cai muito')).toBeInTheDocument();
    expect(within(list).queryByRole('textbox', { name: 'Anotação' })).not.toBeInTheDocument();
    second.unmount();

    await renderArea(NOTEBOOK, routes);
    const reloaded = await notes();
    expect(within(reloaded).getByText('Cai muito')).toBeInTheDocument();
    expect(within(reloaded).queryByRole('textbox', { name: 'Anotação' })).not.toBeInTheDocument();
  });

  it('when saving fails: the message shows and the text stays, after a reload too', async () => {
    captureConsoleErrors();
    const routes = notebookRoutes('fails');
    const first = await renderArea(NOTEBOOK, routes);
    await editNote('Cai muito');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar. Tente novamente.');
    expect(screen.getByRole('textbox', { name: 'Anotação' })).toHaveValue('Cai muito');
    first.unmount();

    await renderArea(NOTEBOOK, routes);
    expect(within(await notes()).getByRole('textbox', { name: 'Anotação' })).toHaveValue('Cai muito');
  });
});
