/**
 * `npm run bench` (issue 12): the performance figures of the composed production build on this machine.
 * A benchmark, not a test: it prints and writes figures and asserts none (sizes are gated by `npm run size`).
 *
 *   npm run bench                       build, start the stack, Lighthouse median of 5 + area switches
 *   npm run bench -- --runs 1 --no-build    a quick look at what is already built
 *   npm run bench -- --only '/mesa-de-estudo (mobile)'    only the rows whose name holds that text
 *   npm run bench -- --save-build DIR   build (unless --no-build) and keep a copy of the build in DIR
 *   npm run bench -- --against DIR --only '/mesa-de-estudo (mobile)' --runs 10
 *                                       this build and the one saved in DIR, Lighthouse runs in turn (bench-ab.ts)
 *
 * Lighthouse 12 runs Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), signed in as the seeded
 * student through the session cookie:
 * - mobile: Lighthouse's default mobile throttling, with a desktop user agent so that the mobile guard does
 *   not send the page to /baixar-o-app;
 * - desktop: Lighthouse's desktop preset;
 * - phone: Lighthouse's own phone user agent entering at /mesa-de-estudo (spec 1 guard 4 sends it to
 *   /baixar-o-app, where every phone user lands).
 * Then the area switch: median of 30 side-menu clicks, click → the area's heading painted, warm (areas seen
 * before in the page) and cold (the first visit to each area in a fresh page).
 * Figures go to stdout as a table and to infra/bench-results.json.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SESSION_COOKIE } from 'shared-contracts';
import { CHROMIUM_ARGS } from '../e2e/playwright.config';
import { startPlatform } from './serve';
import { median, textTable } from './bench-helpers';
import { APPS, HOST as HOST_APP } from '../build/topology';
import { localSiteOrigin } from './dev-sign-in-url';
import { abComparison, abTable, missingFromSavedBuild, saveBuild, type AbRow } from './bench-ab';

const ROOT = path.resolve(__dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOST = localSiteOrigin(HOST_APP.port);
const STUDENT = 'aluno@exemplo.com.br';
const PAGES = ['/mesa-de-estudo', '/questoes/buscar', '/cursos'];
/** Lighthouse's desktop user agent (the mobile preset keeps its throttling, not its phone identity). */
const DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Safari/537.36';
/** The side-menu items the area-switch figures click through, each with the heading its page paints. */
const SWITCHES = [
  { item: 'Mesa de estudo', path: '/mesa-de-estudo' },
  { item: 'Questões', path: '/questoes/buscar' },
  { item: 'Cast', path: '/cast' },
  { item: 'Redações', path: '/redacoes' },
  { item: 'Catálogo de cursos', path: '/cursos' },
];

export interface Args {
  runs: number;
  build: boolean;
  switches: number;
  /** also bench the single build (the areas compiled into the host, no federation) and print the ratios */
  single: boolean;
  /** only the Lighthouse rows whose name holds this text */
  only: string | null;
  /** copy the build to this folder and stop (the build `--against` compares with later) */
  saveBuild: string | null;
  /** compare this build with the one saved in this folder, Lighthouse runs in turn (no area switches) */
  against: string | null;
}

export function parseArgs(argv: string[]): Args {
  const args: Args = {
    runs: 5,
    build: true,
    switches: 30,
    single: false,
    only: null,
    saveBuild: null,
    against: null,
  };
  const value = (i: number) => {
    const next = argv[i];
    if (next === undefined || next.startsWith('--')) throw new Error(`bench: ${argv[i - 1]} needs a value`);
    return next;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') args.build = false;
    else if (arg === '--single') args.single = true;
    else if (arg === '--runs') args.runs = Math.max(1, Number(argv[++i]));
    else if (arg === '--switches') args.switches = Math.max(1, Number(argv[++i]));
    else if (arg === '--only') args.only = value(++i);
    else if (arg === '--save-build') args.saveBuild = path.resolve(value(++i));
    else if (arg === '--against') args.against = path.resolve(value(++i));
    else
      throw new Error(
        `bench: unknown option ${arg} (known: --runs N, --switches N, --no-build, --single, --only TEXT, ` +
          '--save-build DIR, --against DIR)',
      );
  }
  if (args.against && args.single) throw new Error('bench: --against compares federated builds only');
  return args;
}

