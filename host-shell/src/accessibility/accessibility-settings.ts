import {
  ACCESSIBILITY_FONT_MAX,
  ACCESSIBILITY_FONT_MIN,
  ACCESSIBILITY_MODIFIER_MAX,
  ACCESSIBILITY_MODIFIER_MIN,
  type AccessibilitySettings,
} from 'shared-contracts';

/** Saved in this browser (spec 1 §3: accessibility settings are saved locally). */
export const ACCESSIBILITY_KEY = 'platform:accessibility';

export const DEFAULT_SETTINGS: AccessibilitySettings = {
  fontSizeModifier: 0,
  lineHeightModifier: 0,
  marginSizeModifier: 0,
  previousFontSizeModifier: 0,
  previousLineHeightModifier: 0,
  previousMarginSizeModifier: 0,
};

export type Modifier = 'fontSizeModifier' | 'lineHeightModifier' | 'marginSizeModifier';

const PREVIOUS: Record<Modifier, keyof AccessibilitySettings> = {
  fontSizeModifier: 'previousFontSizeModifier',
  lineHeightModifier: 'previousLineHeightModifier',
  marginSizeModifier: 'previousMarginSizeModifier',
};

/**
 * Spec 1 §5: a direct set of the font, line height or margin is accepted only between -10 and 10 (an
 * integer); anything else leaves the settings as they were. The value it replaces becomes the previous one.
 */
export function setModifier(
  settings: AccessibilitySettings,
  modifier: Modifier,
  value: number,
): AccessibilitySettings {
  if (!Number.isInteger(value) || value < ACCESSIBILITY_MODIFIER_MIN || value > ACCESSIBILITY_MODIFIER_MAX)
    return settings;
  if (settings[modifier] === value) return settings;
  return { ...settings, [PREVIOUS[modifier]]: settings[modifier], [modifier]: value };
}

/** Spec 1 §5: the font modifier rises to 4 and falls to -2, one step at a time. */
export function stepFont(settings: AccessibilitySettings, direction: 1 | -1): AccessibilitySettings {
  const next = settings.fontSizeModifier + direction;
  if (next < ACCESSIBILITY_FONT_MIN || next > ACCESSIBILITY_FONT_MAX) return settings;
  return setModifier(settings, 'fontSizeModifier', next);
}

/** Line height and margins step by one within -10..10. */
export function stepModifier(
  settings: AccessibilitySettings,
  modifier: Exclude<Modifier, 'fontSizeModifier'>,
  direction: 1 | -1,
): AccessibilitySettings {
  return setModifier(settings, modifier, settings[modifier] + direction);
}

function isSettings(value: unknown): value is AccessibilitySettings {
  if (typeof value !== 'object' || value === null) return false;
  return (Object.keys(DEFAULT_SETTINGS) as (keyof AccessibilitySettings)[]).every((key) =>
    Number.isInteger((value as Record<string, unknown>)[key]),
  );
}

export function loadSettings(storage: Storage | null): AccessibilitySettings {
  try {
    const raw = storage?.getItem(ACCESSIBILITY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSettings(parsed) ? parsed : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(storage: Storage | null, settings: AccessibilitySettings): void {
  try {
    storage?.setItem(ACCESSIBILITY_KEY, JSON.stringify(settings));
  } catch {
    // storage blocked: the settings apply to this page only
  }
}
