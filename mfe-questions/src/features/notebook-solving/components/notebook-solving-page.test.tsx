import { screen, within } from '@testing-library/react';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { question } from '../../../testing/fixtures';

afterEach(closeTestServers);

const NOTEBOOK = {
  id: 77,
  name: 'Crase e concordância',
  correct_answers: 2,
  wrong_answers: 1,
  questions_number: 2,
  path: 'base',
  filters: null,
  counts: null,
  sequence_notebook_ids: [],
  student_id: 1,
  created_at: '2025-04-02T13:30:00.000Z',
  updated_at: '2025-04-02T13:30:00.000Z',
};
const routes = {
  'GET /bff/questions/notebooks/77': { data: NOTEBOOK },
  'GET /bff/questions/notebooks/77/questions': {
    data: [question(50001), question(50003)],
    pagination: { page: 1, per_page: 1000, total: 2, last_page: 1 },
  },
};

describe('notebook page (/cadernos-e-simulados/cadernos/{id})', () => {
  it('shows the counters and links to solve the questions in order', async () => {
    await renderArea('/cadernos-e-simulados/cadernos/77', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crase e concordância' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acertos').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Erros').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Resolver questões' })).toHaveAttribute(
      'href',
      '/questoes/50001?caderno=77&posicao=1',
    );
    const list = screen.getByRole('list', { name: 'Questões do caderno' });
    expect(within(list).getAllByRole('link')[1]).toHaveAttribute(
      'href',
      '/questoes/50003?caderno=77&posicao=2',
    );
    expect(screen.getByRole('link', { name: 'Cadernos e Simulados' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados',
    );
  });

  it('says Lista on medicina', async () => {
    await renderArea('/cadernos-e-simulados/cadernos/77', routes, { vertical: 'medicina' });
    expect(await screen.findByRole('list', { name: 'Questões da lista' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listas e Simulados' })).toBeInTheDocument();
  });

  it('an unknown notebook is the missing page', async () => {
    await renderArea('/cadernos-e-simulados/cadernos/78', {
      'GET /bff/questions/notebooks/78': serverError(404, 'Caderno não encontrado.', 'NOT_FOUND'),
    });
    expect(await screen.findByText('Este caderno não existe ou foi removido.')).toBeInTheDocument();
  });
});
