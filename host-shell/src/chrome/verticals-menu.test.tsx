import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { renderChrome } from './render-chrome';
import { verticalSwitchUrl } from '../platform/vertical';
import { VerticalsMenu } from './verticals-menu';
import { verticalMenuEntries } from './verticals-menu-items';

test('switching vertical replaces the first host label, keeping port, path and query', () => {
  expect(verticalSwitchUrl('http://concursos.localhost:3000/cast?x=1', 'medicina')).toBe(
    'http://medicina.localhost:3000/cast?x=1',
  );
  expect(verticalSwitchUrl('https://oab.exemplo.com.br/questoes', 'vestibulares')).toBe(
    'https://vestibulares.exemplo.com.br/questoes',
  );
});

test('the menu needs vertical_menu_general and lists the verticals whose flag is on', () => {
  expect(verticalMenuEntries({ vertical_menu_medicina: true }, 'concursos')).toEqual([]);
  expect(
    verticalMenuEntries(
      { vertical_menu_general: true, vertical_menu_medicina: true, vertical_menu_militar: true },
      'concursos',
    ),
  ).toEqual([
    { vertical: 'concursos', label: 'Concursos', current: true },
    { vertical: 'medicina', label: 'Medicina', current: false },
    { vertical: 'militares', label: 'Militares', current: false },
  ]);
});

test('a menu of links to the other verticals, the current one checked', async () => {
  window.history.replaceState(null, '', '/questoes/buscar');
  const user = userEvent.setup();
  renderChrome(<VerticalsMenu />, {
    platform: createTestPlatform({ vertical: 'medicina' }),
    features: { vertical_menu_general: true, vertical_menu_concursos: true, vertical_menu_oab: true },
  });
  const button = screen.getByRole('button', { name: 'Vertical: Medicina' });
  await user.click(button);
  const menu = await screen.findByRole('menu', { name: 'Verticais' });
  const items = within(menu).getAllByRole('menuitemradio');
  expect(items.map((item) => item.textContent)).toEqual(['Concursos', 'Medicina✓', 'OAB']);
  expect(items[0]).toHaveAttribute('href', 'http://concursos.localhost/questoes/buscar');
  expect(items[1]).toHaveAttribute('aria-checked', 'true');
  expect(items[0]).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveFocus();
});

test('no menu without vertical_menu_general', () => {
  renderChrome(<VerticalsMenu />, { features: { vertical_menu_medicina: true } });
  expect(screen.queryByRole('button', { name: /Vertical/ })).not.toBeInTheDocument();
});
