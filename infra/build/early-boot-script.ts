/**
 * The host's early boot as a script of its own (issue 12). Webpack's federation plugin adds its runtime to
 * every entry, so this small script (the ownership table, a few fetches and preloads, no shared module) is
 * bundled by esbuild instead, emitted as `boot.[hash].js` and put first among index.html's head scripts as a
 * parser-blocking script (no `async`, no `defer`): it runs as soon as it arrives, while main.js (the shell,
 * React and the other shared modules of the first page, one file, `defer`) still downloads, and always before
 * the first paint, like the inline script issue 12 asked for. What the first paint needs (the session cookie's
 * read, the phone's early page or the area's first frame) then happens before anything is shown, not as a long
 * task after it: Lighthouse, phone at /mesa-de-estudo, 5-run medians: TBT 427–560 → 167–300 ms, score 0.86–0.90 →
 * 0.94–0.98. Its requests and preloads go out right after, one per task (early-boot.ts). One round trip for
 * a 2.4 kB (brotli) same-origin file before the first paint of a frame that holds no content yet. It is a file,
 * not inline code, so the CSP keeps `script-src 'self'` with no per-build hash.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const NAME = 'EarlyBootScriptPlugin';

/** esbuild's bundle of `entry`: a minified IIFE for browsers, with the files it read. */
export function bundleEarlyBoot(
  entry: string,
  minify: boolean,
  { federated = true }: { federated?: boolean } = {},
): { code: string; inputs: string[] } {
  const result = buildSync({
    // the single-build mode (issue 12) has no remotes to ask for
    define: { __FEDERATED__: String(federated) },
    entryPoints: [entry],
    bundle: true,
    minify,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    write: false,
    metafile: true,
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

export class EarlyBootScriptPlugin {
  constructor(
    private readonly entry: string,
    private readonly production: boolean,
    private readonly options: { federated?: boolean } = {},
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let file = 'boot.js';
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { code, inputs } = bundleEarlyBoot(this.entry, this.production, this.options);
          if (this.production)
            file = `boot.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(file, new RawSource(code));
          for (const input of inputs) compilation.fileDependencies.add(input);
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { src: `${data.publicPath}${file}` }),
        );
        return data;
      });
    });
  }
}
