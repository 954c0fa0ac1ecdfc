import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

/**
 * Writes `mf-manifest.json` for a build made with webpack's own ModuleFederationPlugin (issue 12: the platform
 * loads remotes with the shell's small container loader, host-shell/src/federation/container-runtime.ts,
 * instead of the @module-federation runtime, ~25 kB gz of the host's first load and ~6 kB of every
 * remoteEntry.js). The file keeps the shape and field names the platform already relies on, so remotes.json
 * lines, the deploy scripts, the early boot's preloads and the size report read it as before:
 *
 * - `metaData.remoteEntry` `{ name, path, type: 'global' }` and `metaData.globalName`: where the container is
 *   and the global it defines (`var mfe_cast = …`);
 * - `metaData.buildInfo.buildVersion`: the release (publish-remote checks it against the folder);
 * - `exposes[]` `{ name, path: './app', assets.js.sync|async }`: the expose's own chunks, then every chunk
 *   its lazy imports may load;
 * - `shared[]` `{ name, version, requiredVersion, singleton, assets.js.sync }`: the chunks of this build's
 *   copy of each shared module (for an eager share, the chunk it is built into).
 */

export interface FederationManifestOptions {
  /** the federation name (`mfe_cast`), also the container's global */
  name: string;
  /** the container's file; none for the host */
  remoteEntry?: string;
  /** package name and version */
  buildName: string;
  buildVersion: string;
  /** the `exposes` given to the federation plugin: './app' → its chunk name */
  exposes: Record<string, { import: string; name: string }>;
  /** the `shared` given to the federation plugin */
  shared: Record<
    string,
    { requiredVersion?: string; version?: string; singleton?: boolean; eager?: boolean }
  >;
}

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface FederationManifestFile {
  id: string;
  name: string;
  metaData: {
    name: string;
    type: 'app';
    buildInfo: { buildVersion: string; buildName: string };
    remoteEntry: { name: string; path: string; type: 'global' };
    globalName: string;
    publicPath: 'auto';
  };
  shared: Array<{
    id: string;
    name: string;
    version: string;
    singleton: boolean;
    requiredVersion: string;
    assets: Assets;
  }>;
  remotes: never[];
  exposes: Array<{ id: string; name: string; path: string; assets: Assets }>;
}

/** The chunk name of an expose: `'./app'` → `__federation_expose_app` (the fault matrix routes that name). */
export function exposeChunkName(key: string): string {
  return `__federation_expose_${key.replace(/^\.\//, '').replace(/[^\w]/g, '_')}`;
}

const jsFiles = (chunks: Iterable<Chunk>): string[] =>
  [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** The files of a chunk group (sync), and those of every group its lazy imports open (async). */
function groupAssets(group: ChunkGroup | undefined): Assets {
  const sync = group ? jsFiles(group.chunks) : [];
  const async = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const walk = (current: ChunkGroup) => {
    for (const child of current.childrenIterable) {
      if (seen.has(child)) continue;
      seen.add(child);
      for (const file of jsFiles(child.chunks)) if (!sync.includes(file)) async.add(file);
      walk(child);
    }
  };
  if (group) walk(group);
  return { js: { sync, async: [...async] }, css: { sync: [], async: [] } };
}

/** The fields webpack's ProvideSharedModule keeps for a share (`provide module (default) react@19.3.1 = …`). */
interface ProvideSharedModuleFields {
  _name: string;
  _version: string | false;
  _eager: boolean;
}

/** The files that hold this build's copy of each shared module it provides. */
function providedAssets(compilation: Compilation): Map<string, { version: string; files: string[] }> {
  const provided = new Map<string, { version: string; files: string[] }>();
  const { chunkGraph, moduleGraph } = compilation;
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const fields = module as unknown as Module & ProvideSharedModuleFields;
    let files: string[];
    if (fields._eager) {
      const target = moduleGraph.getModule(module.dependencies[0]!);
      files = target ? jsFiles(chunkGraph.getModuleChunksIterable(target)) : [];
    } else {
      const block = module.blocks[0];
      files = block ? groupAssets(chunkGraph.getBlockChunkGroup(block) ?? undefined).js.sync : [];
    }
    provided.set(fields._name, { version: fields._version || '', files: [...new Set(files)] });
  }
  return provided;
}

export function federationManifest(
  options: FederationManifestOptions,
  compilation: Compilation,
): FederationManifestFile {
  const provided = providedAssets(compilation);
  return {
    id: options.name,
    name: options.name,
    metaData: {
      name: options.name,
      type: 'app',
      buildInfo: { buildVersion: options.buildVersion, buildName: options.buildName },
      remoteEntry: { name: options.remoteEntry ?? '', path: '', type: 'global' },
      globalName: options.name,
      publicPath: 'auto',
    },
    // the shares this build has a copy of (a share it never imports is not built, as the old runtime's manifest)
    shared: Object.entries(options.shared).flatMap(([name, config]) => {
      const copy = provided.get(name);
      if (!copy) return [];
      return {
        id: `${options.name}:${name}`,
        name,
        version: copy.version || config.version || '',
        singleton: config.singleton ?? false,
        requiredVersion: config.requiredVersion ?? '',
        assets: { js: { sync: copy.files, async: [] }, css: { sync: [], async: [] } },
      };
    }),
    remotes: [],
    exposes: Object.entries(options.exposes).map(([path, expose]) => {
      const name = path.replace(/^\.\//, '');
      return {
        id: `${options.name}:${name}`,
        name,
        path,
        assets: groupAssets(compilation.namedChunkGroups.get(expose.name)),
      };
    }),
  };
}

/** Emits mf-manifest.json once the files have their final (content-hashed) names, before the brotli copies. */
export class FederationManifestPlugin {
  constructor(private readonly options: FederationManifestOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FederationManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FederationManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          const manifest = federationManifest(this.options, compilation);
          // compact: it is on the first page's critical path (remotes.json → manifest → the area's code)
          compilation.emitAsset('mf-manifest.json', new RawSource(`${JSON.stringify(manifest)}\n`));
        },
      );
    });
  }
}
