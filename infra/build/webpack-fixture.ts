import webpack, { type Configuration } from 'webpack';

/** Builds a test fixture with webpack (production mode, the fixture's folder as context), rejecting on errors. */
export function buildFixture(dir: string, config: Omit<Configuration, 'mode' | 'context'>): Promise<void> {
  const compiler = webpack({ mode: 'production', context: dir, entry: { main: './index.js' }, ...config });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}
