import { sanitizeLessonHtml } from './sanitized-html';

describe('sanitizeLessonHtml', () => {
  it("keeps the editor's text, lists, tables, pictures and links", () => {
    const html =
      '<h2>Direitos</h2><p><strong>Art. 5º</strong> <em>caput</em></p><ol start="2"><li>um</li></ol>' +
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table><img src="/img/a.png" alt="a">' +
      '<a href="/questoes/buscar">questões</a>';
    expect(sanitizeLessonHtml(html)).toBe(html);
  });

  it('drops style, form, svg, math, frames and scripts', () => {
    const html =
      '<style>body{display:none}</style><form action="https://mal.example"><input name="senha"></form>' +
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg><math><mi>x</mi></math>' +
      '<iframe src="https://mal.example"></iframe><script>alert(1)</script><p style="position:fixed">texto</p>';
    expect(sanitizeLessonHtml(html)).toBe('<p>texto</p>');
  });

  it('refuses script and data URLs in links and pictures', () => {
    expect(
      sanitizeLessonHtml(
        '<a href="javascript:alert(1)">a</a><img src="data:image/svg+xml,<svg onload=alert(1)>">',
      ),
    ).toBe('<a>a</a><img>');
  });

  it('protects a link that opens elsewhere, whatever rel the server sent', () => {
    expect(sanitizeLessonHtml('<a href="https://exemplo.com.br" target="_blank" rel="opener">ver</a>')).toBe(
      '<a href="https://exemplo.com.br" target="_blank" rel="noopener noreferrer">ver</a>',
    );
  });
});
