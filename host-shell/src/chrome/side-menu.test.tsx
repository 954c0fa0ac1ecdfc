import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { explorerTitleAtom, shellStore } from '../state/shell-store';
import { renderChrome } from './render-chrome';
import { SideMenu } from './side-menu';

const FLAGS = {
  study_table: true,
  questions: true,
  notebooks: true,
  cast: true,
  tutorings: true,
  goals: true,
  new_products_catalog: true,
};

function renderMenu(vertical: 'concursos' | 'medicina' | 'oab' = 'concursos', preload = jest.fn()) {
  shellStore.set(explorerTitleAtom, 'Explorar objetivos');
  renderChrome(
    <nav aria-label="Menu principal">
      <SideMenu preload={preload} />
    </nav>,
    { platform: createTestPlatform({ vertical }), features: FLAGS },
  );
  return screen.getByRole('navigation', { name: 'Menu principal' });
}

test('labels follow the vertical', () => {
  const concursos = renderMenu('concursos');
  expect(within(concursos).getByRole('link', { name: 'Cadernos e Simulados' })).toBeInTheDocument();
  expect(within(concursos).getByRole('link', { name: 'Monitoria' })).toBeInTheDocument();
});

test('medicina says Listas e Simulados', () => {
  const medicina = renderMenu('medicina');
  expect(within(medicina).getByRole('link', { name: 'Listas e Simulados' })).toBeInTheDocument();
});

test('the active item is marked by the first path segment; the logo goes to the study table', () => {
  window.history.replaceState(null, '', '/questoes/123');
  const menu = renderMenu();
  expect(within(menu).getByRole('link', { name: 'Questões' })).toHaveAttribute('aria-current', 'page');
  expect(within(menu).getByRole('link', { name: 'Cast' })).not.toHaveAttribute('aria-current');
  expect(
    within(menu).getByRole('link', { name: 'Ir para a mesa de estudo, Estudos Concursos' }),
  ).toHaveAttribute('href', '/mesa-de-estudo');
});

test('expands on hover and while the keyboard is in it, collapses after', async () => {
  const menu = renderMenu();
  const panel = menu.querySelector('.side-menu') as HTMLElement;
  expect(panel).toHaveAttribute('data-expanded', 'false');
  fireEvent.mouseEnter(panel);
  expect(panel).toHaveAttribute('data-expanded', 'true');
  fireEvent.mouseLeave(panel);
  expect(panel).toHaveAttribute('data-expanded', 'false');

  const user = userEvent.setup();
  await user.tab();
  expect(
    within(menu).getByRole('link', { name: 'Ir para a mesa de estudo, Estudos Concursos' }),
  ).toHaveFocus();
  expect(panel).toHaveAttribute('data-expanded', 'true');
  await act(async () => (document.activeElement as HTMLElement).blur());
  expect(panel).toHaveAttribute('data-expanded', 'false');
});

test('keyboard focus on an item preloads its area, as hovering does', async () => {
  const preload = jest.fn();
  const menu = renderMenu('concursos', preload);
  act(() => within(menu).getByRole('link', { name: 'Cast' }).focus());
  expect(preload).toHaveBeenCalledWith('/cast');
});

test('Cursos para você opens in a new tab, an external catalogue for concursos', () => {
  const menu = renderMenu();
  const link = within(menu).getByRole('link', { name: /Cursos para você/ });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  expect(link).toHaveAccessibleName('Cursos para você (abre em nova aba)');
});

test('every item shows its own icon (hidden from screen readers) and keeps its label as its name', () => {
  const menu = renderMenu('oab');
  const links = within(menu)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-label') !== 'Ir para a mesa de estudo, Estudos OAB');
  expect(links.length).toBeGreaterThan(5);
  const icons = new Set<string>();
  for (const link of links) {
    const svg = link.querySelector('svg');
    expect({ item: link.textContent, hasIcon: svg !== null }).toEqual({
      item: link.textContent,
      hasIcon: true,
    });
    expect(svg!.closest('[aria-hidden="true"]')).not.toBeNull();
    icons.add(svg!.getAttribute('class') ?? '');
  }
  // one distinct icon per item
  expect(icons.size).toBe(links.length);
  expect(within(menu).getByRole('link', { name: 'Cast' })).toHaveTextContent('Cast');
});
