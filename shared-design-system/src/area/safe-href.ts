const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * A URL from server data, made safe for `href`/`src`: http, https and mailto URLs and same-site relative
 * paths pass; anything else (`javascript:`, `data:`, `vbscript:`, protocol-relative `//host`, malformed)
 * gives `fallback` (undefined by default, so the link renders without a target).
 */
export function safeHref(url: string | null | undefined, fallback?: string): string | undefined {
  if (typeof url !== 'string') return fallback;
  // browsers ignore tabs and newlines inside a scheme ('java\tscript:') and trim control characters
  // eslint-disable-next-line no-control-regex
  const value = url.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (!value) return fallback;
  if (value.startsWith('/')) {
    // '//evil.example' and '/\evil.example' leave the site
    return value.startsWith('//') || value.startsWith('/\\') ? fallback : value;
  }
  if (value.startsWith('?') || value.startsWith('#')) return value;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    // a relative path such as 'aula-1' (no scheme): resolve it against a dummy base to be sure
    try {
      const relative = new URL(value, 'https://relative.invalid/');
      return relative.hostname === 'relative.invalid' && !/^[a-z][a-z0-9+.-]*:/i.test(value)
        ? value
        : fallback;
    } catch {
      return fallback;
    }
  }
  return ALLOWED_SCHEMES.has(parsed.protocol.toLowerCase()) ? value : fallback;
}
