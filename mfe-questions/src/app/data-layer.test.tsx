import { screen, waitFor } from '@testing-library/react';
import { createAreaQueryClient } from 'shared-design-system/area';
import { question } from '../testing/fixtures';
import { closeTestServers, renderArea } from '../testing/render-area';

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
const ROUTES = {
  'GET /bff/questions/notebooks/77': { data: NOTEBOOK },
  'GET /bff/questions/notebooks/77/stats': {
    data: {
      questions_number: 2,
      correct_answers: 2,
      wrong_answers: 1,
      answered_questions: 1,
      not_answered: 1,
    },
  },
  'GET /bff/questions/notebooks/77/questions': {
    data: [question(50001), question(50003)],
    pagination: { page: 1, per_page: 1000, total: 2, last_page: 1 },
  },
};

describe('questions data layer', () => {
  it('never keeps the notebook detail (spec 1 §2): a student coming back sees it loaded afresh', async () => {
    const queryClient = createAreaQueryClient();
    const first = await renderArea('/cadernos-e-simulados/cadernos/77', ROUTES, { queryClient });
    await screen.findByRole('heading', { level: 1, name: NOTEBOOK.name });
    first.unmount();
    // nothing of it is left in the area's cache once the page is gone
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['mfe-questions', 'notebook'] })).toEqual([]),
    );

    const { server } = await renderArea('/cadernos-e-simulados/cadernos/77', ROUTES, { queryClient });
    expect(screen.queryByRole('heading', { level: 1, name: NOTEBOOK.name })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: NOTEBOOK.name })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/questions/notebooks/77')).toHaveLength(1);
  });
});
