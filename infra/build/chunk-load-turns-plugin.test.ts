import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { ChunkLoadTurnsPlugin } from './chunk-load-turns-plugin';
import { buildFixture } from './webpack-fixture';

/** A page whose entry asks for a lazy chunk as it starts, as a first page's render asks for the grid's. */
async function compile(dir: string, withPlugin: boolean): Promise<string> {
  fs.writeFileSync(path.join(dir, 'index.js'), "window.later = import('./later.js');\n");
  fs.writeFileSync(path.join(dir, 'later.js'), "export const later = 'LATER_CHUNK_MARK';\n");
  await buildFixture(dir, {
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    plugins: withPlugin ? [new ChunkLoadTurnsPlugin()] : [],
  });
  return fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
}

/** A browser page that runs the entry; `scheduler.yield()` answers when the test says so, if there is one. */
function run(main: string, withScheduler: boolean) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    runScripts: 'outside-only',
    url: 'http://concursos.localhost:3000/mesa-de-estudo',
  });
  const turns: (() => void)[] = [];
  if (withScheduler)
    Object.assign(dom.window, {
      scheduler: { yield: () => new Promise<void>((resolve) => turns.push(resolve)) },
    });
  dom.window.eval(main);
  const chunkScripts = () =>
    [...dom.window.document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const nextTurn = async () => {
    turns.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { chunkScripts, nextTurn, turnsAsked: () => turns.length, close: () => dom.window.close() };
}

describe('ChunkLoadTurnsPlugin (a chunk script added in a turn of its own)', () => {
  let withTurns: string;
  let without: string;

  beforeAll(async () => {
    withTurns = await compile(fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-turns-')), true);
    without = await compile(fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-turns-')), false);
  }, 60_000);

  it('adds the chunk script only after scheduler.yield() answers, not inside the code that asked for it', async () => {
    const page = run(withTurns, true);
    expect(page.chunkScripts()).toEqual([]);
    expect(page.turnsAsked()).toBe(1);

    await page.nextTurn();
    const added = page.chunkScripts();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\/\d+\.[0-9a-f]{8}\.js$/);
    page.close();
  });

  it('adds it at once where the browser has no scheduler.yield(), as webpack does', () => {
    const page = run(withTurns, false);
    expect(page.chunkScripts()).toHaveLength(1);
    page.close();
  });

  it("is what makes the wait: webpack's own runtime adds the script inside the asking code", () => {
    const page = run(without, true);
    expect(page.turnsAsked()).toBe(0);
    expect(page.chunkScripts()).toHaveLength(1);
    page.close();
  });
});
