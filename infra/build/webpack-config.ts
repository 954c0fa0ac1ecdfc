import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type {} from 'webpack-dev-server';
import { webpackTrustedTypesPolicyName } from 'shared-contracts/trusted-types';
import { ChunkLoadTurnsPlugin } from './chunk-load-turns-plugin';
import { EarlyBootScriptPlugin } from './early-boot-script';
import { securityHeaders } from './security-headers';
import { BFF_PORT, PROXIED_PATHS, REMOTES, SINGLE_BUILD_DIST, appByPkg } from './topology';
import {
  HOST_EAGER_SHARED,
  SHARED_IMPLEMENTATIONS,
  SHARED_SINGLETON_PACKAGES,
  SHARED_SUBPATHS,
} from './shared-singletons';
import { swcOptions } from './jest-preset';
import { FederationManifestPlugin, exposeChunkName } from './federation-manifest-plugin';
import type { ReleaseMetadata } from './release-metadata';

const ROOT = path.resolve(__dirname, '../..');

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function installedVersion(pkg: string): string {
  const candidates = [
    path.join(ROOT, 'node_modules', pkg, 'package.json'),
    path.join(ROOT, pkg, 'package.json'),
  ];
  for (const file of candidates) if (fs.existsSync(file)) return readJson<PackageJson>(file).version;
  throw new Error(`Cannot find the installed version of ${pkg}`);
}

/** The federation `shared` map: one singleton per package of ARCHITECTURE §4, each with requiredVersion. */
export function sharedConfig(
  deps: Record<string, string> = {},
  eager: readonly string[] = [],
  /**
   * whether this build provides the shares of SHARED_IMPLEMENTATIONS from our modules: a module given by
   * path is provided (and its chunks requested) whether the build imports it or not, so only builds that
   * use them do (the remotes; the host never routes with react-router)
   */
  withImplementations = true,
): Record<string, object> {
  const shared: Record<string, object> = {};
  for (const pkg of SHARED_SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    const requiredVersion =
      deps[pkg] && /^\d/.test(deps[pkg]) ? `^${deps[pkg]}` : (deps[pkg] ?? `^${version}`);
    for (const request of [pkg, ...(SHARED_SUBPATHS[pkg] ?? [])]) {
      shared[request] = {
        singleton: true,
        requiredVersion,
        version,
        // what is provided for this name, when it is not the package itself (shared/react-router-dom.ts)
        ...(withImplementations && SHARED_IMPLEMENTATIONS[request]
          ? { import: SHARED_IMPLEMENTATIONS[request] }
          : {}),
        ...(eager.includes(request) ? { eager: true } : {}),
      };
    }
  }
  return shared;
}

export function releaseMetadata(
  pkg: PackageJson & { platform?: { contract?: string; routes?: string[] } },
  federationName: string,
): ReleaseMetadata {
  const contract = pkg.platform?.contract;
  const routes = pkg.platform?.routes;
  if (typeof contract !== 'string') throw new Error(`${pkg.name}/package.json needs platform.contract`);
  if (!Array.isArray(routes) || routes.length === 0)
    throw new Error(`${pkg.name}/package.json needs platform.routes`);
  const shared: Record<string, string> = {};
  for (const [name, config] of Object.entries(sharedConfig(pkg.dependencies))) {
    shared[name] = (config as { requiredVersion: string }).requiredVersion;
  }
  return { name: pkg.name, federationName, version: pkg.version, contract, routes, shared };
}

/** Emits platform.json (a remote's release metadata) into the build output. */
class ReleaseMetadataPlugin {
  constructor(private readonly metadata: ReleaseMetadata) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseMetadataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ReleaseMetadataPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () =>
          compilation.emitAsset(
            'platform.json',
            new RawSource(`${JSON.stringify(this.metadata, null, 2)}\n`),
          ),
      );
    });
  }
}

export interface AppConfigOptions {
  /** absolute folder of the package (pass __dirname) */
  dir: string;
  /** modules this app exposes (remotes: at least './app') */
  exposes?: Record<string, string>;
  /** build the standalone development page (a remote mounted alone with createTestPlatform) */
  standalone?: boolean;
}

/**
 * One module format per package where the default resolution costs bytes: react-router's build for the mode,
 * and rxjs's ES2015 build (its default is ES5 with tslib helpers; a shared
 * singleton is never tree-shaken, so the whole build ships on first load).
 */
function moduleFormatAliases(mode: 'production' | 'development'): Record<string, string> {
  const router = path.join(ROOT, 'node_modules/react-router/dist', mode);
  return {
    // react-router 7's package exports name only its development build (4x larger, with dev-only checks)
    'react-router$': path.join(router, 'index.mjs'),
    'react-router/dom$': path.join(router, 'dom-export.mjs'),
    rxjs$: path.join(ROOT, 'node_modules/rxjs/dist/esm/index.js'),
  };
}

