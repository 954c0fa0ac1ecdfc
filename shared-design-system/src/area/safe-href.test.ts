import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    'https://www.youtube.com/watch?v=abc',
    'http://exemplo.com.br/arquivo.pdf',
    'mailto:suporte@exemplo.com.br',
    '/todos-os-cursos/direito-constitucional',
    '?page=2',
    '#capitulo-3',
    'aula-2',
  ])('lets %s through', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/path',
    '/\\evil.example',
    '',
  ])('refuses %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
    expect(safeHref(url, '#')).toBe('#');
  });

  it('refuses what is not a string', () => {
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined, '/cast')).toBe('/cast');
  });
});
