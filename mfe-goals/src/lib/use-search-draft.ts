import { useEffect, useRef } from 'react';
import { isNullableString, useStudentDraft } from 'shared-design-system/area';

/**
 * The text of a search field whose applied search lives in the address: what the student types is their
 * draft (`useStudentDraft` under `key`) until it is searched, so a reload or a sign-in round trip keeps it.
 * With nothing typed, and whenever the applied search changes (a search made, back or forward, a link
 * followed), the field shows the applied search. Returns the field's text, its setter, and `clear` for once
 * the text was searched.
 */
export function useSearchDraft(key: string, applied: string): [string, (text: string) => void, () => void] {
  // null: nothing typed since the last search (an erased field is '', which is kept)
  const [draft, setDraft, clearDraft] = useStudentDraft<string | null>(key, null, isNullableString);
  const shownSearch = useRef(applied);
  useEffect(() => {
    if (shownSearch.current === applied) return;
    shownSearch.current = applied;
    clearDraft();
  }, [applied, clearDraft]);
  return [draft ?? applied, setDraft, clearDraft];
}
