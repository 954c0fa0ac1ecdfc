import { VERTICAL_IDS, VERTICAL_MENU_FLAGS, verticalWording, type VerticalId } from 'shared-contracts';

export interface VerticalMenuEntry {
  vertical: VerticalId;
  label: string;
  current: boolean;
}

/**
 * The verticals menu: nothing without vertical_menu_general; otherwise each vertical whose
 * vertical_menu_<name> flag is on (carreiras-juridicas has no flag, so it is never listed), plus the current one.
 */
export function verticalMenuEntries(
  features: Readonly<Record<string, boolean>>,
  current: VerticalId,
): VerticalMenuEntry[] {
  if (features.vertical_menu_general !== true) return [];
  return VERTICAL_IDS.filter((vertical) => {
    const flag = VERTICAL_MENU_FLAGS[vertical];
    return vertical === current || (flag !== null && features[flag] === true);
  }).map((vertical) => ({
    vertical,
    label: verticalWording(vertical).verticalName,
    current: vertical === current,
  }));
}
