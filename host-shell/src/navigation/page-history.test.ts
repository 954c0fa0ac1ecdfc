import { verticalWording } from 'shared-contracts';
import { installPageHistory, previousPageName, pushPage } from './page-history';

test('keeps the last 10 pages, newest last, without repeating the current one', () => {
  let history: string[] = [];
  for (let i = 1; i <= 12; i += 1) history = pushPage(history, `/questoes/${i}`);
  history = pushPage(history, '/questoes/12');
  expect(history).toHaveLength(10);
  expect(history[0]).toBe('/questoes/3');
  expect(history[9]).toBe('/questoes/12');
});

test("the previous page's name is its area's side-menu label in the vertical's words, else 'o Início'", () => {
  const concursos = verticalWording('concursos');
  expect(previousPageName([], 'concursos', concursos)).toBe('o Início');
  expect(previousPageName(['/cast'], 'concursos', concursos)).toBe('o Início');
  expect(previousPageName(['/cast/album/3', '/questoes/9'], 'concursos', concursos)).toBe('Cast');
  expect(previousPageName(['/cadernos-e-simulados', '/cast'], 'concursos', concursos)).toBe(
    'Cadernos e Simulados',
  );
  expect(previousPageName(['/cadernos-e-simulados', '/cast'], 'medicina', verticalWording('medicina'))).toBe(
    'Listas e Simulados',
  );
  expect(previousPageName(['/monitorias/x', '/cast'], 'oab', verticalWording('oab'))).toBe('Curso Especial');
  expect(previousPageName(['/resultado-pesquisa/x', '/cast'], 'concursos', concursos)).toBe('o Início');
});

test('records the first page and every routing event', () => {
  const paths: string[] = [];
  window.history.replaceState(null, '', '/mesa-de-estudo');
  const uninstall = installPageHistory((path) => paths.push(path));
  window.history.pushState(null, '', '/cast');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  uninstall();
  window.dispatchEvent(new Event('single-spa:routing-event'));
  expect(paths).toEqual(['/mesa-de-estudo', '/cast']);
});
