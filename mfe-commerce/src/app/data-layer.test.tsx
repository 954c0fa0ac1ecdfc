import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCatalogPage, aProduct } from '../testing/fixtures';
import { closeTestServers, renderArea } from '../testing/render-area';

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
});

const PRF = aProduct({ id: 40, name: 'PRF – Policial Rodoviário Federal', slug: 'prf' });

describe('commerce data layer', () => {
  it('going back to the catalogue from a course shows it at once, without asking the server again', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cursos', {
      'GET /bff/public/ecommerce/catalog': aCatalogPage([PRF]),
      'GET /bff/public/ecommerce/products/prf': { data: PRF },
    });
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
    const user = userEvent.setup();
    await renderArea('/minhas-compras', {
      'GET /bff/ecommerce/orders/subscription': () =>
        failing ? { status: 500, json: { error: { message: 'falhou' } } } : { json: { data: [] } },
    });
    expect(await screen.findByText('Não foi possível carregar suas compras.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não fez compras')).toBeInTheDocument();
  });
});
