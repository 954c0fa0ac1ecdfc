import type { FolderItemTag } from 'shared-contracts';
import type { ActionItem } from './item-actions';

interface OwnedItem {
  id: number;
  name: string;
  path: string;
  student_id: number;
}

/**
 * A notebook or exam opened on its own page, as the actions and the host drawers see a listing row: the
 * student's own (MY_) or someone else's shared with them (SHARED_). Unknown user: treated as shared, so
 * nothing owner-only is offered (the BFF refuses it anyway).
 */
export function pageItem(
  record: OwnedItem,
  kind: 'NOTEBOOK' | 'STUDENT_EXAM',
  userId: number | null,
): ActionItem {
  const own = userId !== null && record.student_id === userId;
  const tag: FolderItemTag = `${own ? 'MY' : 'SHARED'}_${kind}`;
  return { id: record.id, name: record.name, path: record.path, tag, student_id: record.student_id };
}