/**
 * Brotli copies of a production build's scripts and JSON (issue 12), written beside them as `<file>.br`: the
 * servers (infra/docker/nginx/static-files.inc, infra/scripts/serve-static-files.ts) send one to a browser
 * that accepts `br`, and gzip to the others. At the highest quality, done once per build: ~15% fewer bytes
 * than gzip for the shell's main.js, on the first page's critical path.
 */
export const BROTLI_ASSETS = /\.(js|json)$/;
export const BROTLI_MIN_BYTES = 1024;

function brotliCopies(): CompressionPlugin<zlib.BrotliOptions> {
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: BROTLI_ASSETS,
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
    // smaller files are sent as they are or gzipped: the servers look for a copy before sending one
    threshold: BROTLI_MIN_BYTES,
    deleteOriginalAssets: false,
  });
}

/**
 * V8's explicit compile hint (issue 12): a script that starts with this comment has all its functions compiled
 * eagerly, on the thread that streams it in, instead of each one lazily on the main thread when first called.
 * Put on the shell's scripts (main.js and its chunks), nearly all of which run as the shell starts. Measured
 * with Lighthouse (mobile, /mesa-de-estudo, 5-run medians): TBT 823 → 373–563 ms. On the areas' own scripts
 * it measured worse (more compiled than the first page calls), so a remote's code is built without it; but
 * its two shared library chunks (`SHARED_LIBRARY_CHUNKS`: the router and TanStack Query, which every area's
 * first page runs through) carry it: their lazy compiles were most of the first page's task that starts the
 * cards' queries (traced on /mesa-de-estudo, 3 alternating cold loads: the blocking sum went down in each,
 * 559/378/599 → 502/317/573 ms at 4×). Browsers without the hint read a comment.
 */
const COMPILE_HINT_ALL = '//# allFunctionsCalledOnLoad';

/** The remotes' chunks of the shared libraries every area's first page runs (see the cache groups below). */
const SHARED_LIBRARY_CHUNKS = { router: 'shared-router', query: 'shared-query' } as const;

/** The scripts of a production build that start with `COMPILE_HINT_ALL`: all of the shell's, a remote's shared library chunks. */
function compileHintedScripts(isHost: boolean): RegExp {
  if (isHost) return /\.js$/;
  return new RegExp(`^(?:${Object.values(SHARED_LIBRARY_CHUNKS).join('|')})\\.[0-9a-f]+\\.js$`);
}

