import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscursiveSubmission } from 'shared-contracts';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { createAreaQueryClient } from 'shared-design-system/area';
import { aDiscursive, page } from '../testing/fixtures';
import { platformFor } from 'shared-design-system/testing';
import { renderArea } from '../testing/render-area';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PF = aDiscursive({ name: 'Simulado Discursivo – Polícia Federal', slug: 'simulado-pf' });

/** A BFF-like server whose submission adds to the exam's submissions. */
async function discursivesServer() {
  const submissions: DiscursiveSubmission[] = [];
  const exam = () => ({ ...PF, submissions });
  return startTestServer({
    'GET /v3/discursives/catalog': () => ({ json: { data: [exam()], meta: page([1], 1, 1, 20) } }),
    [`GET /v3/discursives/slug/${PF.slug}`]: () => ({ json: { data: exam() } }),
    [`POST /v3/discursives/slug/${PF.slug}/submission`]: () => {
      const created: DiscursiveSubmission = {
        id: submissions.length + 1,
        index: submissions.length + 1,
        status: 'waiting revision',
        file_names: ['respostas.pdf'],
        created_at: '2026-11-24T12:00:00.000Z',
      };
      submissions.push(created);
      return { status: 201, json: { data: created } };
    },
  });
}

describe('submissions data layer', () => {
  it('shows the catalogue at once when the student comes back within the area, without asking again', async () => {
    server = await discursivesServer();
    const queryClient = createAreaQueryClient();
    const user = userEvent.setup();
    renderArea('/discursivas', platformFor(server), queryClient);
    await user.click(await screen.findByRole('link', { name: PF.name }));
    await screen.findByRole('heading', { level: 1, name: PF.name });

    await user.click(screen.getByRole('link', { name: 'Simulados discursivos' }));
    expect(screen.getByRole('link', { name: PF.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando simulados' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/discursives/catalog')).toHaveLength(1);
  });

  it('a submission refreshes the exam and its catalogue card (the mutation invalidates both)', async () => {
    server = await discursivesServer();
    const queryClient = createAreaQueryClient();
    const user = userEvent.setup();
    renderArea('/discursivas', platformFor(server), queryClient);
    await user.click(await screen.findByRole('link', { name: PF.name }));
    await screen.findByText(/Envios usados: 0 de/);

    await user.upload(
      screen.getByLabelText('Arquivos das respostas'),
      new File(['%PDF-1.4'], 'respostas.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar para correção' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar envio' }),
    );

    expect(await screen.findByText(/Envios usados: 1 de/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Meus envios' })).getByText('Envio 1'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Simulados discursivos' }));
    expect(await screen.findByText('Envios: 1 de 2')).toBeInTheDocument();
    await waitFor(() => expect(server?.requestsTo('GET', '/v3/discursives/catalog')).toHaveLength(2));
  });

  it("shows the kit's error with 'Tentar novamente' when the catalogue fails, and the retry loads it", async () => {
    let failing = true;
    server = await startTestServer({
      'GET /v3/discursives/catalog': () =>
        failing
          ? { status: 500, json: { error: { message: 'falhou' } } }
          : { json: { data: [PF], meta: page([1], 1, 1, 20) } },
    });
    const user = userEvent.setup();
    renderArea('/discursivas', platformFor(server));
    expect(await screen.findByText('Não foi possível carregar os simulados.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: PF.name })).toBeInTheDocument();
  });
});
