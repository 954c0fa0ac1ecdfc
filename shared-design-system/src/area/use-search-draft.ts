import { isNullableString } from './api/response-guards';
import { useStudentDraft } from './use-student-draft';

/**
 * The text of a search or filter field whose applied search is shown elsewhere (the address, a parent's
 * state): what the student types and has not searched yet is their draft (`useStudentDraft` under
 * `{key}:{applied}`, one per search shown), so a reload or a sign-in round trip keeps it, and going back to
 * another search shows what was typed on that one. With nothing typed since the search was shown, the field
 * shows the applied search; a field the student erased stays empty. `clear()` forgets the draft: call it
 * once the text was searched.
 *
 * ```tsx
 * const [text, setText, clearText] = useSearchDraft('questions:search-term', appliedTerm);
 * ```
 */
export function useSearchDraft(
  key: string,
  applied: string,
): [text: string, setText: (text: string) => void, clear: () => void] {
  // null: nothing typed since this search was shown (an erased field is '', which is kept)
  const [draft, setDraft, clearDraft] = useStudentDraft<string | null>(
    `${key}:${applied}`,
    null,
    isNullableString,
  );
  return [draft ?? applied, setDraft, clearDraft];
}
