import fs from 'node:fs';
import path from 'node:path';
import { ALERT_ALLOWED_ATTRIBUTES, ALERT_ALLOWED_TAGS, sanitizeAlertText } from './global-alert-sanitize';

/** The site's XSS corpus (infra/e2e/xss/vectors.json), each vector alone through the alert sanitiser. */
const VECTORS: string[] = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../infra/e2e/xss/vectors.json'), 'utf8'),
).vectors;

const TAGS = new Set(ALERT_ALLOWED_TAGS.map((tag) => tag.toUpperCase()));
const ATTRIBUTES = new Set([...ALERT_ALLOWED_ATTRIBUTES, 'rel']);

test.each(VECTORS.map((vector, index) => [index, vector]))(
  'vector %i keeps only spec 1 §5 tags and attributes, no script URL: %s',
  (_i, vector) => {
    const template = document.createElement('template');
    template.innerHTML = sanitizeAlertText(vector);
    for (const element of Array.from(template.content.querySelectorAll('*'))) {
      expect(TAGS.has(element.tagName)).toBe(true);
      for (const attribute of Array.from(element.attributes)) {
        expect(ATTRIBUTES.has(attribute.name)).toBe(true);
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters and spaces in a URL scheme
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        expect(value).not.toMatch(/^(javascript|vbscript|data|livescript):/);
        if (attribute.name === 'style') expect(value).not.toMatch(/expression|javascript|url\(/);
      }
    }
  },
);
