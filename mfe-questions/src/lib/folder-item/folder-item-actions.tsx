import type { DrawerKind } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { LinkButton } from 'shared-design-system/area';
import { ROUTES } from '../../constants';
import type { ActionItem } from './item-actions';
import { ItemMenuActions } from './item-menu-actions';

interface DrawerAction {
  label: string;
  kind: DrawerKind;
}

/** The host drawers an item offers (spec 1 §2): edit, duplicate, share, move and add questions, by kind. */
export function drawerActions(item: Pick<ActionItem, 'tag'>): DrawerAction[] {
  if (item.tag === 'FOLDER')
    return [
      { label: 'Editar', kind: 'edit-folder' },
      { label: 'Mover', kind: 'change-folder-location' },
    ];
  const exam = item.tag.endsWith('STUDENT_EXAM');
  return [
    { label: 'Editar', kind: exam ? 'edit-exam' : 'edit-notebook' },
    { label: 'Duplicar', kind: exam ? 'duplicate-exam' : 'duplicate-notebook' },
    { label: 'Compartilhar', kind: 'share' },
    { label: 'Mover', kind: 'change-folder-location' },
    { label: 'Adicionar questões', kind: 'add-questions-by-id' },
  ];
}

export interface FolderItemActionsProps {
  item: ActionItem;
  /** 'Pasta', 'Caderno', 'Lista' or 'Simulado' */
  kind: string;
  /** after the item was deleted (a notebook's or exam's page leaves; the listings refresh by themselves) */
  onDeleted?: () => void;
  /** the exam's ranking link (left out on the ranking page itself) */
  showRanking?: boolean;
}

/**
 * Everything a student can do with a folder, notebook or exam, on its listing row and on its own page: the
 * host drawers, the exam's ranking, printing a notebook and deleting (folders and own items, after a
 * confirmation).
 */
export function FolderItemActions({ item, kind, onDeleted, showRanking = true }: FolderItemActionsProps) {
  const platform = usePlatform();
  const label = kind.toLowerCase();
  // the drawers read only these fields of the item (spec 1 §3 folder item)
  const drawerItem = {
    id: item.id,
    name: item.name,
    path: item.path,
    tag: item.tag,
    student_id: item.student_id,
  };
  return (
    <div
      role="group"
      aria-label={`Ações de ${item.name}`}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs })}
    >
      {drawerActions(item).map((action) => (
        <Button
          key={action.kind}
          variant="ghost"
          size="sm"
          aria-label={`${action.label} ${label}: ${item.name}`}
          onClick={() => platform.openDrawer({ kind: action.kind, item: drawerItem })}
        >
          {action.label}
        </Button>
      ))}
      {showRanking && item.tag.endsWith('STUDENT_EXAM') && (
        <LinkButton
          to={ROUTES.examRanking(item.id)}
          variant="ghost"
          size="sm"
          aria-label={`Ranking de ${item.name}`}
        >
          Ranking
        </LinkButton>
      )}
      <ItemMenuActions item={item} kind={kind} onDeleted={onDeleted} />
    </div>
  );
}
