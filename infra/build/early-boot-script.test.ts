import path from 'node:path';
import { bundleEarlyBoot } from './early-boot-script';

const BOOT = path.resolve(__dirname, '../../host-shell/src/boot/boot.ts');

describe('the early boot script (issue 12)', () => {
  const { code, inputs } = bundleEarlyBoot(BOOT, true);

  it('is one self-contained browser script: no module syntax, no shared module, the ownership table inside', () => {
    expect(code).not.toMatch(/\bimport\s*[({]|\brequire\(|\bexport\s/);
    expect(code).toContain('/remotes.json');
    // the ownership table compiled in: a path prefix of a remote and its federation name
    expect(code).toContain('/questoes');
    expect(code).toContain('mfe_questions');
    const relative = inputs.map((input) => path.relative(path.resolve(__dirname, '../..'), input));
    expect(relative).toContain('shared-contracts/src/routes/ownership.ts');
    expect(relative.filter((input) => input.includes('node_modules'))).toEqual([]);
  });

  it('stays small: it is on the critical path of every first page', () => {
    // 6.7 kB since it also runs the mobile guard and paints the phone's app download page, 7.3 kB since it
    // also asks for the upselling offers when the panel may show, 8.6 kB since it also paints the first frame
    // of six areas' first pages, 9.07 kB since it holds the owner's manifest until the first frame is on screen
    // or the shell asks for it (issue 12); the host's first load, this script included, keeps its gzip budget in
    // size-budget.json
    expect(Buffer.byteLength(code)).toBeLessThan(9_100);
  });

  it('runs: it asks for remotes.json in the task right after its own, which holds the first paint', async () => {
    const fetch = jest.fn(() => new Promise<Response>(() => {}));
    const window = { location: { pathname: '/uma-pagina', search: '' }, localStorage: null } as unknown;
    new Function('window', 'fetch', 'document', code)(window, fetch, {});
    expect(fetch).not.toHaveBeenCalled();
    for (let turn = 0; turn < 50 && fetch.mock.calls.length === 0; turn += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledWith('/remotes.json');
  });
});
