import { layoutForPath } from './layout-for-path';

test.each([
  ['/trilhas-interativas/print', 'minimal'],
  ['/ldi/print', 'minimal'],
  ['/ldi/print-test', 'minimal'],
  ['/ldi/pdf', 'minimal'],
  ['/auth', 'default'],
  ['/baixar-o-app', 'default'],
  ['/public/questoes/direito', 'default'],
  ['/cadernos-e-simulados/simulados/12', 'no-padding'],
  ['/questoes/345', 'no-padding'],
  ['/ldi/direito-constitucional', 'no-padding'],
  ['/trilhas-interativas/trilha-x/painel', 'no-padding'],
  ['/aulas-ao-vivo', 'navigation-dark'],
  ['/mesa-de-estudo/live/9', 'navigation-dark'],
  ['/webcast/aula', 'navigation-dark'],
  ['/mesa-de-estudo', 'navigation'],
  ['/questoes/buscar', 'navigation'],
  ['/cadernos-e-simulados', 'navigation'],
  ['/cadernos-e-simulados/simulados', 'navigation'],
  ['/', 'navigation'],
])('%s uses the %s layout', (path, layout) => {
  expect(layoutForPath(path)).toBe(layout);
});
