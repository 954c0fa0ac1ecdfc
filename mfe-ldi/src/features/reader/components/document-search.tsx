import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { QueryView } from 'shared-design-system/area';
import { BLOCK_PARAM, CHAPTER_PARAM, DOCUMENT_SEARCH_MIN_LENGTH, type ViewMode } from '../../../constants';
import { searchDocumentQuery } from '../api/search-document';
import { useReaderDocument } from '../state/reader-context';

/** Search inside the document: each passage found links to its chapter and block. */
export function DocumentSearch({ viewMode }: { viewMode: ViewMode }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const results = useQuery(searchDocumentQuery(platform, ref.slug, term, viewMode));

  function submit() {
    setTerm(text.trim());
  }

  return (
    <section aria-label="Buscar no livro" css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <div role="search" css={(theme) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'center' })}>
        <label htmlFor={fieldId}>Buscar no livro</label>
        <input
          id={fieldId}
          type="search"
          value={text}
          minLength={DOCUMENT_SEARCH_MIN_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && text.trim().length >= DOCUMENT_SEARCH_MIN_LENGTH) submit();
          }}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={text.trim().length < DOCUMENT_SEARCH_MIN_LENGTH}
          onClick={submit}
        >
          Buscar
        </Button>
      </div>
      {term.length >= DOCUMENT_SEARCH_MIN_LENGTH && (
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
                  <Link to={`?${CHAPTER_PARAM}=${hit.chapter_id}&${BLOCK_PARAM}=${hit.block_id}`}>
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
