import { Link } from 'react-router-dom';
import type { FolderListingItem, VerticalWording } from 'shared-contracts';
import { LIST_NAME_MAX } from 'shared-contracts';
import { truncate } from 'shared-design-system';
import { formatHoursMinutes, pluralize } from 'shared-design-system/area';
import { PARAM_FOLDER, ROUTES } from '../../../constants';
import { FolderItemActions } from '../../../lib/folder-item/folder-item-actions';

function kindOf(item: FolderListingItem, wording: VerticalWording): string {
  if (item.tag === 'FOLDER') return 'Pasta';
  if (item.tag.endsWith('NOTEBOOK')) return wording.notebook;
  return 'Simulado';
}

function detailsOf(item: FolderListingItem): string {
  if (item.tag === 'FOLDER') return pluralize(item.items_count ?? 0, 'item', 'itens');
  if (item.tag.endsWith('NOTEBOOK')) {
    const parts = [pluralize(item.questions_number ?? 0, 'questão', 'questões')];
    if ((item.correct_answers ?? 0) + (item.wrong_answers ?? 0) > 0) {
      parts.push(
        pluralize(item.correct_answers ?? 0, 'acerto', 'acertos'),
        pluralize(item.wrong_answers ?? 0, 'erro', 'erros'),
      );
    }
    return parts.join(' · ');
  }
  const parts = [pluralize(item.total_questions ?? 0, 'questão', 'questões')];
  if (item.duration !== undefined) parts.push(`duração ${formatHoursMinutes(item.duration)}`);
  if (item.total_questions_answered) parts.push(`${item.total_questions_answered} respondidas`);
  return parts.join(' · ');
}

function linkOf(item: FolderListingItem): string {
  if (item.tag === 'FOLDER')
    return `${ROUTES.notebooks}?${new URLSearchParams({ [PARAM_FOLDER]: item.path }).toString()}`;
  return item.tag.endsWith('NOTEBOOK') ? ROUTES.notebook(item.id) : ROUTES.exam(item.id);
}

/** One row of the listing: kind, name (a link), what it holds and a mark when it was shared with the student. */
export function FolderItemRow({ item, wording }: { item: FolderListingItem; wording: VerticalWording }) {
  const kind = kindOf(item, wording);
  const shared = item.tag.startsWith('SHARED');
  return (
    <li
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.xxs,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
      })}
    >
      <span
        css={(theme) => ({
          fontSize: theme.fontSizes.xs,
          textTransform: 'uppercase',
          letterSpacing: 0.5,
          color: theme.colors.textMuted,
        })}
      >
        {kind}
        {shared && ' · Compartilhado'}
      </span>
      <Link
        to={linkOf(item)}
        title={item.name}
        aria-label={`${kind}: ${item.name}`}
        css={(theme) => ({ fontWeight: 700, color: theme.colors.primary })}
      >
        {truncate(item.name, LIST_NAME_MAX)}
      </Link>
      <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {detailsOf(item)}
      </span>
      <FolderItemActions item={item} kind={kind} />
    </li>
  );
}
