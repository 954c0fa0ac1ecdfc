import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '../build/topology';
import { abComparison, abTable, missingFromSavedBuild, saveBuild } from './bench-ab';
import type { LighthouseFigures } from './bench';

function run(tbtMs: number, lcpMs = 1500, score = 0.9, benchmarkIndex = 2000): LighthouseFigures {
  return {
    finalUrl: 'http://concursos.localhost:3000/mesa-de-estudo',
    score,
    accessibility: 1,
    lcpMs,
    tbtMs,
    cls: 0.001,
    scriptsBeforeLcp: 10,
    scriptBytesBeforeLcp: 100_000,
    requestsBeforeLcp: 20,
    bytesBeforeLcp: 150_000,
    failedAccessibility: [],
    benchmarkIndex,
  };
}

describe('the A/B comparison', () => {
  it("reads a change from the pairs' differences where the two sides' spread hides it", () => {
    // the machine slows from pair to pair (both sides with it); this build is 40 ms faster in every pair
    const saved = [200, 450, 300, 700, 250].map((tbt) => run(tbt));
    const current = [160, 410, 260, 660, 210].map((tbt) => run(tbt));
    const row = abComparison(current, saved);
    expect(row.pairs).toBe(5);
    expect(row.thisBuild.tbtMedianMs).toBe(260);
    expect(row.against.tbtMedianMs).toBe(300);
    expect(row.tbtDifferenceMedianMs).toBe(-40);
    expect(row.thisTbtLower).toBe(5);
    expect(row.thisTbtHigher).toBe(0);
  });

  it('counts the pairs where this build was slower, and neither side for a tie', () => {
    const row = abComparison([run(100), run(300), run(200)], [run(150), run(250), run(200)]);
    expect(row.thisTbtLower).toBe(1);
    expect(row.thisTbtHigher).toBe(1);
    expect(row.tbtDifferenceMedianMs).toBe(0);
  });

  it("pairs runs by index, and keeps an unpaired run in its side's medians only", () => {
    const row = abComparison(
      [run(100, 1000), run(200, 1200), run(900, 3000)],
      [run(150, 1100), run(260, 1100)],
    );
    expect(row.pairs).toBe(2);
    expect(row.thisBuild.tbtMedianMs).toBe(200);
    expect(row.against.tbtMedianMs).toBe(205);
    expect(row.tbtDifferenceMedianMs).toBe(-55);
    expect(row.lcpDifferenceMedianMs).toBe(0);
  });

  it('prints one line per page, with the sign of each difference', () => {
    const text = abTable({
      '/mesa-de-estudo (mobile)': abComparison(
        [run(150, 1400, 0.97, 2400), run(170, 1500, 0.97, 2300)],
        [run(200, 1350, 0.95, 2450), run(230, 1450, 0.95, 2350)],
      ),
    });
    const [header, , line] = text.split('\n');
    expect(header).toMatch(/^page +pairs +TBT this +TBT saved +TBT Δ/);
    expect(line).toMatch(
      /^\/mesa-de-estudo \(mobile\) +2 +160 ms +215 ms +-55 ms +2 \/ 0 +1\.45 s +1\.40 s +\+50 ms/,
    );
    expect(line).toContain('0.97 / 0.95');
    expect(line).toContain('2350 / 2400');
  });
});

describe('a saved build', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-root-'));
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-saved-')), 'base');
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  const build = () => {
    for (const app of APPS) {
      fs.mkdirSync(path.join(root, app.pkg, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(root, app.pkg, 'dist', 'remoteEntry.js'), `// ${app.pkg}`);
    }
    fs.mkdirSync(path.join(root, 'infra', 'remotes'), { recursive: true });
    fs.writeFileSync(path.join(root, 'infra', 'remotes', 'local.json'), '{}');
  };

  it("holds every app's dist and the remotes manifests, and replaces what the folder held", () => {
    build();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'stale.txt'), 'an older build');
    expect(missingFromSavedBuild(dir)).toHaveLength(APPS.length + 1);

    saveBuild(root, dir);

    expect(missingFromSavedBuild(dir)).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'mfe-study-table', 'dist', 'remoteEntry.js'), 'utf8')).toBe(
      '// mfe-study-table',
    );
    expect(fs.existsSync(path.join(dir, 'infra', 'remotes', 'local.json'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'stale.txt'))).toBe(false);
  });

  it('is not made from a checkout that is not built, and names what is missing', () => {
    build();
    fs.rmSync(path.join(root, 'mfe-cast', 'dist'), { recursive: true });
    expect(() => saveBuild(root, dir)).toThrow(/not built: mfe-cast\/dist/);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
