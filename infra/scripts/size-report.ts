/**
 * `npm run size`: the gzip size (zlib level 9, each file on its own, as a server sends it) of the JS each
 * app makes a browser load first, compared with infra/build/size-budget.json. Exits 1 over budget or when
 * a dist folder is missing. Which files count is explained in first-load-files.ts.
 *
 * Budget keys (bytes, gzip): `host-first-load` (the host's total), `remoteEntry` (each remote's entry file)
 * and, when present, `remote-first-load` (a remote's entry plus the synchronous JS of its './app').
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, type AppInfo } from '../build/topology';
import {
  hostFirstLoadFiles,
  providerChunkFiles,
  remoteFirstLoadFiles,
  sharedNames,
  type DistReader,
} from './first-load-files';

const ROOT = path.resolve(__dirname, '../..');
const BUDGET_FILE = path.join(ROOT, 'infra/build/size-budget.json');

export interface SizeBudget {
  'host-first-load': number;
  remoteEntry: number;
  'remote-first-load'?: number;
}

export interface SizeRow {
  pkg: string;
  kind: AppInfo['kind'];
  /** gzip bytes per counted file */
  files: Record<string, number>;
  /** gzip bytes of everything loaded first */
  firstLoad: number;
  /** the same files as brotli (quality 11): what a browser that accepts br downloads (the build's .br copies) */
  firstLoadBrotli: number;
  /** remotes: gzip bytes of the remote entry alone */
  remoteEntry?: number;
  /**
   * remotes: the first load plus this build's providers of the shared singletons the host does not provide
   * (react-router-dom, rxjs, shared-design-system/area): what the first area a student opens costs
   */
  firstArea?: number;
}

export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

/** Brotli at the quality of the build's `.br` copies (infra/build/webpack-config.ts brotliCopies). */
export function brotliSize(content: Buffer | string): number {
  return zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;
}

export function distReader(distDir: string): DistReader {
  return {
    files: fs.readdirSync(distDir),
    readText: (file) => fs.readFileSync(path.join(distDir, file), 'utf8'),
  };
}

/** `hostShared`: the shared names the host provides; without it, a remote's firstArea is not measured. */
export function measureApp(app: AppInfo, dist: DistReader, hostShared?: readonly string[]): SizeRow {
  const sizeOf = (file: string) => gzipSize(dist.readText(file));
  const brotliOf = (names: readonly string[]) => sum(names.map((file) => brotliSize(dist.readText(file))));
  if (app.kind === 'host') {
    const names = hostFirstLoadFiles(dist);
    const files = Object.fromEntries(names.map((file) => [file, sizeOf(file)]));
    return {
      pkg: app.pkg,
      kind: app.kind,
      files,
      firstLoad: sum(Object.values(files)),
      firstLoadBrotli: brotliOf(names),
    };
  }
  const { remoteEntry, app: appFiles } = remoteFirstLoadFiles(dist);
  const names = [remoteEntry, ...appFiles];
  const files = Object.fromEntries(names.map((file) => [file, sizeOf(file)]));
  const firstLoad = sum(Object.values(files));
  const row: SizeRow = {
    pkg: app.pkg,
    kind: app.kind,
    files,
    firstLoad,
    firstLoadBrotli: brotliOf(Object.keys(files)),
    remoteEntry: files[remoteEntry] ?? 0,
  };
  if (hostShared) {
    const providers = new Set(
      sharedNames(dist)
        .filter((name) => !hostShared.includes(name))
        .flatMap((name) => providerChunkFiles(dist, remoteEntry, name))
        .filter((file) => !(file in files)),
    );
    row.firstArea = firstLoad + sum([...providers].map(sizeOf));
  }
  return row;
}

/** The shared modules whose first-area cost the report prints: the area kit and its data layer. */
export const DATA_LAYER_MODULES = ['@tanstack/react-query', 'shared-design-system/area'] as const;
/** Also printed: the shared router (infra/build/shared/react-router-dom.ts), which only areas load too. */
export const AREA_SHARED_MODULES = [...DATA_LAYER_MODULES, 'react-router-dom'] as const;

/**
 * The gzip bytes of a remote build's own provider chunks of `names` (what the first area a student opens
 * downloads for them, once per session: later areas reuse the loaded singleton). A name the build does not
 * provide is left out.
 */
