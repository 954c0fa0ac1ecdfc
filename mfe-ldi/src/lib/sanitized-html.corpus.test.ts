import fs from 'node:fs';
import path from 'node:path';
import { sanitizeLessonHtml } from './sanitized-html';

/** The site's XSS corpus (infra/e2e/xss/vectors.json), each vector alone through the lesson sanitiser. */
const VECTORS: string[] = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../infra/e2e/xss/vectors.json'), 'utf8'),
).vectors;

/** What is left of a sanitised fragment that could run or leak: handlers, script URLs, dangerous elements. */
function dangers(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    if (
      ![
        'P',
        'BR',
        'HR',
        'SPAN',
        'STRONG',
        'B',
        'EM',
        'I',
        'U',
        'S',
        'SUB',
        'SUP',
        'MARK',
        'SMALL',
        'H2',
        'H3',
        'H4',
        'H5',
        'H6',
        'UL',
        'OL',
        'LI',
        'BLOCKQUOTE',
        'CODE',
        'PRE',
        'A',
        'IMG',
        'FIGURE',
        'FIGCAPTION',
        'TABLE',
        'THEAD',
        'TBODY',
        'TFOOT',
        'TR',
        'TH',
        'TD',
        'CAPTION',
      ].includes(element.tagName)
    )
      found.push(`<${element.tagName}>`);
    for (const attribute of Array.from(element.attributes)) {
      // eslint-disable-next-line no-control-regex -- browsers ignore control characters and spaces in a URL scheme
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (attribute.name.startsWith('on') || attribute.name === 'style' || attribute.name === 'srcset')
        found.push(attribute.name);
      if (/^(javascript|vbscript|data|livescript):/.test(value))
        found.push(`${attribute.name}=${attribute.value}`);
    }
  }
  return found;
}

test('the corpus holds at least 200 vectors', () => {
  expect(VECTORS.length).toBeGreaterThanOrEqual(200);
});

test.each(VECTORS.map((vector, index) => [index, vector]))(
  'vector %i leaves nothing that runs: %s',
  (_i, vector) => {
    const clean = sanitizeLessonHtml(vector);
    expect(dangers(clean)).toEqual([]);
    // sanitising is stable: the output passes through unchanged
    expect(sanitizeLessonHtml(clean)).toBe(clean);
  },
);
