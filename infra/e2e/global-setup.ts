import { startPlatform } from '../scripts/serve';

/**
 * Starts the composed production build (host, seven remotes, dev BFF) the way `npm start` does, and
 * returns the teardown. The apps must have been built (npm test builds them first).
 */
export default async function globalSetup() {
  // the dev BFF logs every request at 'info'; the suite's output keeps its warnings and errors only
  process.env.LOG_LEVEL ??= 'warn';
  const platform = await startPlatform({ withBff: true, log: () => {} });
  return async () => {
    await platform.close();
  };
}
