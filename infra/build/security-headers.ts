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

/**
 * Content types that are never a page of their own (issue 12): scripts, JSON answers and manifests, styles,
 * fonts, raster images, audio and video. One source for the Node servers and nginx's map (the nginx tests
 * check the template names the same). SVG, HTML, PDF, plain text and anything unknown are pages.
 */
export const RESOURCE_CONTENT_TYPES =
  '^(text/javascript|application/(javascript|json|manifest\\+json)|text/css|font/|image/(png|jpeg|gif|webp|avif|x-icon)|audio/|video/)';

const RESOURCE_TYPE = new RegExp(RESOURCE_CONTENT_TYPES, 'i');

export function isResourceContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && RESOURCE_TYPE.test(contentType);
}

/**
 * What a response that is not a page carries (issue 12). A page's policy, permissions and opener policy act
 * on documents only; on the ~40 scripts and answers of a first page they were 2.3 kB of headers each, sent
 * uncompressed over HTTP/1.1 (~90 kB on a phone's link). Kept: nosniff (a script or JSON answer is never
 * read as another type), the referrer policy (redirects), and a policy that lets nothing run or load should
 * one be opened as a document.
 */
export const RESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** What every page of the site carries (ARCHITECTURE §8): an HTML document, or anything a browser may show as one. */
export function securityHeaders(
  remoteOrigins: readonly string[],
  options: CspOptions = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins, options),
    ...RESOURCE_SECURITY_HEADERS,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** The security headers of one response, by its content type: a page's, or a resource's. */
export function securityHeadersFor(
  contentType: string | undefined,
  pageHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  return isResourceContentType(contentType)
    ? { 'content-security-policy': RESOURCE_CSP, ...RESOURCE_SECURITY_HEADERS }
    : { ...pageHeaders };
}