function compileHints(test: RegExp): webpack.BannerPlugin {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT_ALL,
    raw: true,
    test,
    // after minification (which keeps only license comments), before the source map, the hashes and the copies
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** One webpack configuration factory for the host and every remote. */
export function createWebpackConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
    const mode = argv.mode ?? 'production';
    const pkg = readJson<PackageJson & { platform?: { contract?: string; routes?: string[] } }>(
      path.join(options.dir, 'package.json'),
    );
    const app = appByPkg(pkg.name);
    const isHost = app.kind === 'host';
    const standalone = options.standalone ?? process.env.STANDALONE === '1';
    // issue 12: the host with the seven areas compiled in as lazy chunks, no federation (host-shell/dist-single)
    const single = isHost && process.env.SINGLE_BUILD === '1';

    // Module federation is webpack's own (issue 12): the @module-federation runtime cost the host ~25 kB gz of its
    // first load, and each remoteEntry.js was 9.1–9.4 kB gz where webpack's own is 3.7–3.9 kB.
    // The shell loads containers itself (host-shell/src/federation/container-runtime.ts) and this build
    // writes the mf-manifest.json the platform reads (federation-manifest-plugin.ts).
    const exposes = isHost
      ? {}
      : Object.fromEntries(
          Object.entries(options.exposes ?? { './app': './src/expose/app.tsx' }).map(([key, file]) => [
            key,
            { import: file, name: exposeChunkName(key) },
          ]),
        );
    const shared = sharedConfig(pkg.dependencies, isHost ? HOST_EAGER_SHARED : [], !isHost);
    const federation = [
      isHost
        ? // The host only provides: its own code uses its own copies directly (the same module instances the share
          // scope hands to remotes), so it needs no consume runtime or version checks on its first load.
          new webpack.sharing.ProvideSharedPlugin({
            shareScope: 'default',
            provides: Object.fromEntries(
              Object.entries(shared).map(([name, config]) => {
                const { version, eager } = config as { version: string; eager?: boolean };
                return [name, { shareKey: name, version, eager: eager ?? false }];
              }),
            ),
          })
        : new webpack.container.ModuleFederationPlugin({
            name: app.federationName,
            filename: 'remoteEntry.js',
            exposes,
            library: { type: 'var', name: app.federationName },
            // what the host provides on every page (its eager shares) the remote takes from the share scope only: no
            // copy of its own, no fallback to load (remoteEntry.js 4.5 → 3.8 kB gz). A host without one of them
            // fails the area's load, which shows its fallback. The standalone page has no host and keeps them.
            shared: standalone
              ? shared
              : Object.fromEntries(
                  Object.entries(shared).map(([name, config]) => [
                    name,
                    HOST_EAGER_SHARED.includes(name) ? { ...config, import: false } : config,
                  ]),
                ),
          }),
      new FederationManifestPlugin({
        name: app.federationName,
        ...(isHost ? {} : { remoteEntry: 'remoteEntry.js' }),
        buildName: pkg.name,
        buildVersion: pkg.version,
        exposes,
        shared,
      }),
    ];

    const proxy = PROXIED_PATHS.map((p) => ({
      context: [p],
      target: `http://127.0.0.1:${BFF_PORT}`,
      changeOrigin: false,
    }));

    return {
      mode,
      name: app.pkg,
      context: options.dir,
      entry: { main: './src/index.ts' },
      // production maps are written for error tracking but not referenced from the scripts, and the images
      // do not serve them (issue 11); development maps are files too: eval maps would need 'unsafe-eval' and
      // break Trusted Types, which the dev servers enforce like the composed site
      devtool: mode === 'production' ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(options.dir, single ? SINGLE_BUILD_DIST : 'dist'),
        publicPath: 'auto',
        filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.federationName,
        // the runtime loads its chunks through a policy of its own (the CSP requires Trusted Types)
        trustedTypes: { policyName: webpackTrustedTypesPolicyName(app.federationName) },
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        alias: moduleFormatAliases(mode),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                ...swcOptions,
                module: { type: 'es6' },
                jsc: {
                  ...swcOptions.jsc,
                  transform: {
                    react: { ...swcOptions.jsc.transform.react, development: mode !== 'production' },
                  },
                },
              },
            },
          },
          { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(single
          ? [
              // the areas' code from lazy chunks of this build instead of module federation
              new webpack.NormalModuleReplacementPlugin(/[\\/]federation[\\/]area-source$/, (resource) => {
                resource.request = `${resource.request}.single`;
              }),
            ]
          : federation),
        ...(isHost ? [] : [new ReleaseMetadataPlugin(releaseMetadata(pkg, app.federationName))]),
        // lazy chunks' scripts added in a turn of their own, not inside the render that imports them (issue 12)
        new ChunkLoadTurnsPlugin(),
        ...(mode === 'production' ? [brotliCopies()] : []),
        ...(mode === 'production' ? [compileHints(compileHintedScripts(isHost))] : []),
        ...(isHost || standalone
          ? [
              new HtmlWebpackPlugin({
                template: fs.existsSync(path.join(options.dir, 'src/index.html'))
                  ? './src/index.html'
                  : path.join(__dirname, 'standalone.html'),
                title: pkg.name,
                chunks: ['main'],
                // absolute: the page is served for every deep path (/questoes/buscar), not only at /
                publicPath: '/',
              }),
            ]
          : []),
        ...(isHost && fs.existsSync(path.join(options.dir, 'src/boot/boot.ts'))
          ? [
              new EarlyBootScriptPlugin(path.join(options.dir, 'src/boot/boot.ts'), mode === 'production', {
                federated: !single,
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // lucide's base (createLucideIcon and its helpers) in one chunk: a remote's icons sit in different
            // chunk groups, and webpack otherwise copied it into each. The host's first page has its icons
            // (side menu, the design system's CloseIcon) in main.js, so there it only gathers the on-demand ones.
            lucideBase: {
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:shared|context|Icon|createLucideIcon)/,
              name: 'lucide-base',
              chunks: isHost ? 'async' : 'all',
              enforce: true,
            },
            // a remote's shared router (shared/react-router-dom.ts) and the part of react-router it names in
            // one chunk, and its shared TanStack Query (shared/tanstack-react-query.ts) with the part of the
            // package it names in another: the manifest lists that one chunk for the share, so the early boot
            // preloads all of it in one request (the host provides the shares too but never loads them: the
            // first area brings its own)
            ...(isHost
              ? {}
              : {
                  sharedRouter: {
                    test: /[\\/](?:node_modules[\\/]react-router[\\/]|infra[\\/]build[\\/]shared[\\/]react-router-dom)/,
                    name: SHARED_LIBRARY_CHUNKS.router,
                    chunks: 'all' as const,
                    enforce: true,
                  },
                  sharedQuery: {
                    test: /[\\/](?:node_modules[\\/]@tanstack[\\/](?:react-query|query-core)[\\/]|infra[\\/]build[\\/]shared[\\/]tanstack-react-query)/,
                    name: SHARED_LIBRARY_CHUNKS.query,
                    chunks: 'all' as const,
                    enforce: true,
                  },
                }),
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        historyApiFallback: true,
        // the CSP of the composed site (plus eval maps and the hot-reload socket), so that a script, frame
        // or connection it would block is blocked while developing too
        headers: {
          'Access-Control-Allow-Origin': '*',
          ...securityHeaders(
            REMOTES.map((remote) => `http://localhost:${remote.port}`),
            { localOverrides: true, devServer: true },
          ),
        },
        proxy,
        client: { overlay: false },
      },
    };
  };
}
