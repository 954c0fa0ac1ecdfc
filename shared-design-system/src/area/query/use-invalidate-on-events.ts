import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePlatform, type EventName } from 'shared-contracts';

/** Bus events that make some of an area's queries out of date. */
export interface InvalidationRule {
  /** events from other parts of the site (drawers, dock, other areas) */
  events: readonly EventName[];
  /** every query whose key starts with this is refetched (when on screen) or marked stale */
  queryKey: QueryKey;
}

/**
 * Keeps an area's cached data in step with what other parts of the page change: each event of a rule
 * invalidates the queries under its key. Subscriptions end with the component.
 */
export function useInvalidateOnEvents(rules: readonly InvalidationRule[]): void {
  const { bus } = usePlatform();
  const queryClient = useQueryClient();
  // rules are usually a module constant; a new array each render with the same content must not resubscribe
  const signature = JSON.stringify(rules);
  useEffect(() => {
    const subscriptions = rules.flatMap(({ events, queryKey }) =>
      events.map((name) =>
        bus.on(name).subscribe(() => {
          void queryClient.invalidateQueries({ queryKey });
        }),
      ),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, queryClient, signature]);
}