/** One Lighthouse run's figures. */
export interface LighthouseFigures {
  finalUrl: string;
  score: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptsBeforeLcp: number;
  scriptBytesBeforeLcp: number;
  /** every request started before the LCP (observed), and the bytes they transferred */
  requestsBeforeLcp: number;
  bytesBeforeLcp: number;
  /** the accessibility audits that failed (empty at 1.00) */
  failedAccessibility: string[];
  /**
   * Lighthouse's `benchmarkIndex`: how fast this machine's CPU was during the run (higher is faster). TBT and
   * the mobile score follow it, and on this machine it varies widely within a day (1534–3047 on 2026-11-30), so
   * figures of two benches compare only beside it; to judge a change, `--against` a saved build (bench-ab.ts).
   */
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
  startTime?: number;
  transferSize?: number;
}

/** One node of the simulated LCP's graph (lighthouse-runner.mjs `lcpSimulation`), on the simulated timeline. */
export interface SimulatedNode {
  id: number;
  kind: 'request' | 'task';
  url?: string;
  bytes?: number;
  /** a main-thread task's duration on the load Lighthouse observed (the simulation multiplies it) */
  observedMs?: number;
  startMs: number;
  endMs: number;
  /** the nodes it could not start before */
  waitsFor: number[];
}

/** The part of a Lighthouse result (lhr) the bench reads; lighthouse-runner.mjs sends exactly this. */
export interface LighthouseSummary {
  finalDisplayedUrl: string;
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number | null }; accessibility?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  failedAccessibility?: string[];
  lcpSimulation?: SimulatedNode[];
}

/** One step of the simulated LCP's critical path: a request or a main-thread task, when it ran (simulated). */
export interface CriticalStep {
  label: string;
  startMs: number;
  endMs: number;
  bytes?: number;
}

/**
 * The chain the simulated LCP waited for (issue 12: what the mobile LCP is made of): from the node that ends
 * last, back through the dependency that ended last, to the document. Requests are named by their path (with
 * the origin when it is not the page's), tasks as the main thread with their observed duration.
 */
export function lcpCriticalPath(nodes: readonly SimulatedNode[], pageUrl: string): CriticalStep[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pageOrigin = new URL(pageUrl).origin;
  const steps: SimulatedNode[] = [];
  let current = nodes.reduce<SimulatedNode | undefined>(
    (last, node) => (!last || node.endMs > last.endMs ? node : last),
    undefined,
  );
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    steps.unshift(current);
    current = current.waitsFor
      .map((id) => byId.get(id))
      .reduce<SimulatedNode | undefined>(
        (last, node) => (node && (!last || node.endMs > last.endMs) ? node : last),
        undefined,
      );
  }
  return steps.map((node) => {
    if (node.kind === 'task')
      return {
        label: `main thread (${Math.round(node.observedMs ?? 0)} ms observed)`,
        startMs: node.startMs,
        endMs: node.endMs,
      };
    const url = new URL(node.url ?? '', pageUrl);
    const where = url.origin === pageOrigin ? '' : url.host;
    return {
      label: `${where}${url.pathname}`,
      startMs: node.startMs,
      endMs: node.endMs,
      ...(node.bytes ? { bytes: node.bytes } : {}),
    };
  });
}

/** The critical path of the run whose simulated LCP is nearest the runs' median, when the runner sent it. */
export function medianRunPath(runs: readonly LighthouseSummary[]): CriticalStep[] | null {
  const withGraph = runs.filter((run) => run.lcpSimulation?.length);
  if (!withGraph.length) return null;
  const lcpOf = (run: LighthouseSummary) =>
    run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  const middle = median(withGraph.map(lcpOf));
  const nearest = withGraph.reduce((best, run) =>
    Math.abs(lcpOf(run) - middle) < Math.abs(lcpOf(best) - middle) ? run : best,
  );
  return lcpCriticalPath(nearest.lcpSimulation ?? [], nearest.finalDisplayedUrl);
}

