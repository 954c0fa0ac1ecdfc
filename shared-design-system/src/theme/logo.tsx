import { useId } from 'react';
import { usePlatformTheme } from './use-platform-theme';

/** Props of `Logo`. */
export interface LogoProps {
  /** rendered height in px (width follows the name) */
  height?: number;
  /** show only the square mark (collapsed side menu) */
  compact?: boolean;
  className?: string;
}

/**
 * The current vertical's logo as inline SVG: the mark with its initials and the product name, drawn in
 * theme colours so it stays readable in dark mode. Its accessible name is the product name.
 */
export function Logo({ height = 32, compact = false, className }: LogoProps) {
  const theme = usePlatformTheme();
  const titleId = useId();
  const { brand, colors } = theme;
  const initials = brand.initials;
  const width = compact ? 32 : 44 + brand.productName.length * 10;
  const markFont = initials.length > 2 ? 11 : initials.length > 1 ? 14 : 20;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} 32`}
      height={height}
      width={(height * width) / 32}
      className={className}
      data-vertical={theme.vertical}
    >
      <title id={titleId}>{brand.productName}</title>
      <rect width="32" height="32" rx="7" fill={brand.primary} />
      <rect x="4" y="25" width="24" height="3" rx="1.5" fill={brand.secondary} />
      <text
        x="16"
        y={initials.length > 2 ? 19 : 21}
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight={700}
        fontSize={markFont}
        fill="#ffffff"
      >
        {initials}
      </text>
      {!compact && (
        <text
          x="42"
          y="22"
          fontFamily="Arial, sans-serif"
          fontWeight={700}
          fontSize={17}
          fill={colors.primary}
        >
          {brand.productName}
        </text>
      )}
    </svg>
  );
}
