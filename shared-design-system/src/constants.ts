// Constants of the spec this package enforces, named once (spec 1 §4, §5, §9).
import type { AccessibilitySettings } from './theme/platform-theme';

/** Spec 1 §4/§9: the font modifier rises to 4 and falls to -2 by steps. */
export const ACCESSIBILITY_FONT_MODIFIER_MIN = -2;
export const ACCESSIBILITY_FONT_MODIFIER_MAX = 4;
/** Spec 1 §4/§9: line height and margin modifiers are accepted only between -10 and 10. */
export const ACCESSIBILITY_MODIFIER_MIN = -10;
export const ACCESSIBILITY_MODIFIER_MAX = 10;

/** Nothing changed: every modifier at 0. */
export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  fontSizeModifier: 0,
  lineHeightModifier: 0,
  marginSizeModifier: 0,
};

/** Spec 1 §5/§9: breadcrumb segments are truncated to 18 characters. */
export const BREADCRUMB_SEGMENT_MAX_LENGTH = 18;

/**
 * Spec 1 §2/§9: "Notification badge '9+' above 10". Taken literally: a count strictly above 10 shows '9+';
 * counts up to and including 10 are shown as they are (so 10 shows '10'). See README.
 */
export const BADGE_OVERFLOW_THRESHOLD = 10;
export const BADGE_OVERFLOW_LABEL = '9+';
