import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformApi } from 'shared-contracts';
import {
  createTestPlatform,
  startTestServer,
  type TestRoutes,
  type TestServer,
} from 'shared-contracts/testing';
import { createAreaQueryClient } from 'shared-design-system/area';
import { preloadLazyPages } from 'shared-design-system/testing';
import { AreaRoot } from '../app/root';
import { goalsPage, PF_AGENTE, PF_ESCRIVAO } from '../testing/fixtures';
import { goalWords } from './goal-words';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The area at `path` for a vertical that calls goals 'Metas': every text must follow the wording. */
async function renderWithGoalWord(path: string, routes: TestRoutes) {
  const server = await startTestServer(routes);
  servers.push(server);
  const base = createTestPlatform({ prefixUrl: server.url, vertical: 'medicina', http: { retryLimit: 0 } });
  const platform: PlatformApi = {
    ...base,
    vertical: {
      ...base.vertical,
      wording: { ...base.vertical.wording, objective: 'Meta', objectives: 'Metas' },
    },
  };
  window.history.pushState(null, '', path);
  await preloadLazyPages();
  render(<AreaRoot platform={platform} queryClient={createAreaQueryClient()} />);
  return { server, platform: base };
}

/** No text of the page names goals with a word of its own. */
function expectNoOwnGoalWord() {
  expect(document.body.textContent ?? '').not.toMatch(/objetivo/i);
  const labels = [...document.querySelectorAll('[aria-label]')].map((element) =>
    element.getAttribute('aria-label'),
  );
  expect(labels.join(' ')).not.toMatch(/objetivo/i);
}

describe('the vertical’s word for goals', () => {
  it('gives the forms the texts need', () => {
    expect(goalWords({ objective: 'Objetivo', objectives: 'Objetivos' })).toEqual({
      One: 'Objetivo',
      Many: 'Objetivos',
      one: 'objetivo',
      many: 'objetivos',
    });
  });

  it('names the goals list, its empty state and its links with it', async () => {
    await renderWithGoalWord('/objetivos', {
      'GET /bff/goals/userGoals': { data: [] },
      'GET /bff/performance/goals/favorites': { data: [] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Metas' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não escolheu um meta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar metas' })).toHaveAttribute('href', '/explorar');
    expect(screen.getByRole('link', { name: 'Adicionar meta' })).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não tem metas favoritos.')).toBeInTheDocument();
    expectNoOwnGoalWord();
  });

  it('names the explorer, its search and its cards’ buttons with it', async () => {
    await renderWithGoalWord('/objetivos/novo-objetivo', {
      'POST /bff/search/v2/goals-explorer': goalsPage([PF_AGENTE]),
      'GET /bff/goals/userGoals': { data: [] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Adicionar meta' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar metas' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome do meta' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Adicionar ${PF_AGENTE.name} aos meus metas` }),
    ).toBeInTheDocument();
    expectNoOwnGoalWord();
  });

  it('names the welcome wizard’s title, steps and save button with it', async () => {
    const user = userEvent.setup();
    await renderWithGoalWord('/objetivos/bem-vindo', {
      'GET /bff/goals/wizardAccessControl': { data: { show_wizard: true } },
      'GET /bff/goals/shelves/availableFilters': {
        data: { classifications: [{ id: 1, name: 'Polícia' }], highlight: true },
      },
      'GET /bff/goals': goalsPage([PF_AGENTE, PF_ESCRIVAO]),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Boas-vindas! Escolha seus metas' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Polícia' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Etapa 2 de 3: Metas' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: PF_AGENTE.name }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Você escolheu 1 meta:')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Metas escolhidos' })).getByText(PF_AGENTE.name),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar metas' })).toBeInTheDocument();
    expectNoOwnGoalWord();
  });

  it('names a missing goal’s page with it', async () => {
    await renderWithGoalWord('/objetivos/nao-existe', { 'GET /bff/goals/userGoals': { data: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meta não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Este meta não existe ou foi removido' })).toBeInTheDocument();
    expectNoOwnGoalWord();
  });
});
