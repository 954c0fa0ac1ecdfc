import type { AccessibilitySettings, VerticalId } from 'shared-contracts';

/** A vertical id as the theme knows it: shared-contracts' VerticalId (spec 1 §1). */
export type ThemeVertical = VerticalId;

/** The three modifiers of the accessibility settings (spec 1 §3) the theme applies; the saved settings also keep previous values. */
export type ThemeAccessibility = Pick<
  AccessibilitySettings,
  'fontSizeModifier' | 'lineHeightModifier' | 'marginSizeModifier'
>;

/** What changes per vertical: name, logo, favicon and brand colours. */
export interface VerticalBrand {
  vertical: ThemeVertical;
  /** product name shown in titles and read as the logo's accessible name */
  productName: string;
  /** letters drawn in the square mark (favicon, compact logo) */
  initials: string;
  /** inline SVG markup of the logo */
  logoSvg: string;
  /** the logo as a data URL (for <img>) */
  logoDataUrl: string;
  /** favicon as an SVG data URL */
  favicon: string;
  primary: string;
  secondary: string;
  /** primary as used on dark backgrounds (lighter, keeps contrast) */
  primaryDark: string;
  secondaryDark: string;
}

/** Colour roles every component uses; dark mode swaps the values, never the roles. */
export interface ThemeColors {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  focus: string;
  success: string;
  error: string;
  warning: string;
  info: string;
  onStatus: string;
  overlay: string;
  skeleton: string;
}

/** The emotion theme of the platform (also the type of emotion's `useTheme()`). */
export interface PlatformTheme {
  vertical: ThemeVertical;
  brand: VerticalBrand;
  dark: boolean;
  colors: ThemeColors;
  fontFamily: string;
  /** font sizes in px, already scaled by the font modifier */
  fontSizes: { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number };
  /** unitless line heights, already shifted by the line height modifier */
  lineHeights: { body: number; heading: number };
  /** spacing in px, already scaled by the margin modifier */
  space: { xxs: number; xs: number; sm: number; md: number; lg: number; xl: number };
  radii: { sm: number; md: number; lg: number; pill: number };
  shadows: { card: string; overlay: string };
  zIndices: { overlay: number; drawer: number; modal: number; toast: number };
  /** the clamped modifiers the theme was built from */
  accessibility: ThemeAccessibility;
}

declare module '@emotion/react' {
  // emotion's Theme is an empty interface meant for augmentation: this types `useTheme()` and `css` callbacks.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends PlatformTheme {}
}
