import {
  ACCESSIBILITY_FONT_MAX,
  ACCESSIBILITY_FONT_MIN,
  ACCESSIBILITY_MODIFIER_MAX,
  ACCESSIBILITY_MODIFIER_MIN,
  DEFAULT_VERTICAL,
  isVerticalId,
} from 'shared-contracts';
import { DEFAULT_ACCESSIBILITY } from '../constants';
import {
  type ThemeAccessibility,
  type PlatformTheme,
  type ThemeColors,
  type ThemeVertical,
} from './platform-theme';
import { verticalBrands } from './vertical-brands';

/** Options of `createTheme`; an unknown vertical falls back to concursos (spec 1 §1). */
export interface CreateThemeOptions {
  vertical: ThemeVertical | string;
  dark?: boolean;
  accessibility?: Partial<ThemeAccessibility>;
}

// How much one modifier step changes the base value. The spec fixes the ranges, not the step size:
// one font step is 12.5 % (-2 → 75 %, 4 → 150 %), one line-height step 0.05, one margin step 5 %.
const FONT_STEP = 0.125;
const LINE_HEIGHT_STEP = 0.05;
const MARGIN_STEP = 0.05;

const BASE_FONT_SIZES = { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32 };
const BASE_LINE_HEIGHTS = { body: 1.5, heading: 1.25 };
const BASE_SPACE = { xxs: 2, xs: 4, sm: 8, md: 16, lg: 24, xl: 32 };

function clamp(value: number | undefined, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(min, value));
}

function scale<K extends string>(base: Record<K, number>, factor: number, round: (n: number) => number) {
  const out = {} as Record<K, number>;
  for (const key of Object.keys(base) as K[]) out[key] = round(base[key] * factor);
  return out;
}

const roundHalf = (n: number) => Math.round(n * 2) / 2;
const roundHundredth = (n: number) => Math.round(n * 100) / 100;

/** Mixes a #rrggbb colour with black (amount 0..1); hover shades stay in the brand's hue. */
function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function paletteFor(vertical: ThemeVertical, dark: boolean): ThemeColors {
  const brand = verticalBrands[vertical];
  if (dark) {
    return {
      primary: brand.primaryDark,
      primaryHover: brand.secondaryDark,
      onPrimary: '#0b0f14',
      secondary: brand.secondaryDark,
      onSecondary: '#0b0f14',
      background: '#0f1318',
      surface: '#1a1f26',
      surfaceAlt: '#242a33',
      text: '#eef1f5',
      textMuted: '#b4bcc8',
      border: '#3a424e',
      focus: '#ffd166',
      success: '#66bb6a',
      error: '#ff8a80',
      warning: '#ffcc80',
      info: '#81d4fa',
      onStatus: '#0b0f14',
      overlay: 'rgba(0, 0, 0, 0.7)',
      skeleton: '#2c333d',
    };
  }
  return {
    primary: brand.primary,
    primaryHover: darken(brand.primary, 0.15),
    onPrimary: '#ffffff',
    secondary: brand.secondary,
    // black, not #111: medicina's red secondary (#e53935) reaches 4.5:1 only with black (4.96 against 4.46)
    onSecondary: '#000000',
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceAlt: '#eef0f3',
    text: '#1b1f24',
    textMuted: '#4f5966',
    border: '#c5cbd3',
    focus: '#1565c0',
    success: '#1b7a3a',
    error: '#b3261e',
    warning: '#8a5a00',
    info: '#0b5cad',
    onStatus: '#ffffff',
    overlay: 'rgba(16, 20, 26, 0.55)',
    skeleton: '#e2e6eb',
  };
}

/** Builds the emotion theme of a vertical, in light or dark mode, with the accessibility modifiers applied. */
export function createTheme({ vertical, dark = false, accessibility }: CreateThemeOptions): PlatformTheme {
  const id: ThemeVertical = isVerticalId(vertical) ? vertical : DEFAULT_VERTICAL;
  const modifiers: ThemeAccessibility = {
    fontSizeModifier: clamp(
      accessibility?.fontSizeModifier ?? DEFAULT_ACCESSIBILITY.fontSizeModifier,
      ACCESSIBILITY_FONT_MIN,
      ACCESSIBILITY_FONT_MAX,
    ),
    lineHeightModifier: clamp(
      accessibility?.lineHeightModifier ?? DEFAULT_ACCESSIBILITY.lineHeightModifier,
      ACCESSIBILITY_MODIFIER_MIN,
      ACCESSIBILITY_MODIFIER_MAX,
    ),
    marginSizeModifier: clamp(
      accessibility?.marginSizeModifier ?? DEFAULT_ACCESSIBILITY.marginSizeModifier,
      ACCESSIBILITY_MODIFIER_MIN,
      ACCESSIBILITY_MODIFIER_MAX,
    ),
  };
  const fontFactor = 1 + modifiers.fontSizeModifier * FONT_STEP;
  const lineHeightShift = modifiers.lineHeightModifier * LINE_HEIGHT_STEP;
  const marginFactor = 1 + modifiers.marginSizeModifier * MARGIN_STEP;

  return {
    vertical: id,
    brand: verticalBrands[id],
    dark,
    colors: paletteFor(id, dark),
    fontFamily: "'Inter', 'Segoe UI', Roboto, Arial, sans-serif",
    fontSizes: scale(BASE_FONT_SIZES, fontFactor, roundHalf),
    lineHeights: {
      body: roundHundredth(BASE_LINE_HEIGHTS.body + lineHeightShift),
      heading: roundHundredth(BASE_LINE_HEIGHTS.heading + lineHeightShift),
    },
    space: scale(BASE_SPACE, marginFactor, roundHalf),
    radii: { sm: 4, md: 8, lg: 12, pill: 999 },
    shadows: {
      card: dark ? '0 1px 3px rgba(0, 0, 0, 0.6)' : '0 1px 3px rgba(16, 20, 26, 0.12)',
      overlay: dark ? '0 8px 32px rgba(0, 0, 0, 0.7)' : '0 8px 32px rgba(16, 20, 26, 0.24)',
    },
    zIndices: { overlay: 1000, drawer: 1001, modal: 1100, toast: 1200 },
    accessibility: modifiers,
  };
}
