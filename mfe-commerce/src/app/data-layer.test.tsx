import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { createAreaQueryClient } from 'shared-design-system/area';
import { aCatalogPage, aProduct } from '../testing/fixtures';
import { platformFor } from 'shared-design-system/testing';
import { renderArea } from '../testing/render-area';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
});

const PRF = aProduct({ id: 40, name: 'PRF – Policial Rodoviário Federal', slug: 'prf' });

describe('commerce data layer', () => {
  it('going back to the catalogue from a course shows it at once, without asking the server again', async () => {
    server = await startTestServer({
      'GET /bff/public/ecommerce/catalog': aCatalogPage([PRF]),
      'GET /bff/public/ecommerce/products/prf': { data: PRF },
    });
    const user = userEvent.setup();
    renderArea('/cursos', platformFor(server), createAreaQueryClient());
    const links = await screen.findAllByRole('link', { name: PRF.name });
    await user.click(links[0]!);
    await screen.findByRole('heading', { level: 1, name: PRF.name });

    window.history.back();
    expect((await screen.findAllByRole('link', { name: PRF.name })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('status', { name: /Carregando/ })).not.toBeInTheDocument();
    // the catalogue is reference data: fresh for 10 minutes
    expect(server.requestsTo('GET', '/bff/public/ecommerce/catalog')).toHaveLength(1);
  });

  it("shows the kit's error with 'Tentar novamente' when the purchases fail, and the retry loads them", async () => {
    let failing = true;
    server = await startTestServer({
      'GET /bff/ecommerce/orders/subscription': () =>
        failing ? { status: 500, json: { error: { message: 'falhou' } } } : { json: { data: [] } },
    });
    const user = userEvent.setup();
    renderArea('/minhas-compras', platformFor(server));
    expect(await screen.findByText('Não foi possível carregar suas compras.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não fez compras')).toBeInTheDocument();
  });
});
