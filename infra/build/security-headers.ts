/**
 * The security headers every response of the composed site carries (ARCHITECTURE §8, issue 11): one
 * function for the Node servers (`npm start`), the nginx images (through docker-compose's environment) and
 * the webpack dev servers, so a problem shows up while developing, not after deploying.
 *
 * The CSP allows scripts and connections from 'self' and exactly the remote origins of the manifest in
 * use; outside production also from localhost, where test builds loaded through `?mfe-override=` are
 * served. Frames only from the video players lesson blocks embed. Script sinks need Trusted Types from the
 * named policies. Violations are reported to the BFF.
 */
import { TRUSTED_TYPES_POLICY_NAMES, webpackTrustedTypesPolicyName } from 'shared-contracts/trusted-types';
import { APPS } from './topology';

export interface CspOptions {
  /** allow `?mfe-override=` builds served on localhost (every environment but production) */
  localOverrides?: boolean;
  /**
   * a webpack dev server (local only): its hot reload needs a websocket; no other environment gets it.
   * Its source maps are not eval ones, so Trusted Types hold while developing too.
   */
  devServer?: boolean;
}

/**
 * The Trusted Types policies a page of the composed site may create (shared-contracts names them): the
 * host's federation scripts and alert HTML, the lesson HTML, and each app's webpack runtime (its chunk
 * URLs). Any other policy, DOMPurify's unnamed default included, is refused by the browser.
 */
export const TRUSTED_TYPES_POLICIES: readonly string[] = [
  ...Object.values(TRUSTED_TYPES_POLICY_NAMES),
  ...APPS.map((app) => webpackTrustedTypesPolicyName(app.federationName)),
];

export const LOCAL_OVERRIDE_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*'];

/**
 * The players of the LDI video blocks (spec 2 §2): YouTube's privacy-enhanced embed and Vimeo's player.
 * mfe-ldi builds its frame URLs on exactly these origins.
 */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** Where browsers send CSP violation reports (the dev BFF's csp-reports.ts; proxied under /bff). */
export const CSP_REPORT_PATH = '/bff/csp-reports';

/** Browser features no page of the site uses (spec: none asks for camera, microphone, location...). */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  // the lesson players may go full screen and play media
  `fullscreen=(self "${VIDEO_FRAME_SOURCES[0]}" "${VIDEO_FRAME_SOURCES[1]}")`,
  `autoplay=(self "${VIDEO_FRAME_SOURCES[0]}" "${VIDEO_FRAME_SOURCES[1]}")`,
].join(', ');

/**
 * Whether an environment's CSP names localhost (any port) for test overrides from a developer's own build
 * (issue 11: development wildcards only in `local`; the host accepts localhost overrides only there too).
 * Elsewhere an override may come only from the environment's own remote origins, which the CSP lists anyway.
 */
export function acceptsOverrides(platformEnv: string): boolean {
  return platformEnv === 'local';
}

export function contentSecurityPolicy(remoteOrigins: readonly string[], options: CspOptions = {}): string {
  const allowed = [
    ...remoteOrigins,
    ...(options.localOverrides || options.devServer ? LOCAL_OVERRIDE_SOURCES : []),
  ];
  const withRemotes = (...sources: string[]) => [...sources, ...allowed].join(' ');
  const devConnect = options.devServer ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : [];
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'", ...devConnect)}`,
    // emotion injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // webpack `asset/resource` files of a remote are served from the remote's origin.
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `font-src ${withRemotes("'self'", 'data:')}`,
    `media-src ${withRemotes("'self'", 'blob:')}`,
    `frame-src ${VIDEO_FRAME_SOURCES.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // every script sink (innerHTML, a script's src, eval) takes only what a named policy signed
    "require-trusted-types-for 'script'",
    // 'allow-duplicates': a remote's webpack runtime runs again when its area's retry loads the entry anew,
    // and creates its policy again under the same name
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

export function securityHeaders(
  remoteOrigins: readonly string[],
  options: CspOptions = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins, options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}
