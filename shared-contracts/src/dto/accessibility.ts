/** Accessibility settings, saved locally (spec 1 §3): font -2..4, line height and margin -10..10. */
export interface AccessibilitySettings {
  fontSizeModifier: number;
  lineHeightModifier: number;
  marginSizeModifier: number;
  previousFontSizeModifier: number;
  previousLineHeightModifier: number;
  previousMarginSizeModifier: number;
}
