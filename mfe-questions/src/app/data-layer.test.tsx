import { screen, waitFor } from '@testing-library/react';
import { createAreaQueryClient } from 'shared-design-system/area';
import { NOTEBOOK_77 as NOTEBOOK, NOTEBOOK_77_ROUTES as ROUTES } from '../testing/fixtures';
import { closeTestServers, renderArea } from '../testing/render-area';

afterEach(closeTestServers);

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
