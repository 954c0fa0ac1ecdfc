import { verticalWording, VERTICAL_IDS } from 'shared-contracts';
import { SIDE_MENU_ICONS } from './side-menu-icons';
import { sideMenuItems } from './side-menu-items';

test('every side-menu item of every vertical, with every flag on, has an icon of its own', () => {
  for (const vertical of VERTICAL_IDS) {
    for (const newSearch of [false, true]) {
      const items = sideMenuItems({
        vertical,
        wording: verticalWording(vertical),
        isEnabled: (flag) => flag !== 'new_search' || newSearch,
        explorerTitle: 'Explorar objetivos',
      });
      for (const item of items)
        expect([item.path, SIDE_MENU_ICONS[item.path] !== undefined]).toEqual([item.path, true]);
    }
  }
  expect(new Set(Object.values(SIDE_MENU_ICONS)).size).toBe(Object.keys(SIDE_MENU_ICONS).length);
});
