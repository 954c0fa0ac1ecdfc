import { css } from '@emotion/react';
import { formatBadgeCount } from 'shared-contracts';

/**
 * The text a badge shows for a count. Spec 1 §9 "'9+' above 10", read literally: strictly above 10 shows
 * '9+'; 0..10 show the number itself.
 */
export function badgeCountText(count: number): string {
  return formatBadgeCount(count) || String(count);
}

function defaultDescription(count: number): string {
  return count === 1 ? '1 notificação não lida' : `${count} notificações não lidas`;
}

/** Props of `Badge`. */
export interface BadgeProps {
  count: number;
  /** what screen readers hear for a count; default 'N notificações não lidas' (exact count, never '9+') */
  describe?: (count: number) => string;
  /** show the badge when the count is 0; default false */
  showZero?: boolean;
  tone?: 'primary' | 'danger';
  className?: string;
}

/** A small counter ('9+' above 10) named with the exact count, e.g. '12 notificações não lidas'. */
export function Badge({
  count,
  describe = defaultDescription,
  showZero = false,
  tone = 'danger',
  className,
}: BadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span
      role="img"
      aria-label={describe(count)}
      className={className}
      css={(theme) => css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-width: 20px;
        height: 20px;
        padding: 0 ${theme.space.xs}px;
        font-size: ${theme.fontSizes.xs}px;
        font-weight: 700;
        line-height: 1;
        color: ${tone === 'danger' ? theme.colors.onStatus : theme.colors.onPrimary};
        background: ${tone === 'danger' ? theme.colors.error : theme.colors.primary};
        border-radius: ${theme.radii.pill}px;
      `}
    >
      {badgeCountText(count)}
    </span>
  );
}
