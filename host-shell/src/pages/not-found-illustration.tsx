import type { VerticalId } from 'shared-contracts';

/** The generic 404's picture: the medicina one on medicina, the concursos one everywhere else (spec 1 §2). */
export function NotFoundIllustration({ vertical }: { vertical: VerticalId }) {
  const kind = vertical === 'medicina' ? 'medicina' : 'concursos';
  return (
    <svg
      data-illustration={kind}
      width="200"
      height="140"
      viewBox="0 0 200 140"
      aria-hidden="true"
      focusable="false"
      css={(theme) => ({ color: theme.colors.primary, display: 'block', margin: '0 auto 16px' })}
    >
      <ellipse cx="100" cy="128" rx="80" ry="8" fill="currentColor" opacity="0.12" />
      {kind === 'medicina' ? (
        <>
          <rect
            x="60"
            y="20"
            width="80"
            height="96"
            rx="8"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
          />
          <path d="M100 44v40M80 64h40" stroke="currentColor" strokeWidth="10" strokeLinecap="round" />
          <path d="M68 104h64" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.5" />
        </>
      ) : (
        <>
          <rect
            x="48"
            y="16"
            width="72"
            height="96"
            rx="6"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
          />
          <path
            d="M60 36h48M60 52h48M60 68h32"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            opacity="0.5"
          />
          <circle cx="130" cy="78" r="22" fill="none" stroke="currentColor" strokeWidth="6" />
          <path d="M146 94l18 18" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
          <text x="130" y="86" textAnchor="middle" fontSize="22" fontWeight="700" fill="currentColor">
            ?
          </text>
        </>
      )}
    </svg>
  );
}
