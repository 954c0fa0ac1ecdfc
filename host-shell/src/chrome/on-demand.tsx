import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { usePlatform, type EventName, type EventPayload } from 'shared-contracts';
import { AreaErrorBoundary } from 'shared-design-system';

/**
 * Parts of the shell a student may never need on a page (drawers, the audio dock, modals, the downloads
 * strip...) load on demand: a small gate in the first load waits for what asks for the part (a bus event,
 * a state), then loads its chunk (named `on-demand-*`, which the size report leaves out of the first
 * load) and hands it the request that woke it.
 */

/**
 * The latest payload of `name` on the bus since mount (null before any) that `accept` lets through.
 * The gate keeps listening, so a part that mounts late still gets the newest request as its first one.
 */
export function useLatestEvent<N extends EventName>(
  name: N,
  accept: (payload: EventPayload<N>) => boolean = () => true,
): EventPayload<N> | null {
  const { bus } = usePlatform();
  const [latest, setLatest] = useState<EventPayload<N> | null>(null);
  const [acceptRef] = useState(() => ({ current: accept }));
  acceptRef.current = accept;
  useEffect(() => {
    const subscription = bus.on(name).subscribe((payload) => {
      if (acceptRef.current(payload)) setLatest(() => payload);
    });
    return () => subscription.unsubscribe();
  }, [bus, name, acceptRef]);
  return latest;
}

/** True from the first render where `condition` held: a woken part stays mounted with its own state. */
export function useWoken(condition: boolean): boolean {
  const [woken, setWoken] = useState(condition);
  if (condition && !woken) setWoken(true);
  return woken || condition;
}

/** A lazily loaded part behind its own error boundary: a chunk that fails to load costs only that part. */
export function OnDemand({ children }: { children: ReactNode }) {
  return (
    <AreaErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </AreaErrorBoundary>
  );
}
