import type { StudyTableCardGrid, StudyTableResponsiveLayout } from 'shared-contracts';

/**
 * The arrangement to restore: the newer of what GET card-grid and the study table's own record
 * (GET /v3/study-table) answered; either missing (null: nothing saved, or the call failed) leaves the
 * other; both missing → null, and the dashboard uses its default layout.
 */
export function savedLayout(
  cardGrid: StudyTableCardGrid | null | undefined,
  record: StudyTableCardGrid | null | undefined,
): StudyTableResponsiveLayout | null {
  if (!cardGrid) return record?.responsiveLayout ?? null;
  if (!record) return cardGrid.responsiveLayout;
  return Date.parse(record.updatedAt) > Date.parse(cardGrid.updatedAt)
    ? record.responsiveLayout
    : cardGrid.responsiveLayout;
}
