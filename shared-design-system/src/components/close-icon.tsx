import { X } from 'lucide-react';

/** The close (×) icon of every close button (drawers, modals, toasts, the global alert, strips): decorative. */
export function CloseIcon({ size = 16 }: { size?: number }) {
  return <X size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
