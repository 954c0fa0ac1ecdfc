import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';
import { SLUG } from '../../../testing/fixtures';
import { READER_ROUTES } from '../../../testing/reader-routes';

afterEach(closeTestServers);

const saved = (request: RecordedRequest) => ({
  status: 201,
  json: { data: { id: 9, course_type: 'course', ...(request.json as object) } },
});

/** Selects a passage of the theory text (the word 'absoluto' unless told) as a student would with the mouse. */
async function selectWord(passage = 'absoluto') {
  const region = await screen.findByRole('region', { name: 'Direitos Fundamentais' });
  const word = await within(region).findByText(passage);
  const range = document.createRange();
  range.selectNodeContents(word);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
  await act(async () => {
    word.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  });
  return within(region).findByRole('group', { name: 'Anotar o trecho selecionado' });
}

const PLACE = { course_id: 1001, chapter_id: 10011, item_id: 100111, block_id: 1001111, text: 'absoluto' };

describe('annotation toolbar', () => {
  it('adds a note to the selected passage', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...READER_ROUTES,
      'POST /v3/mci/textSelections': saved,
    });
    const toolbar = await selectWord();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Anotar' }));
    const save = within(toolbar).getByRole('button', { name: 'Salvar anotação' });
    expect(save).toBeDisabled();
    await userEvent.type(within(toolbar).getByRole('textbox', { name: 'Sua anotação' }), 'Cai sempre');
    await userEvent.click(save);
    await waitFor(() => expect(server.requestsTo('POST', '/v3/mci/textSelections')).toHaveLength(1));
    expect(server.requestsTo('POST', '/v3/mci/textSelections')[0]?.json).toEqual({
      ...PLACE,
      kind: 'note',
      note: 'Cai sempre',
      course_type: 'course',
    });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Anotar o trecho selecionado' })).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['Sublinhar', 'underline'],
    ['Riscar', 'strike'],
  ])('%s the selected passage sends kind %s', async (label, kind) => {
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...READER_ROUTES,
      'POST /v3/mci/textSelections': saved,
    });
    const toolbar = await selectWord();
    await userEvent.click(within(toolbar).getByRole('button', { name: label }));
    await waitFor(() => expect(server.requestsTo('POST', '/v3/mci/textSelections')).toHaveLength(1));
    expect(server.requestsTo('POST', '/v3/mci/textSelections')[0]?.json).toEqual({
      ...PLACE,
      kind,
      note: null,
      course_type: 'course',
    });
  });

  it('keeps the passage picked while another one was saving, with the note being written there', async () => {
    let answerHighlight = () => {};
    const highlightHeld = new Promise<void>((resolve) => {
      answerHighlight = resolve;
    });
    const { server } = await renderArea(`/ldi/${SLUG}`, {
      ...READER_ROUTES,
      'POST /v3/mci/textSelections': async (request) => {
        if ((request.json as { kind?: string }).kind === 'highlight') await highlightHeld;
        return saved(request);
      },
    });
    const posts = () => server.requestsTo('POST', '/v3/mci/textSelections');
    const selectionsAsked = () => server.requestsTo('GET', '/v3/mci/items/100111/selections').length;
    await userEvent.click(within(await selectWord()).getByRole('button', { name: 'Destacar' }));
    await waitFor(() => expect(posts()).toHaveLength(1));

    const toolbar = await selectWord('Conceito e características');
    expect(toolbar).toHaveTextContent('“Conceito e características”');
    // the passage being saved is another one: this passage's buttons are not busy
    expect(within(toolbar).getByRole('button', { name: 'Destacar' })).toBeEnabled();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Anotar' }));
    await userEvent.type(within(toolbar).getByRole('textbox', { name: 'Sua anotação' }), 'Cai sempre');
    const asked = selectionsAsked();
    answerHighlight();
    // the highlight is saved (the item's annotations are asked again) and the new passage's toolbar stays
    await waitFor(() => expect(selectionsAsked()).toBeGreaterThan(asked));
    const stays = screen.getByRole('group', { name: 'Anotar o trecho selecionado' });
    expect(stays).toHaveTextContent('“Conceito e características”');
    expect(within(stays).getByRole('textbox', { name: 'Sua anotação' })).toHaveValue('Cai sempre');

    await userEvent.click(within(stays).getByRole('button', { name: 'Salvar anotação' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.json).toMatchObject({
      kind: 'note',
      text: 'Conceito e características',
      note: 'Cai sempre',
    });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Anotar o trecho selecionado' })).not.toBeInTheDocument(),
    );
  });
});

describe('a note being written (per student, per block)', () => {
  /** Selects the word and opens the note field of its block, as after a reload. */
  async function noteField() {
    const toolbar = await selectWord();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Anotar' }));
    return within(toolbar).getByRole('textbox', { name: 'Sua anotação' });
  }

  it('is back after a reload, when the passage is selected again', async () => {
    const first = await renderArea(`/ldi/${SLUG}`, READER_ROUTES);
    await userEvent.type(await noteField(), 'Cai sempre');
    first.unmount();

    await renderArea(`/ldi/${SLUG}`, READER_ROUTES);
    expect(await noteField()).toHaveValue('Cai sempre');
  });

  it('is kept while the passage is highlighted instead, and forgotten once the note is saved', async () => {
    const routes = { ...READER_ROUTES, 'POST /v3/mci/textSelections': saved };
    const first = await renderArea(`/ldi/${SLUG}`, routes);
    await userEvent.type(await noteField(), 'Cai sempre');
    first.unmount();

    const second = await renderArea(`/ldi/${SLUG}`, routes);
    const toolbar = await selectWord();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Destacar' }));
    await waitFor(() => expect(second.server.requestsTo('POST', '/v3/mci/textSelections')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Anotar o trecho selecionado' })).not.toBeInTheDocument(),
    );
    const field = await noteField();
    expect(field).toHaveValue('Cai sempre');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar anotação' }));
    await waitFor(() => expect(second.server.requestsTo('POST', '/v3/mci/textSelections')).toHaveLength(2));
    expect(second.server.requestsTo('POST', '/v3/mci/textSelections')[1]?.json).toMatchObject({
      kind: 'note',
      note: 'Cai sempre',
    });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Anotar o trecho selecionado' })).not.toBeInTheDocument(),
    );
    expect(await noteField()).toHaveValue('');
    second.unmount();

    await renderArea(`/ldi/${SLUG}`, routes);
    expect(await noteField()).toHaveValue('');
  });

  it('stays when saving fails, with the message, after a reload too', async () => {
    captureConsoleErrors();
    const routes = { ...READER_ROUTES, 'POST /v3/mci/textSelections': { status: 500, body: 'falhou' } };
    const first = await renderArea(`/ldi/${SLUG}`, routes);
    await userEvent.type(await noteField(), 'Cai sempre');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar anotação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar a anotação.');
    expect(screen.getByRole('textbox', { name: 'Sua anotação' })).toHaveValue('Cai sempre');
    first.unmount();

    await renderArea(`/ldi/${SLUG}`, routes);
    expect(await noteField()).toHaveValue('Cai sempre');
  });
});
