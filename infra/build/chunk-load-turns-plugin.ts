import type { Compiler } from 'webpack';

/**
 * Each of a build's chunk scripts added to the page in a turn of its own (issue 12), where the browser has
 * `scheduler.yield()`.
 *
 * webpack adds a lazy chunk's `<script>` (and its load timeout) from inside the code that asked for it: on a
 * first page, React's render of the component that imports it (`lazy()`, the study table's grid). A traced
 * page (Lighthouse, the Performance panel) records the JavaScript stack of every element that starts a
 * request and of every timer, as it does for `fetch`: the three chunks the study table's page asks for cost
 * ~40 % of that page's longest render task. Here the runtime's script loader (`__webpack_require__.l`) waits
 * for one `scheduler.yield()` first: the browser resumes it before any other queued task, so the download
 * starts as soon as the render yields, in a task of its own. As with the platform's HTTP clients
 * (shared-contracts `yieldToMainIfPrioritized`), a browser without `scheduler.yield()` adds the script at
 * once: a macrotask would queue the download behind everything else.
 */
export class ChunkLoadTurnsPlugin {
  apply(compiler: Compiler): void {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;
    const loadScript = RuntimeGlobals.loadScript;

    class ScriptInATurnOfItsOwn extends RuntimeModule {
      constructor() {
        // after webpack's own loader is defined (stage normal), before anything loads a chunk
        super('load script in a turn of its own', RuntimeModule.STAGE_ATTACH);
      }

      override generate(): string {
        return Template.asString([
          `var loadNow = ${loadScript};`,
          `${loadScript} = function(url, done, key, chunkId) {`,
          Template.indent([
            "var prioritized = typeof scheduler === 'object' && scheduler && typeof scheduler.yield === 'function';",
            'if (!prioritized) return loadNow(url, done, key, chunkId);',
            'var later = function() { loadNow(url, done, key, chunkId); };',
            'scheduler.yield().then(later, later);',
          ]),
          '};',
        ]);
      }
    }

    compiler.hooks.compilation.tap('ChunkLoadTurnsPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(loadScript).tap('ChunkLoadTurnsPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new ScriptInATurnOfItsOwn());
      });
    });
  }
}
