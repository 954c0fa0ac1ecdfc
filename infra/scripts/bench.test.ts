import path from 'node:path';
import {
  casesNamed,
  federationRatios,
  figuresOf,
  formatCriticalPath,
  lcpCriticalPath,
  medianFigures,
  medianRunPath,
  parseArgs,
  type LighthouseSummary,
  type SimulatedNode,
} from './bench';
import { median } from './bench-helpers';

function summary(
  lcp: number,
  scripts: { start: number; bytes: number }[],
  score = 0.9,
  observedLcp?: number,
  benchmarkIndex?: number,
): LighthouseSummary {
  return {
    finalDisplayedUrl: 'http://concursos.localhost:3000/baixar-o-app',
    ...(benchmarkIndex === undefined ? {} : { environment: { benchmarkIndex } }),
    categories: { performance: { score }, accessibility: { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      ...(observedLcp === undefined
        ? {}
        : { metrics: { details: { items: [{ observedLargestContentfulPaint: observedLcp }] } } }),
      'network-requests': {
        details: {
          items: [
            { url: 'a.css', resourceType: 'Stylesheet', networkRequestTime: 10, transferSize: 999 },
            ...scripts.map((script, i) => ({
              url: `${i}.js`,
              resourceType: 'Script',
              networkRequestTime: script.start,
              transferSize: script.bytes,
            })),
          ],
        },
      },
    },
    failedAccessibility: [],
  };
}

describe('bench figures', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('counts the scripts, and their bytes, requested before the LCP only', () => {
    const figures = figuresOf(
      summary(1000, [
        { start: 100, bytes: 2048 },
        { start: 900, bytes: 1024 },
        { start: 1500, bytes: 4096 },
      ]),
    );
    expect(figures).toMatchObject({
      lcpMs: 1000,
      scriptsBeforeLcp: 2,
      scriptBytesBeforeLcp: 3072,
      // every request, the stylesheet too
      requestsBeforeLcp: 3,
      bytesBeforeLcp: 4071,
      score: 0.9,
    });
    expect(figures.finalUrl).toBe('http://concursos.localhost:3000/baixar-o-app');
  });

  it("counts by the observed LCP when Lighthouse reports it: the requests' times are on the observed load", () => {
    // simulated LCP 3000 ms, observed 1000 ms: a script asked at 1500 ms (after the page's largest paint, as
    // an area prefetched at idle is) is not part of the first load
    const figures = figuresOf(
      summary(
        3000,
        [
          { start: 100, bytes: 2048 },
          { start: 900, bytes: 1024 },
          { start: 1500, bytes: 4096 },
        ],
        0.9,
        1000,
      ),
    );
    expect(figures).toMatchObject({
      lcpMs: 3000,
      scriptsBeforeLcp: 2,
      scriptBytesBeforeLcp: 3072,
      requestsBeforeLcp: 3,
      bytesBeforeLcp: 4071,
    });
  });

  it("keeps Lighthouse's benchmarkIndex of the run, NaN when the report has none", () => {
    expect(figuresOf(summary(1000, [], 0.9, undefined, 1234)).benchmarkIndex).toBe(1234);
    expect(figuresOf(summary(1000, [])).benchmarkIndex).toBeNaN();
  });

  it('reports the median of each figure over the runs', () => {
    const runs = [
      figuresOf(summary(3000, [{ start: 1, bytes: 10 }], 0.5, undefined, 700)),
      figuresOf(summary(1000, [{ start: 1, bytes: 30 }], 0.9, undefined, 1300)),
      figuresOf(summary(2000, [{ start: 1, bytes: 20 }], 0.7, undefined, 1100)),
    ];
    expect(medianFigures(runs)).toMatchObject({
      benchmarkIndex: 1100,
      lcpMs: 2000,
      score: 0.7,
      scriptBytesBeforeLcp: 20,
      tbtMs: 120,
    });
  });

  it('divides the federated figures by the single build ones, page by page', () => {
    const federated = { '/cast (mobile)': figuresOf(summary(3000, [{ start: 1, bytes: 3001 }])) };
    const single = {
      '/cast (mobile)': figuresOf(summary(2000, [{ start: 1, bytes: 1001 }])),
      '/only-single (mobile)': figuresOf(summary(1000, [])),
    };
    // bytes: (999 + 3001) / (999 + 1001); requests: 2 / 2; LCP: 3000 / 2000
    expect(federationRatios(federated, single)).toEqual({
      '/cast (mobile)': { bytes: 2, requests: 1, lcp: 1.5 },
    });
  });
});

