import { Profiler } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { type LoggedUser } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { featuresAtom, explorerTitleAtom, shellStore, userAtom } from '../state/shell-store';
import { mount, unmount } from './chrome-app';
import { ChromeRoot } from './chrome-root';

const ana = {
  id: 1001,
  email: 'aluno@exemplo.com.br',
  fullName: 'Ana Paula Souza',
  betaTester: 'aceito_ativo',
  has_questions_access: true,
  terms_accepted: true,
} as LoggedUser;

beforeEach(() => {
  document.body.innerHTML =
    '<header id="shell-topbar"></header><nav id="shell-sidemenu" aria-label="Menu principal"></nav><main id="area"></main><div id="shell-overlays"></div>';
  shellStore.set(userAtom, ana);
  shellStore.set(featuresAtom, {
    study_table: true,
    questions: true,
    notebooks: true,
    cast: false,
    profile_menu_general: true,
    profile_menu_logout: true,
    goals: true,
    goals_explorer: true,
  });
  shellStore.set(explorerTitleAtom, 'Explorar objetivos');
});

test('renders the top bar and the flag-driven side menu into their slots, and unmounts cleanly', async () => {
  const platform = createTestPlatform({ vertical: 'medicina' });
  await act(() => mount({ platform, preload: () => {} }));

  const menu = screen.getByRole('navigation', { name: 'Menu principal' });
  expect(within(menu).getByRole('link', { name: 'Listas e Simulados' })).toHaveAttribute(
    'href',
    '/cadernos-e-simulados',
  );
  expect(within(menu).getByRole('link', { name: 'Explorar objetivos' })).toBeInTheDocument();
  expect(within(menu).queryByRole('link', { name: 'Cast' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Ana Paula Souza/ })).toHaveAttribute(
    'aria-haspopup',
    'menu',
  );
  expect(screen.getByRole('searchbox', { name: 'Pesquisar na plataforma' })).toBeInTheDocument();

  // flags loaded later update the menu without a remount
  await act(async () => shellStore.set(featuresAtom, { ...shellStore.get(featuresAtom), cast: true }));
  expect(within(menu).getByRole('link', { name: 'Cast' })).toBeInTheDocument();

  await act(() => unmount());
  expect(document.getElementById('shell-sidemenu')).toBeEmptyDOMElement();
  expect(document.getElementById('shell-topbar')).toBeEmptyDOMElement();
});

test('commits the side menu a commit after the top bar (issue 12: two shorter tasks), into its reserved slot', async () => {
  const platform = createTestPlatform({ vertical: 'concursos' });
  const filled = (id: string) => (document.getElementById(id)?.childElementCount ?? 0) > 0;
  const commits: { topBar: boolean; sideMenu: boolean }[] = [];
  await act(async () => {
    render(
      <Profiler
        id="chrome"
        onRender={() => commits.push({ topBar: filled('shell-topbar'), sideMenu: filled('shell-sidemenu') })}
      >
        <ChromeRoot platform={platform} preload={() => {}} />
      </Profiler>,
    );
  });

  expect(commits[0]).toEqual({ topBar: true, sideMenu: false });
  expect(commits.at(-1)).toEqual({ topBar: true, sideMenu: true });
  expect(
    within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
      name: 'Cadernos e Simulados',
    }),
  ).toBeInTheDocument();
});

test('hovering a side-menu item preloads its area', async () => {
  const preload = jest.fn();
  await act(() => mount({ platform: createTestPlatform(), preload }));
  const link = screen.getByRole('link', { name: 'Questões' });
  act(() => void link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
  expect(preload).toHaveBeenCalledWith('/questoes/buscar');
  await act(() => unmount());
});

test('a toast asked for on the bus is shown', async () => {
  const platform = createTestPlatform();
  await act(() => mount({ platform, preload: () => {} }));
  await act(
    async () => void platform.bus.emit('toast', { kind: 'error', message: 'Falha ao carregar o conteúdo!' }),
  );
  expect(screen.getByText('Falha ao carregar o conteúdo!')).toBeInTheDocument();
  await act(() => unmount());
});
