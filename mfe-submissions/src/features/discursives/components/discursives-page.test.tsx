import { screen, waitFor, within } from '@testing-library/react';
import { aDiscursive, page } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(closeTestServers);

const open = aDiscursive({
  name: 'Simulado Discursivo – Polícia Federal',
  slug: 'simulado-pf',
  additional_submission_limit: 2,
  submissions: [
    { id: 1, index: 1, status: 'revised', file_names: ['pf.pdf'], created_at: '2025-03-01T12:00:00Z' },
  ],
});
const closed = aDiscursive({
  name: 'Simulado Discursivo – INSS',
  slug: 'simulado-inss',
  available_until: '2020-01-10T15:00:00.000Z',
});

it("lists the discursive exams under the vertical's wording with deadline, submissions and status", async () => {
  const { server } = await renderArea('/discursivas', {
    'GET /v3/discursives/catalog': { data: [open, closed], meta: page([1, 2], 1, 2, 20) },
  });

  expect(screen.getByRole('heading', { level: 1, name: 'Simulados discursivos' })).toBeInTheDocument();
  const pf = await screen.findByRole('article', { name: 'Simulado Discursivo – Polícia Federal' });
  expect(within(pf).getByRole('link', { name: 'Simulado Discursivo – Polícia Federal' })).toHaveAttribute(
    'href',
    '/discursivas/simulado-pf',
  );
  expect(pf).toHaveTextContent('Por Prof. Ricardo Almeida');
  expect(pf).toHaveTextContent('Envios: 1 de 3');
  expect(pf).toHaveTextContent('Corrigida');
  expect(pf).toHaveTextContent(/Envie até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  expect(screen.getByRole('article', { name: 'Simulado Discursivo – INSS' })).toHaveTextContent(
    'Prazo encerrado em 10/01/2020',
  );
  expect(server.requestsTo('GET', '/v3/discursives/catalog')[0]?.query.get('perPage')).toBe('20');
});

it("says 'Simulados de 2ª Fase' on oab", async () => {
  await renderArea(
    '/discursivas',
    { 'GET /v3/discursives/catalog': { data: [], meta: page([], 1, 0, 20) } },
    { vertical: 'oab' },
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Simulados de 2ª Fase' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Nenhum simulado disponível no momento' }),
  ).toBeInTheDocument();
});

it('toasts the load failure, logs it and offers a retry', async () => {
  const errors = captureConsoleErrors();
  const { platform } = await renderArea('/discursivas', {
    'GET /v3/discursives/catalog': { status: 502, json: {} },
  });

  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os simulados.');
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  // the toast is sent from an effect, right after the failure is rendered
  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Falha ao carregar o conteúdo!' }]),
  );
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] getDiscursives falhou', expect.anything());
});
