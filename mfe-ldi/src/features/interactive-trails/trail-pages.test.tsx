import { screen, within } from '@testing-library/react';
import type { RecordedRequest } from 'shared-contracts/testing';
import { closeTestServers, renderArea } from '../../testing/render-area';
import { CHAPTERS, COURSE, ITEMS, SLUG } from '../../testing/fixtures';

afterEach(closeTestServers);

const ROUTES = {
  [`GET /v3/mci/courses/slug/${SLUG}`]: { data: COURSE },
  [`GET /v3/mci/my-courses/slug/${SLUG}/chapters`]: { data: CHAPTERS },
  'GET /v3/mci/items/:id': (request: RecordedRequest) => {
    const item = ITEMS[Number(request.path.split('/').pop())];
    return item
      ? { json: { data: item, pagination: { page: 1, per_page: 15, total: item.blocks.length } } }
      : undefined;
  },
  'GET /v3/mci/my-courses/1001/course-progress': {
    data: { percentage: 33, completed_items: 1, total_items: 3 },
  },
  'GET /v3/mci/my-courses/1001/chapter-percentage': {
    data: [
      { chapter_id: 10011, percentage: 50 },
      { chapter_id: 10012, percentage: 0 },
    ],
  },
};

describe('interactive trails', () => {
  it('reads a trail like a document, with a link to its panel', async () => {
    await renderArea(`/trilhas-interativas/${SLUG}`, ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direito Constitucional para Concursos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Painel da trilha' })).toHaveAttribute(
      'href',
      `/trilhas-interativas/${SLUG}/painel`,
    );
    expect(await screen.findByRole('region', { name: 'Direitos Fundamentais' })).toBeInTheDocument();
  });

  it('shows the panel: trail progress and each stage with its percentage', async () => {
    await renderArea(`/trilhas-interativas/${SLUG}/painel`, ROUTES);
    expect(await screen.findByText('Progresso da trilha: 33% (1 de 3 itens concluídos)')).toBeInTheDocument();
    const stages = await screen.findByRole('list', { name: 'Etapas da trilha' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Direitos Fundamentais — 50% concluído', 'Organização do Estado — 0% concluído']);
    expect(within(stages).getByRole('link', { name: 'Organização do Estado' })).toHaveAttribute(
      'href',
      `/trilhas-interativas/${SLUG}?capitulo=10012`,
    );
  });

  it('asks to choose a trail on the panel without a slug', async () => {
    await renderArea('/trilhas-interativas/painel', ROUTES);
    expect(await screen.findByRole('heading', { name: 'Escolha uma trilha' })).toBeInTheDocument();
  });
});
