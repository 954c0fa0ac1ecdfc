import { screen, within } from '@testing-library/react';
import { aProduct } from '../../../testing/fixtures';
import { closeTestServers, renderArea } from '../../../testing/render-area';

afterEach(closeTestServers);

const meta = { page: 1, perPage: 5, total: 2, lastPage: 1 };

it('shows 5 categories per page with their products and a link to each category', async () => {
  const { server } = await renderArea('/cursos-para-voce', {
    'GET /bff/public/ecommerce/catalog-categorized': {
      data: [
        {
          id: 1,
          name: 'Assinaturas',
          slug: 'assinaturas',
          description: '',
          products: [aProduct({ name: 'Assinatura Anual' }), aProduct({ name: 'Assinatura Bianual' })],
        },
        {
          id: 2,
          name: 'Carreiras Policiais',
          slug: 'carreiras-policiais',
          description: '',
          products: [aProduct({ name: 'PRF' })],
        },
      ],
      meta,
    },
  });

  expect(screen.getByRole('heading', { level: 1, name: 'Cursos para você' })).toBeInTheDocument();
  const subscriptions = await screen.findByRole('region', { name: 'Assinaturas' });
  expect(
    within(subscriptions)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Assinatura Anual', 'Assinatura Bianual']);
  expect(screen.getByRole('link', { name: 'Ver todos de Carreiras Policiais' })).toHaveAttribute(
    'href',
    '/cursos/carreiras-policiais',
  );
  const query = server.requestsTo('GET', '/bff/public/ecommerce/catalog-categorized')[0]?.query;
  // spec 3 §7: catalog-categorized?page&perPage&productsPerCategory&total
  expect(Object.fromEntries(query ?? [])).toEqual({
    page: '1',
    perPage: '5',
    productsPerCategory: '15',
    total: 'true',
  });
});

it('shows an empty state without categories and an error with retry on failure', async () => {
  const { unmount } = await renderArea('/cursos-para-voce', {
    'GET /bff/public/ecommerce/catalog-categorized': { data: [], meta: { ...meta, total: 0 } },
  });
  expect(
    await screen.findByRole('heading', { name: 'Nenhum produto disponível no momento' }),
  ).toBeInTheDocument();
  unmount();

  await renderArea('/cursos-para-voce', {
    'GET /bff/public/ecommerce/catalog-categorized': { status: 500, json: {} },
  });
  // spec 3 §7, §8: a failing category fetch is reported as 'Falha ao buscar pelo category ID'
  expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao buscar pelo category ID');
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});
