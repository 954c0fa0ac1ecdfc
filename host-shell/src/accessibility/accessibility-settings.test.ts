import {
  ACCESSIBILITY_KEY,
  DEFAULT_SETTINGS,
  loadSettings,
  saveSettings,
  setModifier,
  stepFont,
  stepModifier,
} from './accessibility-settings';

test('the font rises to 4 and falls to -2 by steps, keeping the previous value', () => {
  let settings = DEFAULT_SETTINGS;
  for (let i = 0; i < 6; i += 1) settings = stepFont(settings, 1);
  expect(settings.fontSizeModifier).toBe(4);
  expect(settings.previousFontSizeModifier).toBe(3);
  for (let i = 0; i < 10; i += 1) settings = stepFont(settings, -1);
  expect(settings.fontSizeModifier).toBe(-2);
  expect(settings.previousFontSizeModifier).toBe(-1);
});

test('direct sets are accepted only between -10 and 10', () => {
  const set = setModifier(DEFAULT_SETTINGS, 'lineHeightModifier', 10);
  expect(set.lineHeightModifier).toBe(10);
  expect(set.previousLineHeightModifier).toBe(0);
  expect(setModifier(set, 'lineHeightModifier', 11)).toBe(set);
  expect(setModifier(set, 'marginSizeModifier', -11)).toBe(set);
  expect(setModifier(set, 'marginSizeModifier', 2.5)).toBe(set);
  expect(setModifier(set, 'fontSizeModifier', -10).fontSizeModifier).toBe(-10);
  expect(stepModifier(set, 'lineHeightModifier', 1)).toBe(set);
  expect(stepModifier(set, 'marginSizeModifier', -1).marginSizeModifier).toBe(-1);
});

test('saved in this browser; anything unreadable is the default', () => {
  window.localStorage.clear();
  const settings = stepFont(DEFAULT_SETTINGS, 1);
  saveSettings(window.localStorage, settings);
  expect(loadSettings(window.localStorage)).toEqual(settings);
  window.localStorage.setItem(ACCESSIBILITY_KEY, '{"fontSizeModifier":"grande"}');
  expect(loadSettings(window.localStorage)).toEqual(DEFAULT_SETTINGS);
  expect(loadSettings(null)).toEqual(DEFAULT_SETTINGS);
});