/** `document 0–607 ms → main thread (76 ms observed) 721–1025 ms → /main.js 1025–2982 ms (111.5 KiB)` */
export function formatCriticalPath(steps: readonly CriticalStep[]): string {
  return steps
    .map(
      (step) =>
        `${step.label} ${Math.round(step.startMs)}–${Math.round(step.endMs)} ms` +
        (step.bytes ? ` (${(step.bytes / 1024).toFixed(1)} KiB)` : ''),
    )
    .join(' → ');
}

/**
 * The figures of a Lighthouse result. Scripts and bytes are counted by request start before the LCP on the
 * load Lighthouse observed: the network-requests times are on that (unthrottled) timeline, so they are compared
 * with the observed LCP (the `metrics` audit), not with the simulated LCP, which is some three times later and
 * took in requests made long after the page's largest paint (the areas prefetched at idle, the cards' later
 * calls). A summary without the observed LCP falls back to the simulated one.
 */
export function figuresOf(result: LighthouseSummary): LighthouseFigures {
  const audits = result.audits;
  const lcpMs = audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  const observed = (
    audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  )?.items?.[0]?.observedLargestContentfulPaint;
  const paintedAt = typeof observed === 'number' ? observed : lcpMs;
  const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const beforeLcp = items.filter((item) => (item.networkRequestTime ?? item.startTime ?? 0) < paintedAt);
  const scripts = beforeLcp.filter((item) => item.resourceType === 'Script');
  return {
    finalUrl: result.finalDisplayedUrl,
    score: result.categories.performance?.score ?? Number.NaN,
    accessibility: result.categories.accessibility?.score ?? Number.NaN,
    failedAccessibility: result.failedAccessibility ?? [],
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
    lcpMs,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptsBeforeLcp: scripts.length,
    scriptBytesBeforeLcp: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requestsBeforeLcp: beforeLcp.length,
    bytesBeforeLcp: beforeLcp.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** The medians of several runs, field by field. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof Omit<LighthouseFigures, 'finalUrl' | 'failedAccessibility'>) =>
    median(runs.map((run) => run[key]));
  return {
    finalUrl: runs[0]?.finalUrl ?? '',
    failedAccessibility: [...new Set(runs.flatMap((run) => run.failedAccessibility))],
    score: of('score'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptsBeforeLcp: of('scriptsBeforeLcp'),
    scriptBytesBeforeLcp: of('scriptBytesBeforeLcp'),
    requestsBeforeLcp: of('requestsBeforeLcp'),
    bytesBeforeLcp: of('bytesBeforeLcp'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** Federated ÷ single build, per page: bytes and requests before the LCP, and the LCP (issue 12). */
export function federationRatios(
  federated: Readonly<Record<string, LighthouseFigures>>,
  single: Readonly<Record<string, LighthouseFigures>>,
): Record<string, { bytes: number; requests: number; lcp: number }> {
  const ratios: Record<string, { bytes: number; requests: number; lcp: number }> = {};
  for (const [name, one] of Object.entries(single)) {
    const fed = federated[name];
    if (!fed) continue;
    ratios[name] = {
      bytes: fed.bytesBeforeLcp / one.bytesBeforeLcp,
      requests: fed.requestsBeforeLcp / one.requestsBeforeLcp,
      lcp: fed.lcpMs / one.lcpMs,
    };
  }
  return ratios;
}

async function sessionCookie(): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:3001/auth/dev-login?email=${encodeURIComponent(STUDENT)}&redirect=/mesa-de-estudo`,
    { redirect: 'manual', headers: { host: 'concursos.localhost:3000' } },
  );
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (!cookie)
    throw new Error(`bench: the dev sign-in gave no ${SESSION_COOKIE} cookie (${response.status})`);
  return cookie;
}

type Mode = 'mobile' | 'desktop' | 'phone';

type Case = { name: string; mode: Mode; url: string };

const ALL_CASES: Case[] = [
  ...PAGES.map((page) => ({ name: `${page} (mobile)`, mode: 'mobile' as const, url: `${HOST}${page}` })),
  ...PAGES.map((page) => ({ name: `${page} (desktop)`, mode: 'desktop' as const, url: `${HOST}${page}` })),
  { name: 'phone at /mesa-de-estudo', mode: 'phone', url: `${HOST}/mesa-de-estudo` },
];

/** The rows `--only` keeps (every row without it); none is an error, not an empty bench. */
export function casesNamed<T extends { name: string }>(cases: readonly T[], only: string | null): T[] {
  const kept = only === null ? [...cases] : cases.filter((one) => one.name.includes(only));
  if (!kept.length)
    throw new Error(
      `bench: no row's name holds ${JSON.stringify(only)} (rows: ${cases.map((one) => one.name).join('; ')})`,
    );
  return kept;
}

async function lighthouseFigures(
  args: Args,
  cookie: string,
  cases: Case[] = ALL_CASES,
  build: 'federated' | 'single' = 'federated',
  interleave = false,
) {
  const input = {
    chromePath: CHROMIUM,
    // Lighthouse's Chrome: new headless and a /tmp shared memory (with the suite's plain '--headless' its
    // navigations ended in 'Target closed' here)
    chromeFlags: [
      '--headless=new',
      '--disable-dev-shm-usage',
      ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'),
    ],
    cookie,
    desktopUserAgent: DESKTOP_UA,
    runs: args.runs,
    cases,
    interleave,
    // BENCH_LHR_DIR=dir keeps every whole Lighthouse report there, to see what a figure is made of: the single
    // build's in dir/single (the same page names would otherwise overwrite the federated build's)
    lhrDir: process.env.BENCH_LHR_DIR
      ? path.resolve(process.env.BENCH_LHR_DIR, build === 'single' ? 'single' : '.')
      : undefined,
  };
  // asynchronously: the servers of the stack run in this process and must keep answering meanwhile
  const child = promisify(execFile)(
    'node',
    [path.join(__dirname, 'lighthouse-runner.mjs'), JSON.stringify(input)],
    {
      cwd: ROOT,
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  child.child.stderr?.pipe(process.stderr);
  const summaries = JSON.parse((await child).stdout) as Record<string, LighthouseSummary[]>;
  const results: Record<
    string,
    LighthouseFigures & { runs: number; lcpPath: CriticalStep[] | null; perRun: LighthouseFigures[] }
  > = {};
  for (const [name, runs] of Object.entries(summaries)) {
    const perRun = runs.map(figuresOf);
    results[name] = { ...medianFigures(perRun), runs: runs.length, lcpPath: medianRunPath(runs), perRun };
  }
  return results;
}

/**
 * Runs in the page: resolves with the milliseconds from the next click to the first frame painted after the
 * area's h1 is there on `pathname`. A string, not a function: tsx would add helpers the page lacks.
 */
const WAIT_FOR_AREA_HEADING = `(pathname) => new Promise((resolve) => {
  let started = 0;
  const check = () => {
    const area = document.getElementById('area');
    const painted = window.location.pathname === pathname &&
      [...(area ? area.querySelectorAll('h1') : [])].some((h1) => h1.getBoundingClientRect().height > 0);
    if (painted) requestAnimationFrame(() => resolve(performance.now() - started));
    else requestAnimationFrame(check);
  };
  document.addEventListener('click', () => { started = performance.now(); requestAnimationFrame(check); },
    { once: true, capture: true });
})`;

/** Clicks a side-menu item and measures click → the new area's h1 painted (the next frame after it exists). */
async function switchTimes(args: Args) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(
      `${HOST}/auth/dev-login?email=${encodeURIComponent(STUDENT)}&redirect=${encodeURIComponent('/mesa-de-estudo')}`,
    );
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    const measure = async (target: (typeof SWITCHES)[number]) => {
      const clicked = page.evaluate(
        `(${WAIT_FOR_AREA_HEADING})(${JSON.stringify(target.path)})`,
      ) as Promise<number>;
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: target.item, exact: true })
        .click();
      return clicked;
    };
    const cold: number[] = [];
    // cold: the first visit to each area in this page (its remote not loaded yet)
    for (const target of SWITCHES.slice(1)) cold.push(await measure(target));
    const warm: number[] = [];
    for (let i = 0; i < args.switches; i += 1) {
      const target = SWITCHES[(i + 1) % SWITCHES.length]!;
      if (new URL(page.url()).pathname === target.path) continue;
      warm.push(await measure(target));
    }
    return {
      coldMedianMs: median(cold),
      coldRuns: cold.length,
      warmMedianMs: median(warm),
      warmRuns: warm.length,
    };
  } finally {
    await browser.close();
  }
}

