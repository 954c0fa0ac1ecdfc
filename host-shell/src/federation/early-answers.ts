import { takeEarlyFetch } from '../boot/early-boot-answers';

/**
 * The container loader's manifest fetch: answered first from what the early boot already asked for (the owner's
 * mf-manifest.json of the first page, once), else by the network. A failed early answer is asked again; the
 * loader's bounded retries (container-runtime.ts) wrap this.
 */
export function fetchWithEarlyAnswers(url: string): Promise<Response> {
  const early = takeEarlyFetch(url);
  if (!early) return fetch(url);
  return early.then((answer) => (answer.ok ? answer : fetch(url))).catch(() => fetch(url));
}
