import { expect, test as base } from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

/** One Content-Security-Policy violation a page reported. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Playwright's `test` with a guard on every page of every test (issue 11): each page (and frame) listens for
 * `securitypolicyviolation`, and a test whose pages saw any violation fails, naming them. A test that
 * provokes a violation on purpose reads `cspViolations` and empties it.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void })
            .__reportCspViolation;
          report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.href });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});