function table(results: Record<string, LighthouseFigures & { runs: number }>): string {
  const rows = Object.entries(results).map(([name, f]) => [
    name,
    f.score.toFixed(2),
    `${(f.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(f.tbtMs)} ms`,
    f.cls.toFixed(3),
    String(f.scriptsBeforeLcp),
    `${(f.scriptBytesBeforeLcp / 1024).toFixed(1)} KiB`,
    f.accessibility.toFixed(2),
    Number.isNaN(f.benchmarkIndex) ? '?' : String(Math.round(f.benchmarkIndex)),
    new URL(f.finalUrl).pathname,
  ]);
  const header = [
    'page',
    'score',
    'LCP',
    'TBT',
    'CLS',
    'scripts<LCP',
    'script bytes<LCP',
    'a11y',
    'CPU index',
    'ends at',
  ];
  return textTable(header, rows);
}

function ratioTable(ratios: ReturnType<typeof federationRatios>): string {
  const rows = Object.entries(ratios).map(
    ([name, r]) =>
      `${name.padEnd(26)}  ${r.bytes.toFixed(2).padStart(5)}  ${r.requests.toFixed(2).padStart(8)}  ${r.lcp.toFixed(2).padStart(4)}`,
  );
  return [`${'page'.padEnd(26)}  bytes  requests   LCP`, ...rows].join('\n');
}

