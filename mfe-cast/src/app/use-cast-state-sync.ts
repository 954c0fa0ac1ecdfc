import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { lastCastStateAtom, useSetAtom } from '../lib/store';

/** Keeps the last 'cast:state' of the bus in the store while the area is mounted. */
export function useCastStateSync(): void {
  const { bus } = usePlatform();
  const setState = useSetAtom(lastCastStateAtom);
  useEffect(() => {
    const subscription = bus.on('cast:state').subscribe((state) => setState(state));
    return () => subscription.unsubscribe();
  }, [bus, setState]);
}
