import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform, type PlatformApi } from 'shared-contracts';
import { Button } from 'shared-design-system';
import {
  expectList,
  hasNumber,
  hasString,
  isRecord,
  QueryView,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME, BLOCK_PARAM, CHAPTER_PARAM, type ViewMode } from '../../../constants';
import { useReaderDocument } from '../state/reader-context';

interface SearchHit {
  chapter_id: number;
  chapter_title: string;
  item_title: string;
  block_id: number;
  excerpt: string;
}

const isHit = (value: unknown): value is SearchHit =>
  isRecord(value) &&
  hasNumber(value, 'chapter_id') &&
  hasString(value, 'chapter_title') &&
  hasString(value, 'item_title') &&
  hasNumber(value, 'block_id') &&
  hasString(value, 'excerpt');

/** GET /ldi/api/busca?term&slug&content_mode: the passages of the document holding the term. */
function searchQuery(platform: PlatformApi, slug: string, term: string, mode: ViewMode) {
  return {
    queryKey: [AREA_NAME, 'ldi', 'busca', slug, term, mode],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      serviceCall(AREA_NAME, 'searchDocument', async () => {
        const body = await platform.http.api
          .get('ldi/api/busca', { searchParams: { term, slug, content_mode: mode }, signal })
          .json<unknown>();
        return expectList(body, isHit, 'resultados da busca');
      }),
  };
}

/** Search inside the document: each passage found links to its chapter and block. */
export function DocumentSearch({ viewMode }: { viewMode: ViewMode }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const results = useQuery({ ...searchQuery(platform, ref.slug, term, viewMode), enabled: term.length >= 2 });

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
          minLength={2}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && text.trim().length >= 2) submit();
          }}
        />
        <Button size="sm" variant="secondary" disabled={text.trim().length < 2} onClick={submit}>
          Buscar
        </Button>
      </div>
      {term.length >= 2 && (
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
