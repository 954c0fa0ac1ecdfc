import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button, Input } from 'shared-design-system';
import { QueryView, useSearchDraft, useUrlParams } from 'shared-design-system/area';
import {
  BLOCK_PARAM,
  CHAPTER_PARAM,
  DOCUMENT_SEARCH_MESSAGES,
  DOCUMENT_SEARCH_MIN_LENGTH,
  DOCUMENT_SEARCH_PARAM,
  HIDDEN_BLOCKS_PARAM,
  INCIDENCE_GOAL_PARAM,
  VIEW_MODE_PARAM,
  type ViewMode,
} from '../../../constants';
import { searchDocumentQuery } from '../api/search-document';
import { courseTypeOf } from '../state/document-ref';
import { useReaderDocument } from '../state/reader-context';

const isLongEnough = (term: string) => term.length >= DOCUMENT_SEARCH_MIN_LENGTH;

/** How the student reads, kept on a passage opened: the mode, the chapter filters turned off, the goal. */
const READING_PARAMS = [VIEW_MODE_PARAM, HIDDEN_BLOCKS_PARAM, INCIDENCE_GOAL_PARAM];

/**
 * The field and its buttons. A term shorter than the minimum stays in the field and is answered with the
 * minimum; the field follows the address when it changes (back button, clear), without remounting, so the
 * focus stays where the student left it. What is typed and not searched yet is the student's draft, one per
 * document and search shown (`draftKey` and `term`; useSearchDraft), so a reload or a sign-in round trip
 * keeps it; it is forgotten once searched or cleared.
 */
function DocumentSearchForm({
  term,
  draftKey,
  onSearch,
}: {
  term: string;
  draftKey: string;
  onSearch: (term: string | null) => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [text, setText, clearText] = useSearchDraft(draftKey, term);
  // a too-short term in the address (a link edited by hand) says so at once
  const [tooShort, setTooShort] = useState(term !== '' && !isLongEnough(term));
  const [shownTerm, setShownTerm] = useState(term);
  if (shownTerm !== term) {
    setShownTerm(term);
    setTooShort(term !== '' && !isLongEnough(term));
  }

  const search = () => {
    const typed = text.trim();
    setTooShort(!isLongEnough(typed));
    if (!isLongEnough(typed)) return;
    clearText();
    onSearch(typed);
  };

  // a search landmark, not a <form>: the reader shows lesson HTML, and no <form> may be in it (infra/e2e's
  // xss.spec counts any form in the area as a sanitiser escape); Enter in the field searches as a form would
  return (
    <div
      role="search"
      aria-label="Buscar no livro"
      css={(theme) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'flex-end', flexWrap: 'wrap' })}
    >
      <Input
        ref={field}
        type="search"
        label="Buscar no livro"
        name={DOCUMENT_SEARCH_PARAM}
        value={text}
        hint={DOCUMENT_SEARCH_MESSAGES.hint}
        error={tooShort ? DOCUMENT_SEARCH_MESSAGES.tooShort : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (tooShort && isLongEnough(event.target.value.trim())) setTooShort(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          search();
        }}
      />
      <Button size="sm" variant="secondary" onClick={search}>
        Buscar
      </Button>
      {term !== '' && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            clearText();
            onSearch(null);
            // the button goes away with the search: the student goes on from the field
            field.current?.focus();
          }}
        >
          Limpar busca
        </Button>
      )}
    </div>
  );
}

/**
 * Search inside the document: the term lives in the address (?busca=), so a reload or a shared link shows it
 * and its results again; each passage found links to its chapter and block, keeping the search and how the
 * student reads (?modo=, ?ocultar=, ?objetivo=).
 */
export function DocumentSearch({ viewMode }: { viewMode: ViewMode }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const [params, update] = useUrlParams();
  const term = params.get(DOCUMENT_SEARCH_PARAM)?.trim() ?? '';
  const results = useQuery(searchDocumentQuery(platform, ref.slug, term, viewMode));
  const hitHref = (chapterId: number, blockId: number) => {
    // the passage's own chapter, block and search first, then the reading parameters of the address
    const next = new URLSearchParams({
      [CHAPTER_PARAM]: String(chapterId),
      [BLOCK_PARAM]: String(blockId),
      [DOCUMENT_SEARCH_PARAM]: term,
    });
    for (const name of READING_PARAMS) for (const value of params.getAll(name)) next.append(name, value);
    return `?${next}`;
  };

  return (
    <section aria-label="Buscar no livro" css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <DocumentSearchForm
        term={term}
        draftKey={`ldi:document-search:${courseTypeOf(ref)}:${ref.courseId}`}
        onSearch={(next) => update({ [DOCUMENT_SEARCH_PARAM]: next })}
      />
      {isLongEnough(term) && (
        <QueryView
          query={results}
          errorMessage="Não foi possível buscar neste livro."
          skeleton={<p css={{ margin: 0 }}>Buscando…</p>}
          isEmpty={(list) => list.length === 0}
          empty={<p css={{ margin: 0 }}>Nada encontrado para “{term}”.</p>}
        >
          {(list) => (
            <ul aria-label={`Resultados para “${term}”`} css={{ margin: 0 }}>
              {list.map((hit) => (
                <li key={hit.block_id}>
                  <Link to={hitHref(hit.chapter_id, hit.block_id)}>
                    {hit.chapter_title} · {hit.item_title}
                  </Link>
                  : …{hit.excerpt}…
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      )}
    </section>
  );
}
