import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userStorageKey, type LoggedUser } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { ANA, renderChrome } from '../chrome/render-chrome';
import { shellStore, userAtom } from '../state/shell-store';
import { REPORT_LABEL, REPORT_SEND, REPORT_SENT, ReportModal } from './report-modal';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
});

const QUESTION_12 = { question_id: 12, link: '/questoes/12' };
const QUESTION_13 = { question_id: 13, link: '/questoes/13' };

async function openReport(data: Record<string, unknown>, user: LoggedUser | null = ANA) {
  server ??= await startTestServer({ 'POST /bff/reports': { status: 201, json: { ok: true } } });
  const onClose = jest.fn();
  const platform = createTestPlatform({ prefixUrl: server.url });
  const view = renderChrome(<ReportModal data={data} onClose={onClose} />, { platform, user });
  return { ...view, onClose, field: await screen.findByLabelText(REPORT_LABEL) };
}

describe('ReportModal', () => {
  test("keeps the student's text for that item when the modal closes or the page reloads", async () => {
    const first = await openReport(QUESTION_12);
    await userEvent.type(first.field, 'Gabarito errado');
    first.unmount();
    expect(window.localStorage.getItem(userStorageKey(ANA.id, 'draft:report:question:12'))).toBe(
      '"Gabarito errado"',
    );

    const again = await openReport(QUESTION_12);
    expect(again.field).toHaveValue('Gabarito errado');
    again.unmount();

    // another question's report has a draft of its own
    expect((await openReport(QUESTION_13)).field).toHaveValue('');
  });

  test('sends the text brought back after a reload, then forgets it', async () => {
    const first = await openReport(QUESTION_12);
    await userEvent.type(first.field, 'Gabarito errado');
    first.unmount();

    const again = await openReport(QUESTION_12);
    expect(again.field).toHaveValue('Gabarito errado');
    await userEvent.click(screen.getByRole('button', { name: REPORT_SEND }));
    await waitFor(() => expect(again.onClose).toHaveBeenCalled());
    expect(again.platform.calls.toasts).toEqual([{ kind: 'success', message: REPORT_SENT }]);
    expect(server?.requestsTo('POST', '/bff/reports').at(-1)?.json).toEqual({
      ...QUESTION_12,
      description: 'Gabarito errado',
    });
    again.unmount();

    expect(window.localStorage.getItem(userStorageKey(ANA.id, 'draft:report:question:12'))).toBeNull();
    expect((await openReport(QUESTION_12)).field).toHaveValue('');
  });

  test("shows the student's text once they are known, when the modal opened before the session answered", async () => {
    window.localStorage.setItem(
      userStorageKey(ANA.id, 'draft:report:question:12'),
      JSON.stringify('Gabarito errado'),
    );
    const { field } = await openReport(QUESTION_12, null);
    expect(field).toHaveValue('');
    act(() => shellStore.set(userAtom, ANA));
    expect(field).toHaveValue('Gabarito errado');
  });

  test('keeps what was typed before the student was known and saves it under them', async () => {
    const { field } = await openReport(QUESTION_12, null);
    await userEvent.type(field, 'Enunciado');
    expect(window.localStorage.length).toBe(0);
    act(() => shellStore.set(userAtom, ANA));
    expect(field).toHaveValue('Enunciado');
    expect(window.localStorage.getItem(userStorageKey(ANA.id, 'draft:report:question:12'))).toBe(
      '"Enunciado"',
    );
  });
});