export function sharedModuleCosts(dist: DistReader, names: readonly string[]): Record<string, number> {
  const { remoteEntry } = remoteFirstLoadFiles(dist);
  const provided = sharedNames(dist);
  const costs: Record<string, number> = {};
  for (const name of names) {
    if (!provided.includes(name)) continue;
    costs[name] = sum(
      providerChunkFiles(dist, remoteEntry, name).map((file) => gzipSize(dist.readText(file))),
    );
  }
  return costs;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function parseBudget(json: unknown): SizeBudget {
  const budget = json as Partial<Record<keyof SizeBudget, unknown>>;
  for (const key of ['host-first-load', 'remoteEntry'] as const) {
    if (typeof budget[key] !== 'number') throw new Error(`size budget: "${key}" must be a number of bytes`);
  }
  if (budget['remote-first-load'] !== undefined && typeof budget['remote-first-load'] !== 'number') {
    throw new Error('size budget: "remote-first-load" must be a number of bytes');
  }
  return budget as SizeBudget;
}

/** One message per exceeded budget; empty when everything fits. */
export function budgetFailures(rows: readonly SizeRow[], budget: SizeBudget): string[] {
  const failures: string[] = [];
  const over = (pkg: string, what: string, bytes: number, limit: number) =>
    failures.push(
      `${pkg}: ${what} ${formatBytes(bytes)} is over its budget of ${formatBytes(limit)} by ${bytes - limit} B`,
    );
  for (const row of rows) {
    if (row.kind === 'host') {
      if (row.firstLoad > budget['host-first-load'])
        over(row.pkg, 'first load', row.firstLoad, budget['host-first-load']);
      continue;
    }
    if ((row.remoteEntry ?? 0) > budget.remoteEntry)
      over(row.pkg, 'remoteEntry', row.remoteEntry ?? 0, budget.remoteEntry);
    const remoteFirstLoad = budget['remote-first-load'];
    if (remoteFirstLoad !== undefined && row.firstLoad > remoteFirstLoad)
      over(row.pkg, 'first load', row.firstLoad, remoteFirstLoad);
  }
  return failures;
}

export function formatBytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function formatReport(rows: readonly SizeRow[], budget: SizeBudget): string {
  const header = [
    'app',
    'first load (gz)',
    'budget',
    '(br)',
    'remoteEntry (gz)',
    'budget',
    'first area (gz)',
    'files',
  ];
  const lines = rows.map((row) => [
    row.pkg,
    formatBytes(row.firstLoad),
    row.kind === 'host'
      ? formatBytes(budget['host-first-load'])
      : budget['remote-first-load']
        ? formatBytes(budget['remote-first-load'])
        : '-',
    formatBytes(row.firstLoadBrotli),
    row.remoteEntry === undefined ? '-' : formatBytes(row.remoteEntry),
    row.kind === 'host' ? '-' : formatBytes(budget.remoteEntry),
    row.firstArea === undefined ? '-' : formatBytes(row.firstArea),
    String(Object.keys(row.files).length),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(render)].join(
    '\n',
  );
}

function main(): void {
  const budget = parseBudget(JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')));
  const rows: SizeRow[] = [];
  const problems: string[] = [];
  const hostDist = path.join(ROOT, 'host-shell', 'dist');
  const hostShared = fs.existsSync(hostDist) ? sharedNames(distReader(hostDist)) : undefined;
  for (const app of APPS) {
    const distDir = path.join(ROOT, app.pkg, 'dist');
    if (!fs.existsSync(distDir)) {
      problems.push(`${app.pkg}: ${path.relative(ROOT, distDir)} is missing (run npm run build)`);
      continue;
    }
    try {
      rows.push(measureApp(app, distReader(distDir), hostShared));
    } catch (error) {
      problems.push(`${app.pkg}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(formatReport(rows, budget));
  console.log(
    "\nfirst area: a remote's first load plus its own providers of the shared singletons the host does not\n" +
      'provide (the first area a student opens loads them; later areas reuse them). Not budgeted.',
  );
  const kitRemote = path.join(ROOT, 'mfe-cast', 'dist');
  if (fs.existsSync(kitRemote)) {
    const costs = sharedModuleCosts(distReader(kitRemote), AREA_SHARED_MODULES);
    console.log(
      '\narea kit, data layer and router (shared singletons, not on the host first load; the first area opened\n' +
        'downloads them once per session, measured on mfe-cast):',
    );
    for (const [name, bytes] of Object.entries(costs))
      console.log(`  ${name.padEnd(28)} ${formatBytes(bytes)}`);
  }
  if (process.argv.includes('--files')) {
    for (const row of rows) {
      console.log(`\n${row.pkg}`);
      for (const [file, bytes] of Object.entries(row.files))
        console.log(`  ${formatBytes(bytes).padStart(9)}  ${file}`);
    }
  }
  problems.push(...budgetFailures(rows, budget));
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery app is within its size budget.');
}

if (require.main === module) main();
