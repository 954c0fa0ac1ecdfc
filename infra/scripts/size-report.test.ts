import zlib from 'node:zlib';
import { appByPkg } from '../build/topology';
import {
  chunkFile,
  hostFirstLoadFiles,
  remoteFirstLoadFiles,
  requestedChunkIds,
  scriptSourcesOfHtml,
  type DistReader,
} from './first-load-files';
import {
  budgetFailures,
  formatReport,
  gzipSize,
  measureApp,
  sharedModuleCosts,
  parseBudget,
  type SizeBudget,
} from './size-report';

/** An in-memory dist folder shaped like a webpack + module federation production build. */
function dist(files: Record<string, string>): DistReader {
  return {
    files: Object.keys(files),
    readText: (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`no ${file}`);
      return text;
    },
  };
}

// What the host's build emits, trimmed: the entry is the federation runtime plus `import('./bootstrap')`
// (chunk 393) and the provide/fallback factories of the shared singletons (chunks 27 and 827).
const HOST_MAIN =
  '(()=>{var __webpack_modules__={1633(e,t,o){o.e(393).then(()=>o(8393))}};' +
  'a("rxjs","7.8.2",()=>__webpack_require__.e(27).then(()=>()=>__webpack_require__(9027)));' +
  'a("react-dom/client","19.3.1",()=>Promise.all([__webpack_require__.e(827),__webpack_require__.e(740)]));' +
  'var c={6365:{fallback:()=>__webpack_require__.e(706).then(()=>()=>__webpack_require__(8325)),shareKey:"react-dom"},' +
  '7470:{fallback:()=>Promise.all([__webpack_require__.e(827),__webpack_require__.e(740)]).then(()=>()=>__webpack_require__(7470)),shareKey:"react-dom/client"}}})();';
const HOST_FILES = {
  'index.html':
    '<!doctype html><html><head><script defer src=main.2c57d0fb.js></script></head><body></body></html>',
  'main.2c57d0fb.js': HOST_MAIN,
  '393.d0d4a78d.js':
    'bootstrap();o.e(512).then(()=>o(1512));o.e(700).then(()=>o(1700));' +
    'Promise.all([o.e(264),o.e(600)]).then(()=>o(1600));o.e(610).then(()=>o(1610));',
  '512.5a5a5a5a.js': 'searchField();',
  'top-bar.7b7b7b7b.js':
    '(self.webpackChunkhost=self.webpackChunkhost||[]).push([[700],{1700(){topBar()}}]);',
  '264.26262626.js': 'domPurifyOnlyForTheAlert();',
  'on-demand-drawers.60606060.js':
    '(self.webpackChunkhost=self.webpackChunkhost||[]).push([[600],{1600(){drawers();o.e(601)}}]);',
  '601.61616161.js': 'onlyTheDrawersUseThis();',
  'on-demand-dock.10101010.js':
    '(self.webpackChunkhost=self.webpackChunkhost||[]).push([[610],{1610(){dock()}}]);',
  '27.08f39b47.js': 'rxjs();',
  '827.d54a60a4.js': 'reactDom();',
  '431.7a4a4cf2.js': 'react();',
  '179.1a53cff8.js': 'lazyPage();',
  '706.aaaa1111.js': 'reactDomFallbackCopy();',
  'main.2c57d0fb.js.map': '{}',
  'mf-manifest.json': JSON.stringify({
    shared: [
      { name: 'react', assets: { js: { sync: ['431.7a4a4cf2.js'], async: [] } } },
      { name: 'react-dom', assets: { js: { sync: ['706.aaaa1111.js'], async: [] } } },
      { name: 'rxjs', assets: { js: { sync: ['27.08f39b47.js'], async: [] } } },
    ],
    exposes: [],
  }),
};

