/**
 * How long a live list's answer, asked for by the study table page itself, stays good enough for the card that
 * shows it when the card mounts: the cards mount once the grid's code has arrived, about a second after the
 * page's calls left on a phone.
 */
export const ASKED_WITH_THE_PAGE_MS = 10_000;

/**
 * `refetchOnMount` of a live list (staleTime 0, spec 2 §7: the student changes it all over the site): asked
 * again whenever a card showing it mounts, unless it was answered moments ago (issue 12: the study table page
 * asks for its cards' lists with its own calls, so the grid's cards mount with their content; without this the
 * cards would ask for the same lists again as they mount).
 */
export function refetchUnlessJustAnswered(query: {
  state: { isInvalidated: boolean; dataUpdatedAt: number };
}): boolean {
  // an invalidated list (a change the student made, or another area's event) is always asked for again
  return query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt >= ASKED_WITH_THE_PAGE_MS;
}

/**
 * The options of a dashboard card's live list, which its page asked for moments before the card mounted (the
 * page asks again on each visit): the card takes the page's answer, or its error with the card's retry (a 403
 * is never repeated, a 5xx was already tried as the clients' rules say), instead of asking again as it mounts.
 */
export const ASKED_BY_THE_PAGE = { refetchOnMount: refetchUnlessJustAnswered, retryOnMount: false } as const;
