import { FEATURE_FLAGS } from 'shared-contracts';

/** Query parameter that forces features on: 'all' or a comma list of feature names (spec 1 §2). */
export const PREVIEW_PARAM = 'preview';
/** 'all' forces features, not platform switches: a maintenance switch forced on would close the shop. */
const NOT_A_FEATURE = new Set(['maintenance_ecommerce']);

/** The raw preview value of a search string, or null when absent or blank. */
export function previewOf(search: string): string | null {
  const value = new URLSearchParams(search).get(PREVIEW_PARAM)?.trim();
  return value ? value : null;
}

/** Flags a preview value forces on; 'all' covers every known flag and every flag the server sent. */
export function previewFlags(preview: string | null, known: readonly string[] = []): string[] {
  if (!preview) return [];
  if (preview === 'all') {
    return [...new Set([...FEATURE_FLAGS, ...known])].filter((flag) => !NOT_A_FEATURE.has(flag));
  }
  return preview
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
}
