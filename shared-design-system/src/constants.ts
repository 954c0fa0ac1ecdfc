// Constants this package adds. The spec's shared limits (accessibility ranges, breadcrumb length) are named
// once in shared-contracts and imported from there.
import type { ThemeAccessibility } from './theme/platform-theme';

/** Nothing changed: every accessibility modifier at 0. */
export const DEFAULT_ACCESSIBILITY: ThemeAccessibility = {
  fontSizeModifier: 0,
  lineHeightModifier: 0,
  marginSizeModifier: 0,
};