describe("the simulated LCP's critical path", () => {
  const PAGE = 'http://concursos.localhost:3000/mesa-de-estudo';
  // document → navigation task → main.js → the shell's task → /bff/manutencao, with a remote's chunk that the
  // shell's task also waited for but that ended sooner, and a request that nothing on the way needed
  const graph: SimulatedNode[] = [
    { id: 0, kind: 'request', url: PAGE, bytes: 3772, startMs: 0, endMs: 607, waitsFor: [] },
    { id: 1, kind: 'task', observedMs: 75.9, startMs: 721, endMs: 1025, waitsFor: [0] },
    {
      id: 2,
      kind: 'request',
      url: 'http://concursos.localhost:3000/main.05818472.js',
      bytes: 114220,
      startMs: 1025,
      endMs: 2982,
      waitsFor: [1],
    },
    {
      id: 3,
      kind: 'request',
      url: 'http://localhost:3107/316.4e734c1c.js',
      bytes: 10047,
      startMs: 1100,
      endMs: 2400,
      waitsFor: [1],
    },
    { id: 4, kind: 'task', observedMs: 10.1, startMs: 3088, endMs: 3129, waitsFor: [2, 3] },
    {
      id: 5,
      kind: 'request',
      url: 'http://concursos.localhost:3000/bff/manutencao',
      bytes: 398,
      startMs: 3129,
      endMs: 3286,
      waitsFor: [4],
    },
    {
      id: 6,
      kind: 'request',
      url: 'http://concursos.localhost:3000/bff/features',
      startMs: 800,
      endMs: 1200,
      waitsFor: [1],
    },
  ];

  it('follows, from the node that ends last, the dependency that ended last, back to the document', () => {
    const steps = lcpCriticalPath(graph, PAGE);
    expect(steps.map((step) => step.label)).toEqual([
      '/mesa-de-estudo',
      'main thread (76 ms observed)',
      '/main.05818472.js',
      'main thread (10 ms observed)',
      '/bff/manutencao',
    ]);
    expect(formatCriticalPath(steps)).toBe(
      '/mesa-de-estudo 0–607 ms (3.7 KiB) → main thread (76 ms observed) 721–1025 ms → ' +
        '/main.05818472.js 1025–2982 ms (111.5 KiB) → main thread (10 ms observed) 3088–3129 ms → ' +
        '/bff/manutencao 3129–3286 ms (0.4 KiB)',
    );
  });

  it("names a request of another origin with its host, and takes the run nearest the runs' median LCP", () => {
    const chunkLast = graph.map((node) => (node.id === 3 ? { ...node, endMs: 3500 } : node));
    const run = (lcp: number, nodes: SimulatedNode[]): LighthouseSummary => ({
      finalDisplayedUrl: PAGE,
      categories: { performance: { score: 0.8 } },
      audits: { 'largest-contentful-paint': { numericValue: lcp } },
      lcpSimulation: nodes,
    });
    const path = medianRunPath([run(2900, graph), run(3300, chunkLast), run(4100, graph)]);
    expect(path?.map((step) => step.label)).toEqual([
      '/mesa-de-estudo',
      'main thread (76 ms observed)',
      'localhost:3107/316.4e734c1c.js',
    ]);
    // a runner without Lighthouse's simulator sends no graph: no path, rather than a wrong one
    expect(medianRunPath([{ ...run(3000, graph), lcpSimulation: undefined }])).toBeNull();
  });
});

describe('bench options', () => {
  const rows = [
    { name: '/mesa-de-estudo (mobile)' },
    { name: '/cursos (mobile)' },
    { name: '/mesa-de-estudo (desktop)' },
    { name: 'phone at /mesa-de-estudo' },
  ];

  it('keeps the rows whose name holds --only, and every row without it', () => {
    expect(casesNamed(rows, '/mesa-de-estudo (')).toEqual([rows[0], rows[2]]);
    expect(casesNamed(rows, '(mobile)')).toEqual([rows[0], rows[1]]);
    expect(casesNamed(rows, null)).toEqual(rows);
  });

  it('refuses an --only that keeps no row, naming the rows there are', () => {
    expect(() => casesNamed(rows, '/questoes')).toThrow(
      'bench: no row\'s name holds "/questoes" (rows: /mesa-de-estudo (mobile); /cursos (mobile);',
    );
  });

  it('reads the A/B options, with their folders made absolute', () => {
    const args = parseArgs([
      '--against',
      'base',
      '--only',
      '/mesa-de-estudo (mobile)',
      '--runs',
      '10',
      '--no-build',
    ]);
    expect(args).toMatchObject({
      against: path.resolve('base'),
      only: '/mesa-de-estudo (mobile)',
      runs: 10,
      build: false,
      saveBuild: null,
    });
    expect(parseArgs(['--save-build', '/tmp/base']).saveBuild).toBe('/tmp/base');
    expect(parseArgs([])).toMatchObject({ runs: 5, build: true, only: null, against: null, saveBuild: null });
  });

  it('refuses an option without its value, an unknown one, and an A/B of the single build', () => {
    expect(() => parseArgs(['--against'])).toThrow('bench: --against needs a value');
    expect(() => parseArgs(['--only', '--no-build'])).toThrow('bench: --only needs a value');
    expect(() => parseArgs(['--compare', 'x'])).toThrow(
      /unknown option --compare \(known: .*--against DIR\)/,
    );
    expect(() => parseArgs(['--against', 'base', '--single'])).toThrow(
      '--against compares federated builds only',
    );
  });
});
