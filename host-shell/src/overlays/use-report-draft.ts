import { useAtomValue } from 'jotai/react';
import { useUserDraft } from 'shared-contracts/user-draft';
import { userAtom } from '../state/shell-store';

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The reported item as a draft key, from the data a remote sends with `modal:open`: `report:{kind}:{id}`
 * from its first `{kind}_id` field (a question's `question_id: 12` → `report:question:12`), else the link.
 */
function reportDraftKey(data: Record<string, unknown> | undefined): string {
  for (const [field, value] of Object.entries(data ?? {})) {
    const kind = /^(.+)_id$/.exec(field)?.[1];
    if (kind && (typeof value === 'number' || (typeof value === 'string' && value !== '')))
      return `report:${kind}:${value}`;
  }
  return typeof data?.link === 'string' && data.link !== '' ? `report:link:${data.link}` : 'report';
}

/**
 * What the student wrote about an item in the report modal, kept in their own drafts
 * (`user:{id}:draft:report:{kind}:{id}`) until it is sent: closing the modal or a reload loses nothing. The
 * same hook as the area kit's useStudentDraft (shared-contracts' `useUserDraft`, a sub-path that is not
 * shared), with the host's student: this on-demand chunk does not import the kit, since the terms and beta
 * modals load it on a first page and the kit ('shared-design-system/area') is never on the host's first load.
 */
export function useReportDraft(
  data: Record<string, unknown> | undefined,
): [string, (next: string) => void, () => void] {
  return useUserDraft(useAtomValue(userAtom)?.id ?? null, reportDraftKey(data), '', isText);
}
