/**
 * The bench's A/B comparison (`npm run bench -- --against DIR`): this build and a saved one (`--save-build DIR`)
 * served side by side and run by Lighthouse in turn, in one browser, so that both see the same machine.
 *
 * On this machine one build's mobile TBT spans 190–750 ms within an hour (the CPU index with it), and two
 * medians of 5 taken ten minutes apart differed by 120 ms: a change of a few tens of milliseconds cannot be
 * read from two benches. Run in turn, each pair of runs meets the same moment of the machine, so the pairs'
 * differences show the change where the two medians alone would not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '../build/topology';
import type { LighthouseFigures } from './bench';
import { median, textTable } from './bench-helpers';

/** What a saved build holds: every app's dist and the remotes manifests its servers read. */
const SAVED_PARTS = [...APPS.map((app) => path.join(app.pkg, 'dist')), path.join('infra', 'remotes')];

/** Copies this checkout's built apps (and infra/remotes) to `dir`, which `--against dir` then serves. */
export function saveBuild(rootDir: string, dir: string): string[] {
  const missing = SAVED_PARTS.filter((part) => !fs.existsSync(path.join(rootDir, part)));
  if (missing.length)
    throw new Error(`bench: nothing to save, not built: ${missing.join(', ')} (npm run build first)`);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const part of SAVED_PARTS)
    fs.cpSync(path.join(rootDir, part), path.join(dir, part), { recursive: true });
  return SAVED_PARTS;
}

/** A saved build's parts missing from `dir` (empty when it can be served). */
export function missingFromSavedBuild(dir: string): string[] {
  return SAVED_PARTS.filter((part) => !fs.existsSync(path.join(dir, part)));
}

/** The medians of one side of a comparison. */
export interface AbSide {
  scoreMedian: number;
  lcpMedianMs: number;
  tbtMedianMs: number;
  benchmarkIndexMedian: number;
}

/** One benched page, this build against the saved one, over runs made in turn. */
export interface AbRow {
  pairs: number;
  thisBuild: AbSide;
  against: AbSide;
  /** the median of each pair's TBT difference, this build's minus the saved one's (negative: this is faster) */
  tbtDifferenceMedianMs: number;
  /** the pairs whose TBT was lower with this build, and those where it was higher (ties are neither) */
  thisTbtLower: number;
  thisTbtHigher: number;
  /** the same for the LCP */
  lcpDifferenceMedianMs: number;
}

function side(runs: readonly LighthouseFigures[]): AbSide {
  return {
    scoreMedian: median(runs.map((run) => run.score)),
    lcpMedianMs: median(runs.map((run) => run.lcpMs)),
    tbtMedianMs: median(runs.map((run) => run.tbtMs)),
    benchmarkIndexMedian: median(runs.map((run) => run.benchmarkIndex)),
  };
}

/**
 * This build's runs against the saved build's, paired by index (run i of each was made one right after the
 * other). A run without its pair (a side with more runs) counts in its side's medians, not in the pairs.
 */
export function abComparison(
  thisRuns: readonly LighthouseFigures[],
  againstRuns: readonly LighthouseFigures[],
): AbRow {
  const pairs = Math.min(thisRuns.length, againstRuns.length);
  const tbtDifferences: number[] = [];
  const lcpDifferences: number[] = [];
  for (let i = 0; i < pairs; i += 1) {
    tbtDifferences.push(thisRuns[i]!.tbtMs - againstRuns[i]!.tbtMs);
    lcpDifferences.push(thisRuns[i]!.lcpMs - againstRuns[i]!.lcpMs);
  }
  return {
    pairs,
    thisBuild: side(thisRuns),
    against: side(againstRuns),
    tbtDifferenceMedianMs: median(tbtDifferences),
    thisTbtLower: tbtDifferences.filter((difference) => difference < 0).length,
    thisTbtHigher: tbtDifferences.filter((difference) => difference > 0).length,
    lcpDifferenceMedianMs: median(lcpDifferences),
  };
}

const signed = (ms: number) => `${ms > 0 ? '+' : ''}${Math.round(ms)} ms`;

/** The comparison as the bench prints it: one line per page. */
export function abTable(rows: Readonly<Record<string, AbRow>>): string {
  const lines = Object.entries(rows).map(([name, row]) => [
    name,
    String(row.pairs),
    `${Math.round(row.thisBuild.tbtMedianMs)} ms`,
    `${Math.round(row.against.tbtMedianMs)} ms`,
    signed(row.tbtDifferenceMedianMs),
    `${row.thisTbtLower} / ${row.thisTbtHigher}`,
    `${(row.thisBuild.lcpMedianMs / 1000).toFixed(2)} s`,
    `${(row.against.lcpMedianMs / 1000).toFixed(2)} s`,
    signed(row.lcpDifferenceMedianMs),
    `${row.thisBuild.scoreMedian.toFixed(2)} / ${row.against.scoreMedian.toFixed(2)}`,
    `${Math.round(row.thisBuild.benchmarkIndexMedian)} / ${Math.round(row.against.benchmarkIndexMedian)}`,
  ]);
  const header = [
    'page',
    'pairs',
    'TBT this',
    'TBT saved',
    'TBT Δ (median of pairs)',
    'this lower / higher',
    'LCP this',
    'LCP saved',
    'LCP Δ',
    'score this / saved',
    'CPU index',
  ];
  return textTable(header, lines);
}
