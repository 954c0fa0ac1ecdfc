import type { Page } from '@playwright/test';

export const AREA_UNAVAILABLE = 'Esta área está temporariamente indisponível';

export function hostUrl(vertical: string, port = 3000): string {
  return `http://${vertical}.localhost:${port}`;
}

/** Signs the seeded student in through the dev BFF and lands on `path`. */
export async function signIn(
  page: Page,
  path: string,
  options: { vertical?: string; email?: string; port?: number } = {},
) {
  const { vertical = 'concursos', email = 'aluno@exemplo.com.br', port = 3000 } = options;
  await page.goto(
    `${hostUrl(vertical, port)}/auth/dev-login?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(path)}`,
  );
}

/** Resets the dev BFF's state (the control API). */
export async function resetBff(page: Page) {
  const response = await page.request.post('http://127.0.0.1:3001/__control/reset');
  if (!response.ok()) throw new Error(`reset failed: ${response.status()}`);
}

/**
 * Resolves once the page has settled: nothing finished loading and no long task for `quietMs`. Playwright's
 * 'networkidle' is a one-time event of the document's load, so after a client-side navigation it may already
 * have fired while the area still loads, or before the shell's idle prefetch of the likely next areas
 * (PREFETCH_IDLE_MS, 2 s after the first page) has started. The default quiet window outlasts that delay.
 */
export async function settled(page: Page, quietMs = 2_500) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        const observer = new PerformanceObserver(() => restart());
        let timer = setTimeout(done, quiet);
        function restart() {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        }
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe({ entryTypes: ['resource', 'longtask'] });
      }),
    quietMs,
  );
}
