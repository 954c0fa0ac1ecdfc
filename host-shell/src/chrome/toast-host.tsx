import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { ToastRegion, type ToastItem } from 'shared-design-system';

const DEFAULT_TOAST_MS = 5000;

/** Shows every toast any remote asks for on the bus. */
export function ToastHost() {
  const platform = usePlatform();
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = platform.bus.on('toast').subscribe((toast) => {
      const id = (next += 1);
      setToasts((current) => [...current, { id, kind: toast.kind, message: toast.message }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((item) => item.id !== id));
      }, toast.durationMs ?? DEFAULT_TOAST_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [platform]);

  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={(id) => setToasts((current) => current.filter((item) => item.id !== id))}
    />
  );
}
