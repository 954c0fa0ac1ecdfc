/**
 * A value made the first time it is asked for, then kept. The kit's Intl formatters are made this way: the
 * first Intl object a page makes starts the browser's ICU (about 40 ms of main thread on a desktop, 150 ms or
 * more on a phone, measured in Chromium, issue 12), which a page that formats nothing should not pay for just
 * by loading the kit.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
