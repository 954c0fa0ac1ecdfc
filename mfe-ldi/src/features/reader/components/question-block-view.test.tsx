import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';
import { SLUG } from '../../../testing/fixtures';
import { READER_ROUTES } from '../../../testing/reader-routes';

afterEach(closeTestServers);

describe('question block', () => {
  it('asks the student to wait when the answer is refused with 429', async () => {
    captureConsoleErrors();
    await renderArea(`/ldi/${SLUG}`, {
      ...READER_ROUTES,
      'PUT /bff/mci/questions/70001/answer': { status: 429, json: { error: { tag: 'TOO_MANY_REQUESTS' } } },
    });
    const question = await screen.findByRole('region', { name: /^Questão · CEBRASPE/ });
    await userEvent.click(within(question).getByRole('radio', { name: 'C) Certo' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Responder' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
    );
  });
});
