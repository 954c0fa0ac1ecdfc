import { VERTICAL_WORDING } from 'shared-contracts';
import type { ThemeVertical, VerticalBrand } from './platform-theme';

interface BrandSeed {
  /** letters of the mark (favicon and logo badge) */
  initials: string;
  primary: string;
  secondary: string;
  primaryDark: string;
  secondaryDark: string;
}

const seeds: Record<ThemeVertical, BrandSeed> = {
  concursos: {
    initials: 'C',
    primary: '#0b3d91',
    secondary: '#f2a900',
    primaryDark: '#8fb4f5',
    secondaryDark: '#ffd166',
  },
  medicina: {
    initials: 'M',
    primary: '#00695c',
    secondary: '#e53935',
    primaryDark: '#4db6ac',
    secondaryDark: '#ff8a80',
  },
  militares: {
    initials: 'MI',
    primary: '#3e5622',
    secondary: '#b08d2f',
    primaryDark: '#aed581',
    secondaryDark: '#e6c46a',
  },
  oab: {
    initials: 'OAB',
    primary: '#7a1f2b',
    secondary: '#c9a227',
    primaryDark: '#ef9a9a',
    secondaryDark: '#e8c95a',
  },
  vestibulares: {
    initials: 'V',
    primary: '#5b2c83',
    secondary: '#ff7a00',
    primaryDark: '#c5a3e8',
    secondaryDark: '#ffb366',
  },
  'carreiras-juridicas': {
    initials: 'CJ',
    primary: '#1f3a4d',
    secondary: '#b8860b',
    primaryDark: '#9cc3dc',
    secondaryDark: '#e0b84a',
  },
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function markFontSize(initials: string): number {
  return initials.length > 2 ? 11 : initials.length > 1 ? 14 : 20;
}

/** Square mark with the vertical's initials: the favicon and the badge at the left of the logo. */
function markSvg(seed: BrandSeed): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${seed.primary}"/>` +
    `<rect x="4" y="25" width="24" height="3" rx="1.5" fill="${seed.secondary}"/>` +
    `<text x="16" y="${seed.initials.length > 2 ? 19 : 21}" text-anchor="middle" font-family="Arial, sans-serif" ` +
    `font-weight="700" font-size="${markFontSize(seed.initials)}" fill="#ffffff">${escapeXml(seed.initials)}</text>` +
    `</svg>`
  );
}

/** Wide logo: mark + product name; its <title> is the accessible name when inlined. */
function logoSvg(seed: BrandSeed, productName: string): string {
  const name = escapeXml(productName);
  const width = 44 + productName.length * 10;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<rect width="32" height="32" rx="7" fill="${seed.primary}"/>` +
    `<rect x="4" y="25" width="24" height="3" rx="1.5" fill="${seed.secondary}"/>` +
    `<text x="16" y="${seed.initials.length > 2 ? 19 : 21}" text-anchor="middle" font-family="Arial, sans-serif" ` +
    `font-weight="700" font-size="${markFontSize(seed.initials)}" fill="#ffffff">${escapeXml(seed.initials)}</text>` +
    `<text x="42" y="22" font-family="Arial, sans-serif" font-weight="700" font-size="17" fill="${seed.primary}">${name}</text>` +
    `</svg>`
  );
}

function brandOf(vertical: ThemeVertical): VerticalBrand {
  const seed = seeds[vertical];
  // The product name is part of the vertical's wording in shared-contracts (page titles use it too).
  const { productName } = VERTICAL_WORDING[vertical];
  const logo = logoSvg(seed, productName);
  return {
    vertical,
    productName,
    initials: seed.initials,
    logoSvg: logo,
    logoDataUrl: svgDataUrl(logo),
    favicon: svgDataUrl(markSvg(seed)),
    primary: seed.primary,
    secondary: seed.secondary,
    primaryDark: seed.primaryDark,
    secondaryDark: seed.secondaryDark,
  };
}

/** Brand (name, logo, favicon, colours) of each vertical; `createTheme` turns one into a full theme. */
export const verticalBrands: Readonly<Record<ThemeVertical, VerticalBrand>> = {
  concursos: brandOf('concursos'),
  medicina: brandOf('medicina'),
  militares: brandOf('militares'),
  oab: brandOf('oab'),
  vestibulares: brandOf('vestibulares'),
  'carreiras-juridicas': brandOf('carreiras-juridicas'),
};
