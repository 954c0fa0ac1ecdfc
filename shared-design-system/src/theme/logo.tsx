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
  const width = compact ? 32 : 44 + brand.productName.length * 10;
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
      {/* the mark (the favicon's drawing) as an image: its letters are a logotype, not text, so a link
          around the logo keeps its own name without them (label in name) */}
      <image href={brand.favicon} width="32" height="32" />
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
