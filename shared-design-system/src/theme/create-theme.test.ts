import { VERTICAL_IDS } from 'shared-contracts';
import { createTheme } from './create-theme';
import { themes } from './themes';

describe('createTheme', () => {
  it('gives every vertical its own name, logo, favicon and colours', () => {
    const brands = VERTICAL_IDS.map((vertical) => themes[vertical].brand);
    for (const field of ['productName', 'logoSvg', 'favicon', 'primary', 'secondary'] as const) {
      expect(new Set(brands.map((brand) => brand[field])).size).toBe(VERTICAL_IDS.length);
    }
    for (const brand of brands) {
      expect(brand.favicon).toMatch(/^data:image\/svg\+xml,/);
      expect(brand.logoDataUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(brand.logoSvg).toContain(`<title>${brand.productName}</title>`);
    }
    expect(themes.medicina.brand.productName).toBe('Estudos Medicina');
    expect(themes['carreiras-juridicas'].brand.logoSvg).toContain('Estudos Carreiras Jurídicas');
  });

  it('uses the brand colours in the palette', () => {
    const theme = createTheme({ vertical: 'oab' });
    expect(theme.vertical).toBe('oab');
    expect(theme.colors.primary).toBe(theme.brand.primary);
    expect(theme.colors.secondary).toBe(theme.brand.secondary);
  });

  it('falls back to concursos for an unknown vertical', () => {
    expect(createTheme({ vertical: 'desconhecida' }).vertical).toBe('concursos');
  });

  it('switches the palette in dark mode', () => {
    const light = createTheme({ vertical: 'medicina' });
    const dark = createTheme({ vertical: 'medicina', dark: true });
    expect(dark.dark).toBe(true);
    expect(dark.colors.background).not.toBe(light.colors.background);
    expect(dark.colors.text).not.toBe(light.colors.text);
    expect(dark.colors.primary).toBe(dark.brand.primaryDark);
    expect(dark.brand).toBe(light.brand);
  });

  it('scales font sizes with the font modifier', () => {
    const base = createTheme({ vertical: 'concursos' });
    const bigger = createTheme({ vertical: 'concursos', accessibility: { fontSizeModifier: 4 } });
    const smaller = createTheme({ vertical: 'concursos', accessibility: { fontSizeModifier: -2 } });
    expect(base.fontSizes.md).toBe(16);
    expect(bigger.fontSizes.md).toBe(24);
    expect(smaller.fontSizes.md).toBe(12);
    expect(bigger.fontSizes.xxl).toBeGreaterThan(base.fontSizes.xxl);
  });

  it('clamps the font modifier to -2..4 and the others to -10..10', () => {
    const theme = createTheme({
      vertical: 'concursos',
      accessibility: { fontSizeModifier: 9, lineHeightModifier: -30, marginSizeModifier: 25 },
    });
    expect(theme.accessibility).toEqual({
      fontSizeModifier: 4,
      lineHeightModifier: -10,
      marginSizeModifier: 10,
    });
    expect(createTheme({ vertical: 'concursos', accessibility: { fontSizeModifier: -5 } }).fontSizes.md).toBe(
      12,
    );
  });

  it('turns line height and margin modifiers into line heights and spacing', () => {
    const base = createTheme({ vertical: 'vestibulares' });
    const airy = createTheme({
      vertical: 'vestibulares',
      accessibility: { lineHeightModifier: 10, marginSizeModifier: 10 },
    });
    const tight = createTheme({
      vertical: 'vestibulares',
      accessibility: { lineHeightModifier: -10, marginSizeModifier: -10 },
    });
    expect(airy.lineHeights.body).toBe(2);
    expect(tight.lineHeights.body).toBe(1);
    expect(airy.space.md).toBe(24);
    expect(tight.space.md).toBe(8);
    expect(base.space.md).toBe(16);
  });

  it('ignores values that are not numbers', () => {
    const theme = createTheme({ vertical: 'concursos', accessibility: { fontSizeModifier: Number.NaN } });
    expect(theme.fontSizes.md).toBe(16);
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channel = (i: number) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('colour pairs a component draws text with', () => {
  const pairs = [
    ['onPrimary', 'primary'],
    ['onSecondary', 'secondary'],
    ['text', 'surface'],
    ['text', 'background'],
    ['textMuted', 'surface'],
    ['textMuted', 'surfaceAlt'],
    ['onStatus', 'error'],
    ['onStatus', 'success'],
  ] as const;
  for (const vertical of VERTICAL_IDS)
    for (const dark of [false, true])
      it(`reach 4.5:1 on ${vertical}${dark ? ', dark' : ''}`, () => {
        const { colors } = createTheme({ vertical, dark });
        for (const [fg, bg] of pairs)
          expect({ pair: `${fg} on ${bg}`, ratio: contrast(colors[fg], colors[bg]) >= 4.5 }).toEqual({
            pair: `${fg} on ${bg}`,
            ratio: true,
          });
      });
});
