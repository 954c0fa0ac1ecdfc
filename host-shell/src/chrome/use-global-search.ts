import { useCallback, useEffect, useRef, useState } from 'react';
import type { HttpClients } from 'shared-contracts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from 'shared-contracts';
import type { SearchPreviewSection } from './search-preview';

export interface GlobalSearch {
  text: string;
  /** the dropdown is open */
  open: boolean;
  loading: boolean;
  /** every section the server answered (the flags filter them where they are shown) */
  sections: SearchPreviewSection[];
  /** the text searched by the last answer */
  searched: string;
  setText: (text: string) => void;
  setOpen: (open: boolean) => void;
}

/**
 * The global search rules (spec 1 §5): fewer than SEARCH_MIN_CHARS characters → no lookup; none → the dropdown
 * closes and the results are cleared; more → the dropdown opens and the preview loads SEARCH_DEBOUNCE_MS after
 * the last keystroke. A failure empties the results silently; an answer to an older text is ignored.
 * `pageText`, the text of the results page the student is on (else null), is shown in the field when they
 * land there (a reload, a shared link, back or forward), without a lookup.
 */
export function useGlobalSearch(
  http: HttpClients,
  type: string,
  pageText: string | null = null,
): GlobalSearch {
  const [text, setTextState] = useState(pageText ?? '');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [sections, setSections] = useState<SearchPreviewSection[]>([]);
  const [searched, setSearched] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    request.current?.abort();
    request.current = null;
  }, []);

  const schedule = useCallback(
    (raw: string, searchType: string) => {
      cancel();
      const q = raw.trim();
      if (q.length === 0) {
        setOpen(false);
        setLoading(false);
        setSections([]);
        setSearched('');
        return;
      }
      if (q.length < SEARCH_MIN_CHARS) {
        setLoading(false);
        return;
      }
      setOpen(true);
      setLoading(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        const controller = new AbortController();
        request.current = controller;
        void import(/* webpackChunkName: "on-demand-search-preview" */ './search-preview')
          .then(({ getSearchPreview }) =>
            getSearchPreview(http, { q, ...(searchType ? { type: searchType } : {}) }, controller.signal),
          )
          .then(
            (answer) => {
              if (controller.signal.aborted) return;
              setSections(answer);
              setSearched(q);
            },
            (error: unknown) => {
              if (controller.signal.aborted) return;
              console.warn('[host-shell] search preview failed; results emptied', error);
              setSections([]);
              setSearched(q);
            },
          )
          .finally(() => {
            if (request.current === controller) {
              request.current = null;
              setLoading(false);
            }
          });
      }, SEARCH_DEBOUNCE_MS);
    },
    [cancel, http],
  );

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      schedule(next, type);
    },
    [schedule, type],
  );

  // a new filter searches the current text again
  const firstType = useRef(type);
  useEffect(() => {
    if (firstType.current === type) return;
    firstType.current = type;
    schedule(text, type);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a filter change triggers this
  }, [type]);

  // a results page of another text replaces the field's text and its preview (after Enter it is the same text,
  // and the field keeps its preview)
  const shownPage = useRef(pageText);
  useEffect(() => {
    if (shownPage.current === pageText) return;
    shownPage.current = pageText;
    if (pageText === null || pageText === text.trim()) return;
    cancel();
    setTextState(pageText);
    setOpen(false);
    setLoading(false);
    setSections([]);
    setSearched('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new page replaces the text
  }, [pageText]);

  useEffect(() => cancel, [cancel]);

  return { text, open, loading, sections, searched, setText, setOpen };
}
