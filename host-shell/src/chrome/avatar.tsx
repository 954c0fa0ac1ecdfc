import { safeHref } from 'shared-design-system';
import { firstNameOf } from './motivational-greeting';

/** The student's picture, or their initials on the brand colour; decorative (the name is next to it). */
export function Avatar({
  fullName,
  avatarUrl,
  size = 32,
}: {
  fullName: string;
  avatarUrl: string | null;
  size?: number;
}) {
  const box = { width: size, height: size, borderRadius: '50%', flexShrink: 0 } as const;
  if (avatarUrl)
    return (
      <img src={safeHref(avatarUrl)} alt="" width={size} height={size} css={{ ...box, objectFit: 'cover' }} />
    );
  const words = fullName.trim().split(/\s+/);
  const initials = `${firstNameOf(fullName).charAt(0)}${words.length > 1 ? (words[words.length - 1] ?? '').charAt(0) : ''}`;
  return (
    <span
      aria-hidden="true"
      css={(theme) => ({
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size * 0.4,
        fontWeight: 700,
        background: theme.colors.primary,
        color: theme.colors.onPrimary,
      })}
    >
      {initials.toUpperCase()}
    </span>
  );
}