const REMOTE_FILES = {
  'remoteEntry.js':
    'var mfe_cast;'.repeat(40) +
    'c("react","19.3.1",()=>r.e(431).then(()=>()=>r(2431))),' +
    'c("react-router-dom","7.18.5",()=>Promise.all([r.e(606),r.e(365)]).then(()=>()=>r(2606)));',
  '431.7a4a4cf2.js': 'react();',
  '606.e09c22ba.js': 'reactRouter();'.repeat(20),
  '__federation_expose_app.76e069ff.js': 'mountCast();',
  '532.0f1e2d3c.js': 'dayjs();',
  '611.aaaabbbb.js': 'albumPage();',
  'mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [
      { name: 'react', assets: { js: { sync: ['431.7a4a4cf2.js'], async: [] } } },
      { name: 'react-router-dom', assets: { js: { sync: ['606.e09c22ba.js'], async: [] } } },
    ],
    exposes: [
      { name: 'comments', path: './comments', assets: { js: { sync: ['611.aaaabbbb.js'], async: [] } } },
      {
        name: 'app',
        path: './app',
        assets: {
          js: {
            sync: ['532.0f1e2d3c.js', '__federation_expose_app.76e069ff.js'],
            async: ['611.aaaabbbb.js'],
          },
        },
      },
    ],
  }),
};

const BUDGET: SizeBudget = { 'host-first-load': 150000, remoteEntry: 30000 };

describe('scriptSourcesOfHtml', () => {
  it('reads quoted, unquoted and rooted src attributes and skips other origins', () => {
    const html =
      '<script defer src=main.1.js></script><script src="/vendor.2.js?v=1"></script>' +
      "<script type=module src='./app.3.js'></script><script>inline()</script>" +
      '<script src="https://cdn.example/x.js"></script><script src="//cdn.example/y.js"></script>';

    expect(scriptSourcesOfHtml(html)).toEqual(['main.1.js', 'vendor.2.js', 'app.3.js']);
  });
});

describe('requestedChunkIds and chunkFile', () => {
  it('finds minified and readable chunk requests once each', () => {
    expect(requestedChunkIds(HOST_MAIN)).toEqual(['393', '27', '827', '740', '706']);
  });

  it('maps a chunk id to its hashed file, and an id without a file to nothing', () => {
    const files = Object.keys(HOST_FILES);

    expect(chunkFile('27', files)).toBe('27.08f39b47.js');
    expect(chunkFile('740', files)).toBeUndefined();
    expect(chunkFile('2', files)).toBeUndefined();
  });
});

describe('hostFirstLoadFiles', () => {
  it('counts the entry, what it requests transitively and the provided shared singletons, not on-demand chunks, what only they load, maps or consume fallbacks', () => {
    expect(hostFirstLoadFiles(dist(HOST_FILES)).sort()).toEqual(
      [
        'main.2c57d0fb.js',
        '393.d0d4a78d.js',
        '512.5a5a5a5a.js',
        'top-bar.7b7b7b7b.js',
        '27.08f39b47.js',
        '827.d54a60a4.js',
        '431.7a4a4cf2.js',
      ].sort(),
    );
  });

  it('fails when index.html names a script the build did not emit', () => {
    const { ['main.2c57d0fb.js']: _main, ...withoutMain } = HOST_FILES;

    expect(() => hostFirstLoadFiles(dist(withoutMain))).toThrow(
      'index.html references main.2c57d0fb.js, which is not in dist',
    );
  });
});

describe('remoteFirstLoadFiles', () => {
  it("takes the remote entry and the synchronous chunks of './app' only", () => {
    expect(remoteFirstLoadFiles(dist(REMOTE_FILES))).toEqual({
      remoteEntry: 'remoteEntry.js',
      app: ['532.0f1e2d3c.js', '__federation_expose_app.76e069ff.js'],
    });
  });

  it("fails when the remote exposes no './app'", () => {
    const files = { ...REMOTE_FILES, 'mf-manifest.json': JSON.stringify({ exposes: [] }) };

    expect(() => remoteFirstLoadFiles(dist(files))).toThrow('mf-manifest.json exposes no ./app');
  });
});

