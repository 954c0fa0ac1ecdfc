import { cacheControlFor } from './cache-control-for';
import { acceptsEncoding, acceptsGzip } from './serve-static-files';

describe('cacheControlFor', () => {
  it.each([
    'main.1a2b3c4d.js',
    '827.d54a60a4.js',
    'main.1a2b3c4d.js.map',
    '__federation_expose_app.76e069ff.js',
    '0f1e2d3c4b5a69788796.png',
  ])('keeps the hashed file %s for a year', (file) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe('public, max-age=31536000, immutable');
  });

  it.each(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'favicon.ico'])(
    'revalidates %s every time',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    [undefined, false],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', true],
    ['br;q=0', 'br', false],
    ['gzip', 'br', false],
    ['*;q=0.5', 'br', true],
    ['gzip, brotli', 'br', false],
  ] as const)('Accept-Encoding %p accepts %p → %p', (header, coding, expected) => {
    expect(acceptsEncoding(header, coding)).toBe(expected);
  });
});
