/**
 * How long an area's data is fresh and kept (ARCHITECTURE §5, spec 1 §2). ky already retries GET/HEAD/OPTIONS
 * on 5xx (spec 1 §7), so Query never retries on top of it.
 */
export const STALE_TIME = {
  /** what changes while the student works (answers, progress, lists they edit): revalidated on each return */
  live: 0,
  /** the default: a page seen half a minute ago is shown as it was, then revalidated once */
  default: 30_000,
  /** reference data that changes with a deploy, not with the student (catalogues, filters, institutions) */
  reference: 10 * 60_000,
} as const;

/** A page seen in the last 5 minutes is shown at once from cache when the student comes back to it. */
export const RETURN_CACHE_MS = 5 * 60_000;

/**
 * Spread into the `queryOptions` of the pages spec 1 §2 excludes from caching on return (notebook detail,
 * question search results, cast search results, all-courses search results, interactive-course detail):
 * nothing is kept once the page is left, so coming back always loads fresh.
 */
export const FRESH_ON_RETURN = { gcTime: 0, staleTime: 0 } as const;
