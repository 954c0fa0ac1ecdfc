import { Play } from 'lucide-react';
import type { LiveEvent } from 'shared-contracts';
import { Button, type ButtonProps } from 'shared-design-system';
import { safeHref } from 'shared-design-system/area';

/**
 * Where a live class is watched: the provider's page, in a new tab. Its URL comes from the server: one that
 * is not a safe link shows no button.
 */
export function WatchButton({
  event,
  size,
  label,
  children,
}: {
  event: Pick<LiveEvent, 'url'>;
  size?: ButtonProps['size'];
  /** the accessible name when the visible text does not say which class */
  label?: string;
  children: string;
}) {
  const href = safeHref(event.url);
  if (!href) return null;
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      aria-label={label}
      icon={<Play aria-hidden size={16} />}
    >
      {children}
    </Button>
  );
}