/**
 * This build against the one saved in `args.against`, both served at once (the saved one on ports of its own,
 * with the same dev BFF) and run by Lighthouse in turn in one browser (bench-ab.ts).
 */
async function compareWithSavedBuild(args: Args & { against: string }) {
  const missing = missingFromSavedBuild(args.against);
  if (missing.length)
    throw new Error(
      `bench: ${args.against} is not a saved build (missing ${missing.join(', ')}): --save-build`,
    );
  const platform = await startPlatform({ withBff: true, log: () => {} });
  let rows: Record<string, AbRow>;
  try {
    const saved = await startPlatform({
      rootDir: args.against,
      portOverrides: Object.fromEntries(APPS.map((app) => [app.pkg, 0])),
      log: () => {},
    });
    try {
      const savedHost = localSiteOrigin(saved.ports[HOST_APP.pkg]!);
      const cookie = await sessionCookie();
      const pages = casesNamed(ALL_CASES, args.only);
      const name = (page: Case, build: 'this' | 'saved') => `${page.name} · ${build}`;
      const cases = pages.flatMap((page) => [
        { ...page, name: name(page, 'this') },
        { ...page, name: name(page, 'saved'), url: page.url.replace(HOST, savedHost) },
      ]);
      const results = await lighthouseFigures(args, cookie, cases, 'federated', true);
      rows = Object.fromEntries(
        pages.map((page) => [
          page.name,
          abComparison(results[name(page, 'this')]!.perRun, results[name(page, 'saved')]!.perRun),
        ]),
      );
    } finally {
      await saved.close();
    }
  } finally {
    await platform.close();
  }
  console.log(
    `\nLighthouse 12, this build against the one saved in ${args.against}, ` +
      `${args.runs} pair(s) of runs made in turn:\n`,
  );
  console.log(abTable(rows));
  const out = path.join(ROOT, 'infra/bench-ab-results.json');
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), against: args.against, runs: args.runs, rows }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(ROOT, out)}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.build) execFileSync('bash', ['infra/scripts/build-all.sh'], { cwd: ROOT, stdio: 'inherit' });
  if (args.saveBuild) {
    const parts = saveBuild(ROOT, args.saveBuild);
    console.log(`bench: saved ${parts.length} parts of this build in ${args.saveBuild}`);
    return;
  }
  process.env.LOG_LEVEL ??= 'warn';
  if (args.against) {
    await compareWithSavedBuild({ ...args, against: args.against });
    return;
  }
  if (args.build && args.single)
    execFileSync('npm', ['run', 'build', '-w', 'host-shell'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, SINGLE_BUILD: '1' },
    });
  let lighthouseResults: Awaited<ReturnType<typeof lighthouseFigures>>;
  let switches: Awaited<ReturnType<typeof switchTimes>>;
  const platform = await startPlatform({ withBff: true, log: () => {} });
  try {
    const cookie = await sessionCookie();
    lighthouseResults = await lighthouseFigures(args, cookie, casesNamed(ALL_CASES, args.only));
    switches = await switchTimes(args);
  } finally {
    await platform.close();
  }
  console.log(`\nLighthouse 12, median of ${args.runs} run(s) per row:\n`);
  console.log(table(lighthouseResults));
  console.log(
    "(CPU index: Lighthouse's benchmarkIndex, the machine's speed during the runs, higher is faster; " +
      'TBT and the mobile scores follow it)',
  );
  for (const [name, figures] of Object.entries(lighthouseResults))
    if (figures.failedAccessibility.length)
      console.log(`accessibility audits failing on ${name}: ${figures.failedAccessibility.join(', ')}`);
  console.log(
    "\nwhat the simulated mobile LCP waited for (Lantern's pessimistic graph, the run nearest the median LCP; " +
      'simulated times):',
  );
  for (const [name, figures] of Object.entries(lighthouseResults))
    if (name.endsWith('(mobile)') && figures.lcpPath)
      console.log(`${name}: ${formatCriticalPath(figures.lcpPath)}`);
  console.log(
    `\narea switch (side-menu click → heading painted): warm median ${switches.warmMedianMs.toFixed(0)} ms ` +
      `(${switches.warmRuns} clicks), cold median ${switches.coldMedianMs.toFixed(0)} ms (${switches.coldRuns} areas)`,
  );

  let single: { lighthouse: typeof lighthouseResults; ratios: ReturnType<typeof federationRatios> } | null =
    null;
  if (args.single) {
    // the same pages with the areas compiled into the host (host-shell/dist-single, no remote servers)
    const singlePlatform = await startPlatform({ withBff: true, single: true, log: () => {} });
    try {
      const cookie = await sessionCookie();
      const cases = casesNamed(ALL_CASES, args.only).filter((one) => one.mode === 'mobile');
      const lighthouse = await lighthouseFigures(args, cookie, cases, 'single');
      single = { lighthouse, ratios: federationRatios(lighthouseResults, lighthouse) };
    } finally {
      await singlePlatform.close();
    }
    console.log(`\nsingle build (no federation), median of ${args.runs} run(s) per row:\n`);
    console.log(table(single.lighthouse));
    console.log('\nfederated ÷ single build (bytes and requests before the LCP, LCP):\n');
    console.log(ratioTable(single.ratios));
  }

  const out = path.join(ROOT, 'infra/bench-results.json');
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), runs: args.runs, lighthouse: lighthouseResults, switches, single }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(ROOT, out)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
