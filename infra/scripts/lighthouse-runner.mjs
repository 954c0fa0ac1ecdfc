// Runs Lighthouse for bench.ts in plain Node: under tsx every function gets a `__name` helper, and the
// functions Lighthouse sends into the page to evaluate would then fail there. Input (argv[2], JSON):
// { chromePath, chromeFlags, cookie, desktopUserAgent, runs, cases: [{ name, mode, url }], lhrDir?, interleave? };
// output (stdout, JSON): { [name]: [lhr summary...] } (with the simulated LCP's graph, `lcpSimulation`).
// Cases run one after the other, each `runs` times; with `interleave` (the bench's A/B comparison) run by run
// instead, the cases' order turned round every other run (A B, B A, A B, ...), after one run of the first case
// that is not counted (a browser's first page load is slower than the next ones).
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { URL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

/**
 * Lighthouse's simulator (Lantern), as Lighthouse itself loads it (its own dependency, the same module): each
 * simulated metric leaves its graph's node timings in `Simulator.allNodeTimings` under a label, which is how
 * the bench shows what a page's simulated LCP waited for. Without it (another Lighthouse) the bench leaves the
 * critical path out.
 */
const lantern = await import('@paulirish/trace_engine/models/trace/lantern/lantern.js').catch(() => null);
const simulatedTimings = () => lantern?.Simulation?.Simulator?.allNodeTimings ?? null;

/**
 * The simulated LCP's graph (Lantern's pessimistic estimate: every request that ended before the observed LCP,
 * and the main-thread tasks they need), one entry per node: start and end on the simulated timeline, the
 * request's URL and bytes or the task's observed duration, and the nodes it waited for.
 */
function lcpSimulation() {
  const timings = simulatedTimings()?.get('pessimisticLargestContentfulPaint');
  if (!timings) return undefined;
  const ids = new Map([...timings.keys()].map((node, index) => [node, index]));
  return [...timings.entries()].map(([node, timing]) => ({
    id: ids.get(node),
    kind: node.type === 'network' ? 'request' : 'task',
    ...(node.type === 'network'
      ? { url: node.request.url, bytes: node.request.transferSize }
      : { observedMs: node.duration / 1000 }),
    startMs: timing.startTime,
    endMs: timing.endTime,
    waitsFor: node
      .getDependencies()
      .filter((dependency) => ids.has(dependency))
      .map((dependency) => ids.get(dependency)),
  }));
}

const input = JSON.parse(process.argv[2]);
/** Lighthouse's errors about its own trace recording, which it asks to be retried. */
const RERUN_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const chrome = await chromeLauncher.launch({ chromePath: input.chromePath, chromeFlags: input.chromeFlags });
const out = {};
try {
  // The session cookie in the browser's own jar too (Lighthouse keeps cookies between runs), not only as the
  // Cookie header of each request: the page reads it (document.cookie) to send its Bearer token, and the
  // early boot to send the session calls and run the mobile guard, as for a student who signed in.
  // (chrome-launcher and puppeteer-core come with lighthouse.)
  const [name, ...value] = input.cookie.split('=');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const domain of new Set(input.cases.map((item) => new URL(item.url).hostname)))
    await browser.setCookie({ name, value: value.join('='), domain, path: '/' });
  await browser.disconnect();
  for (const item of input.cases) out[item.name] = [];
  if (input.interleave) {
    await lighthouseRun(input.cases[0], 'warm-up');
    for (let run = 0; run < input.runs; run += 1) {
      const order = run % 2 === 0 ? input.cases : [...input.cases].reverse();
      for (const item of order) out[item.name].push(await lighthouseRun(item, run));
    }
  } else {
    for (const item of input.cases)
      for (let run = 0; run < input.runs; run += 1) out[item.name].push(await lighthouseRun(item, run));
  }
} finally {
  chrome.kill();
}
process.stdout.write(JSON.stringify(out));

/** One Lighthouse run of a case (`run`: its index, or 'warm-up' for the one that is not counted): its summary. */
async function lighthouseRun(item, run) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: { Cookie: input.cookie },
    ...(item.mode === 'mobile' ? { emulatedUserAgent: input.desktopUserAgent } : {}),
  };
  const label = run === 'warm-up' ? 'warm-up run (not counted)' : `run ${run + 1}/${input.runs}`;
  // A run whose trace Lighthouse itself could not read (NO_NAVSTART, seen once in ~100 runs here: "Please
  // run Lighthouse again") is run again, at most twice; any other error, or a third failure, ends the bench.
  let lhr = null;
  for (let attempt = 1; ; attempt += 1) {
    simulatedTimings()?.clear();
    const result = await lighthouse(item.url, flags, item.mode === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`no Lighthouse result for ${item.url}`);
    lhr = result.lhr;
    const code = lhr.runtimeError?.code;
    if (!code) break;
    if (!RERUN_ERRORS.has(code) || attempt === 3) throw new Error(`${item.url}: ${lhr.runtimeError.message}`);
    process.stderr.write(`bench: ${item.name}: ${label} again (${code})\n`);
  }
  if (input.lhrDir && run !== 'warm-up') {
    // the whole report, for a closer look (BENCH_LHR_DIR); the bench itself reads only the summary
    fs.mkdirSync(input.lhrDir, { recursive: true });
    const file = `${item.name.replace(/[^a-z0-9]+/gi, '_')}_${run + 1}.json`;
    fs.writeFileSync(path.join(input.lhrDir, file), JSON.stringify(lhr));
  }
  process.stderr.write(`bench: ${item.name}: ${label}\n`);
  return {
    finalDisplayedUrl: lhr.finalDisplayedUrl,
    // Lighthouse's measure of this machine's CPU speed during the run: TBT follows it
    environment: { benchmarkIndex: lhr.environment?.benchmarkIndex },
    categories: {
      performance: { score: lhr.categories.performance?.score ?? null },
      accessibility: { score: lhr.categories.accessibility?.score ?? null },
    },
    audits: Object.fromEntries(
      [
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'network-requests',
        // the observed (unthrottled) timings: the requests' times are on that timeline, not the simulated one
        'metrics',
      ].map((id) => [id, { numericValue: lhr.audits[id]?.numericValue, details: lhr.audits[id]?.details }]),
    ),
    lcpSimulation: lcpSimulation(),
    failedAccessibility: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
      )
      .map((audit) => audit.id),
  };
}
