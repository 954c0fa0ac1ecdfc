import { verticalBrands } from 'shared-design-system';
import { applyVerticalToDocument, verticalSwitchUrl } from './vertical';

test('verticalSwitchUrl replaces the first host label and keeps port, path, query and hash', () => {
  expect(verticalSwitchUrl('http://concursos.localhost:3000/cast?x=1#t', 'medicina')).toBe(
    'http://medicina.localhost:3000/cast?x=1#t',
  );
  expect(verticalSwitchUrl('https://oab.plataforma-estudos.com.br/questoes', 'carreiras-juridicas')).toBe(
    'https://carreiras-juridicas.plataforma-estudos.com.br/questoes',
  );
});

test("the vertical's favicon, title and theme colour are applied to the document", () => {
  document.head.innerHTML = '<link rel="icon" id="shell-favicon" href="data:," />';
  applyVerticalToDocument('medicina');
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  expect(icon?.getAttribute('href')).toBe(verticalBrands.medicina.favicon);
  expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  expect(document.documentElement.dataset.vertical).toBe('medicina');
  expect(document.title).toBe('Estudos Medicina');
  expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
    verticalBrands.medicina.primary,
  );

  applyVerticalToDocument('oab');
  expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(verticalBrands.oab.favicon);
  expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
});
