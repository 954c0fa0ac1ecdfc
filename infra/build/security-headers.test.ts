import {
  acceptsOverrides,
  contentSecurityPolicy,
  RESOURCE_CSP,
  securityHeaders,
  securityHeadersFor,
  VIDEO_FRAME_SOURCES,
} from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? null;

const REMOTE = 'https://mfe.plataforma-estudos.com.br';

describe('contentSecurityPolicy', () => {
  it('lets the lesson video players (privacy-enhanced YouTube, Vimeo) be framed, and nothing else', () => {
    const csp = contentSecurityPolicy([REMOTE]);
    expect(directive(csp, 'frame-src')).toEqual(VIDEO_FRAME_SOURCES);
    expect(VIDEO_FRAME_SOURCES).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('closes objects, base and form targets, framing by others, and reports violations to the BFF', () => {
    const csp = contentSecurityPolicy([REMOTE]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'report-uri')).toEqual(['/bff/csp-reports']);
  });

  it('in production allows scripts from self and the manifest remotes only: no localhost, no eval', () => {
    const scripts = directive(contentSecurityPolicy([REMOTE]), 'script-src');
    expect(scripts).toEqual(["'self'", REMOTE]);
  });

  it('names localhost for test overrides only in local: dev, qa and sandbox list their remotes alone', () => {
    expect(['local', 'dev', 'qa', 'sandbox', 'production'].filter(acceptsOverrides)).toEqual(['local']);
    const qa = contentSecurityPolicy([REMOTE], { localOverrides: acceptsOverrides('qa') });
    expect(directive(qa, 'script-src')).toEqual(["'self'", REMOTE]);
    const local = contentSecurityPolicy(['http://localhost:3101'], {
      localOverrides: acceptsOverrides('local'),
    });
    expect(directive(local, 'script-src')).toContain('http://localhost:*');
  });

  it('keeps the hot-reload websocket for the dev servers only, and eval for none', () => {
    const dev = contentSecurityPolicy(['http://localhost:3101'], { devServer: true });
    expect(dev).not.toContain("'unsafe-eval'");
    expect(directive(dev, 'connect-src')).toContain('ws://localhost:*');
    const composed = contentSecurityPolicy(['http://localhost:3101'], { localOverrides: true });
    expect(composed).not.toContain("'unsafe-eval'");
    expect(composed).not.toContain('ws://');
  });
});

describe('Trusted Types', () => {
  it('are required for every script sink, in production, composed local builds and dev servers alike', () => {
    for (const csp of [
      contentSecurityPolicy([REMOTE]),
      contentSecurityPolicy(['http://localhost:3101'], { localOverrides: true }),
      contentSecurityPolicy(['http://localhost:3101'], { devServer: true }),
    ])
      expect(directive(csp, 'require-trusted-types-for')).toEqual(["'script'"]);
  });

  it("allow exactly the platform's named policies and one webpack policy per app, each again when reloaded", () => {
    const policies = directive(contentSecurityPolicy([REMOTE]), 'trusted-types');
    expect(policies).toEqual([
      'platform-federation-scripts',
      'platform-alert-html',
      'ldi-lesson-html',
      'webpack-host_shell',
      'webpack-mfe_questions',
      'webpack-mfe_ldi',
      'webpack-mfe_cast',
      'webpack-mfe_commerce',
      'webpack-mfe_submissions',
      'webpack-mfe_goals',
      'webpack-mfe_study_table',
      // a remote entry loaded again by its area's retry runs its runtime again
      "'allow-duplicates'",
    ]);
    expect(policies).not.toContain('dompurify');
    expect(policies).not.toContain('default');
  });
});

describe('securityHeaders', () => {
  it('isolates the browsing context and turns off the browser features no page uses', () => {
    const headers = securityHeaders([REMOTE]);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('fullscreen=(self "https://www.youtube-nocookie.com"');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('securityHeadersFor', () => {
  const page = securityHeaders([REMOTE]);

  it("gives pages, and whatever a browser may show as one, the page's whole set", () => {
    for (const type of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/pdf',
      'text/plain; charset=utf-8',
      'application/octet-stream',
      undefined,
    ])
      expect([type, securityHeadersFor(type, page)]).toEqual([type, page]);
  });

  it('gives scripts, JSON, styles, fonts, raster images and media nosniff, the referrer policy and a closed policy', () => {
    for (const type of [
      'text/javascript; charset=utf-8',
      'application/javascript',
      'application/json',
      'application/manifest+json',
      'text/css; charset=utf-8',
      'font/woff2',
      'image/png',
      'IMAGE/JPEG',
      'audio/mpeg',
    ])
      expect([type, securityHeadersFor(type, page)]).toEqual([
        type,
        {
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
        },
      ]);
    expect(RESOURCE_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('reads the type itself, not a parameter that names a resource type', () => {
    expect(securityHeadersFor('text/html; x=application/json', page)).toEqual(page);
  });
});
