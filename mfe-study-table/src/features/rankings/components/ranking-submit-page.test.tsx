import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RankingResult, RankingSubmission, RankingSubmitForm } from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';
import { correctRangeError } from './ranking-submit-page';

jest.setTimeout(20_000);
afterEach(closeTestServers);
// the entry being filled in is kept in the student's local storage: each test starts without one
afterEach(() => window.localStorage.clear());

const FORM: RankingSubmitForm = {
  exam_id: 303,
  exam_name: 'Receita Federal - Auditor Fiscal',
  vacancies: [
    { id: 3031, name: 'Ampla concorrência', places: 120 },
    { id: 3032, name: 'Cotas raciais', places: 24 },
  ],
  questions: 120,
  current: null,
};

/** A BFF double that keeps what was sent and answers the result from it. */
function submitRoutes() {
  let sent: RankingSubmission | null = null;
  const result = (): RankingResult | null =>
    sent && {
      exam_id: 303,
      user_id: 1,
      position: 121 - sent.correct,
      vacancy_position: 10,
      participants: 9874,
      vacancy_participants: 3292,
      score: sent.correct,
    };
  return {
    'GET /bff/ranking/submit/exam/303': () => ({ json: { data: { ...FORM, current: sent } } }),
    'POST /bff/ranking/submit/exam/303': (request: RecordedRequest) => {
      sent = request.json as RankingSubmission;
      return { json: { data: result() } };
    },
    'GET /bff/ranking/result/exam/303/user/1': () =>
      sent ? { json: { data: result() } } : { status: 404, json: { error: 'Nenhum gabarito' } },
  };
}

describe('sending a ranking entry', () => {
  it('takes the form, refuses an out-of-range number, sends the entry and shows the result', async () => {
    const { server } = await renderArea('/rankings/303/submit', submitRoutes());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Enviar gabarito: Receita Federal - Auditor Fiscal' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Seu resultado' });
    expect(await within(result).findByText('Envie seu gabarito para ver sua posição.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Gabarito' });
    await userEvent.selectOptions(within(form).getByLabelText('Cargo'), 'Cotas raciais');
    const correct = within(form).getByLabelText('Acertos');
    await userEvent.type(correct, '121');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Mostrar meu nome no ranking' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar gabarito' }));
    expect(correct).toHaveAccessibleDescription(expect.stringContaining(correctRangeError(120)));
    expect(server.requestsTo('POST', '/bff/ranking/submit/exam/303')).toHaveLength(0);

    await userEvent.clear(correct);
    await userEvent.type(correct, '101');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar gabarito' }));
    await waitFor(() => expect(server.requestsTo('POST', '/bff/ranking/submit/exam/303')).toHaveLength(1));
    expect(server.requestsTo('POST', '/bff/ranking/submit/exam/303')[0]?.json).toEqual({
      vacancy_id: 3032,
      correct: 101,
      name_visible: false,
    });
    expect(await within(result).findByText('20º de 9.874')).toBeInTheDocument();
    expect(within(result).getByText('10º de 3.292')).toBeInTheDocument();
    expect(await within(result).findByText('Gabarito enviado.')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Ver ranking' })).toHaveAttribute(
      'href',
      '/rankings/303',
    );
  });

  it('says why the server refused the entry', async () => {
    captureConsoleErrors();
    await renderArea('/rankings/303/submit', {
      ...submitRoutes(),
      'POST /bff/ranking/submit/exam/303': {
        status: 400,
        json: { error: { message: 'O envio de gabaritos desta prova está encerrado.' } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Gabarito' }, { timeout: 10_000 });
    await userEvent.type(within(form).getByLabelText('Acertos'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar gabarito' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'O envio de gabaritos desta prova está encerrado.',
    );
  });

  it('keeps the entry being filled in across a reload until it is sent (a draft per student and exam)', async () => {
    const routes = submitRoutes();
    const first = await renderArea('/rankings/303/submit', routes);
    const form = () => screen.findByRole('form', { name: 'Gabarito' }, { timeout: 10_000 });
    await userEvent.selectOptions(within(await form()).getByLabelText('Cargo'), 'Cotas raciais');
    await userEvent.type(within(await form()).getByLabelText('Acertos'), '101');
    await userEvent.click(
      within(await form()).getByRole('checkbox', { name: 'Mostrar meu nome no ranking' }),
    );
    first.unmount();

    // a reload, or a sign-in round trip after the session expired
    const second = await renderArea('/rankings/303/submit', routes);
    expect(within(await form()).getByLabelText('Acertos')).toHaveValue(101);
    expect(within(await form()).getByLabelText('Cargo')).toHaveValue('3032');
    expect(
      within(await form()).getByRole('checkbox', { name: 'Mostrar meu nome no ranking' }),
    ).not.toBeChecked();
    await userEvent.click(within(await form()).getByRole('button', { name: 'Enviar gabarito' }));
    expect(await screen.findByText('Gabarito enviado.')).toBeInTheDocument();
    expect(second.server.requestsTo('POST', '/bff/ranking/submit/exam/303')[0]?.json).toEqual({
      vacancy_id: 3032,
      correct: 101,
      name_visible: false,
    });
    // sent: no draft is left, the form shows the entry the server keeps
    expect(window.localStorage.length).toBe(0);
    expect(within(await form()).getByLabelText('Acertos')).toHaveValue(101);
    second.unmount();

    await renderArea('/rankings/303/submit', routes);
    expect(
      await screen.findByRole('button', { name: 'Atualizar gabarito' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(await form()).getByLabelText('Acertos')).toHaveValue(101);
    expect(within(await form()).getByLabelText('Cargo')).toHaveValue('3032');
  });

  it('keeps a refused or out-of-range entry after a reload, to correct it', async () => {
    captureConsoleErrors();
    const routes = {
      ...submitRoutes(),
      'POST /bff/ranking/submit/exam/303': {
        status: 400,
        json: { error: { message: 'O envio de gabaritos desta prova está encerrado.' } },
      },
    };
    const first = await renderArea('/rankings/303/submit', routes);
    const form = await screen.findByRole('form', { name: 'Gabarito' }, { timeout: 10_000 });
    await userEvent.type(within(form).getByLabelText('Acertos'), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar gabarito' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'O envio de gabaritos desta prova está encerrado.',
    );
    first.unmount();

    await renderArea('/rankings/303/submit', routes);
    const again = await screen.findByRole('form', { name: 'Gabarito' }, { timeout: 10_000 });
    const correct = within(again).getByLabelText('Acertos');
    expect(correct).toHaveValue(50);
    await userEvent.clear(correct);
    await userEvent.type(correct, '500');
    await userEvent.click(within(again).getByRole('button', { name: 'Enviar gabarito' }));
    expect(correct).toHaveAccessibleDescription(expect.stringContaining(correctRangeError(120)));
    expect(correct).toHaveValue(500);
  });

  it('is the area’s not-found page for an unknown exam', async () => {
    captureConsoleErrors();
    await renderArea('/rankings/999/submit', {
      'GET /bff/ranking/submit/exam/999': { status: 404, json: { error: 'Prova 999 não encontrada' } },
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Esta prova não existe ou foi removida' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