describe('measureApp', () => {
  it('sums the level-9 gzip size of each counted file', () => {
    const row = measureApp(appByPkg('mfe-cast'), dist(REMOTE_FILES));
    const expectedEntry = zlib.gzipSync(REMOTE_FILES['remoteEntry.js'], { level: 9 }).length;

    expect(row.remoteEntry).toBe(expectedEntry);
    expect(row.firstLoad).toBe(
      expectedEntry +
        gzipSize(REMOTE_FILES['532.0f1e2d3c.js']) +
        gzipSize(REMOTE_FILES['__federation_expose_app.76e069ff.js']),
    );
    expect(row.firstArea).toBeUndefined();
  });

  it('gives the brotli size of the same files, smaller than gzip: what a browser that accepts br downloads', () => {
    const row = measureApp(appByPkg('mfe-cast'), dist(REMOTE_FILES));
    const brotli = (text: string) =>
      zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

    expect(row.firstLoadBrotli).toBe(
      brotli(REMOTE_FILES['remoteEntry.js']) +
        brotli(REMOTE_FILES['532.0f1e2d3c.js']) +
        brotli(REMOTE_FILES['__federation_expose_app.76e069ff.js']),
    );
    expect(row.firstLoadBrotli).toBeLessThan(row.firstLoad);
  });

  it("adds to a remote's first area its providers of the shared modules the host does not provide", () => {
    const row = measureApp(appByPkg('mfe-cast'), dist(REMOTE_FILES), ['react', 'react-dom']);

    // react comes from the host; react-router-dom's provider chunk is this remote's to load (365 has no file)
    expect(row.firstArea).toBe(row.firstLoad + gzipSize(REMOTE_FILES['606.e09c22ba.js']));
  });
});

describe('sharedModuleCosts', () => {
  it("gives the gzip bytes of a remote's own providers of the named shared modules, leaving out what it does not provide", () => {
    expect(sharedModuleCosts(dist(REMOTE_FILES), ['react-router-dom', '@tanstack/react-query'])).toEqual({
      'react-router-dom': gzipSize(REMOTE_FILES['606.e09c22ba.js']),
    });
  });
});

describe('budgetFailures', () => {
  const host = { pkg: 'host-shell', kind: 'host' as const, files: {}, firstLoad: 150001, firstLoadBrotli: 1 };
  const remote = {
    pkg: 'mfe-cast',
    kind: 'remote' as const,
    files: {},
    firstLoad: 45000,
    firstLoadBrotli: 1,
    remoteEntry: 30000,
  };

  it('reports the host over its first-load budget and lets a remote entry exactly at its budget pass', () => {
    expect(budgetFailures([host, remote], BUDGET)).toEqual([
      'host-shell: first load 150.0 kB is over its budget of 150.0 kB by 1 B',
    ]);
  });

  it('checks a remote entry, and a remote first load only when that budget exists', () => {
    const heavier = { ...remote, remoteEntry: 31000 };

    expect(budgetFailures([heavier], BUDGET)).toEqual([
      'mfe-cast: remoteEntry 31.0 kB is over its budget of 30.0 kB by 1000 B',
    ]);
    expect(budgetFailures([remote], { ...BUDGET, 'remote-first-load': 40000 })).toEqual([
      'mfe-cast: first load 45.0 kB is over its budget of 40.0 kB by 5000 B',
    ]);
  });
});

describe('parseBudget and formatReport', () => {
  it('rejects a budget without numbers', () => {
    expect(() => parseBudget({ 'host-first-load': '150 kB', remoteEntry: 30000 })).toThrow(
      '"host-first-load" must be a number',
    );
  });

  it('prints one aligned row per app', () => {
    const table = formatReport(
      [
        {
          pkg: 'host-shell',
          kind: 'host',
          files: { 'main.js': 1 },
          firstLoad: 148600,
          firstLoadBrotli: 127300,
        },
        {
          pkg: 'mfe-cast',
          kind: 'remote',
          files: { 'remoteEntry.js': 1, 'app.js': 1 },
          firstLoad: 11400,
          firstLoadBrotli: 9900,
          remoteEntry: 8200,
          firstArea: 73000,
        },
      ],
      BUDGET,
    ).split('\n');

    expect(table[0]).toMatch(
      /^app\s+first load \(gz\)\s+budget\s+\(br\)\s+remoteEntry \(gz\)\s+budget\s+first area \(gz\)\s+files$/,
    );
    expect(table[2]).toMatch(/^host-shell\s+148\.6 kB\s+150\.0 kB\s+127\.3 kB\s+-\s+-\s+-\s+1$/);
    expect(table[3]).toMatch(/^mfe-cast\s+11\.4 kB\s+-\s+9\.9 kB\s+8\.2 kB\s+30\.0 kB\s+73\.0 kB\s+2$/);
  });
});
