import path from 'node:path';

/** `main.1a2b3c4d.js`, `123.1a2b3c4d.js`, `1a2b3c4d5e6f7a8b9c0d.png` (webpack [contenthash] / asset [hash]). */
const HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Hashed files never change, so browsers keep them a year; everything else (index.html, remotes.json,
 * mf-manifest.json, remoteEntry.js) is what a deploy or rollback changes, so it is revalidated every time.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}
