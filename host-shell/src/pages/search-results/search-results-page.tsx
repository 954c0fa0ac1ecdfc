import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { SEARCH_MIN_CHARS, SEARCH_PER_PAGE, usePlatform } from 'shared-contracts';
import { Button, Spinner, safeHref } from 'shared-design-system';
import { featuresAtom } from '../../state/shell-store';
import { navigateInSite } from '../../chrome/chrome-link';
import {
  getSearchPreview,
  searchResultsPath,
  visibleSections,
  type SearchPreviewSection,
} from '../../chrome/search-preview';
import { searchFilters } from '../../chrome/search-filters';
import { useLocationSearch } from '../../chrome/use-location-path';

export const RESULTS_EMPTY_HINT = 'Confira a grafia ou tente outras palavras.';

interface Results {
  sections: SearchPreviewSection[];
  /** next start of the typed (one section) view, null when everything is shown */
  nextStart: number | null;
}

/**
 * The global search results page /resultado-pesquisa/{searchText} (spec 1 §2): the query `_r` is a refresh
 * timestamp (the same text searched again reloads), `type` keeps one section. Sections follow the
 * search_show_* flags; a failure shows no results, silently (spec 1 §8).
 */
export default function SearchResultsPage({ text }: { text: string }) {
  const platform = usePlatform();
  const features = useAtomValue(featuresAtom);
  const query = useLocationSearch();
  const params = new URLSearchParams(query);
  const type = params.get('type') ?? '';
  const refresh = params.get('_r') ?? '';
  const filters = searchFilters(features, platform.vertical.wording);
  const tooShort = text.trim().length < SEARCH_MIN_CHARS;
  const [results, setResults] = useState<Results | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const previous = document.title;
    document.title = `Busca: ${text} | ${platform.vertical.wording.productName}`;
    return () => {
      document.title = previous;
    };
  }, [platform, text]);

  useEffect(() => {
    if (tooShort) return;
    const controller = new AbortController();
    setResults(null);
    getSearchPreview(
      platform.http,
      { q: text.trim(), rows: SEARCH_PER_PAGE, ...(type ? { type } : {}) },
      controller.signal,
    ).then(
      (sections) => {
        const first = sections[0];
        setResults({
          sections,
          nextStart: type && first && first.total > first.items.length ? first.items.length : null,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[host-shell] search results failed; shown as none', error);
        setResults({ sections: [], nextStart: null });
      },
    );
    return () => controller.abort();
  }, [platform, text, type, refresh, tooShort]);

  const loadMore = async () => {
    if (!results || results.nextStart === null || loadingMore) return;
    setLoadingMore(true);
    try {
      const [more] = await getSearchPreview(platform.http, {
        q: text.trim(),
        rows: SEARCH_PER_PAGE,
        start: results.nextStart,
        type,
      });
      const current = results.sections[0];
      if (more && current) {
        const items = [...current.items, ...more.items];
        setResults({
          sections: [{ ...current, items }],
          nextStart: more.total > items.length && more.items.length > 0 ? items.length : null,
        });
      } else {
        setResults({ ...results, nextStart: null });
      }
    } catch (error) {
      console.warn('[host-shell] more search results failed', error);
      setResults({ ...results, nextStart: null });
    } finally {
      setLoadingMore(false);
    }
  };

  const shown = results ? visibleSections(results.sections, features) : [];

  return (
    <section aria-labelledby="search-results-title" css={{ maxWidth: 880, margin: '0 auto' }}>
      <h1 id="search-results-title">Resultados da busca por “{text}”</h1>
      <nav aria-label="Filtrar resultados" css={{ marginBottom: 16 }}>
        <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
          {filters.map((filter) => (
            <li key={filter.type}>
              <a
                href={searchResultsPath(text, filter.type ? { type: filter.type } : {})}
                onClick={navigateInSite}
                aria-current={filter.type === type ? 'page' : undefined}
                css={{
                  display: 'inline-block',
                  padding: '4px 12px',
                  borderRadius: 16,
                  border: '1px solid rgba(127,127,127,0.45)',
                  color: 'inherit',
                  textDecoration: 'none',
                  fontWeight: filter.type === type ? 700 : 400,
                }}
              >
                {filter.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tooShort ? (
        <p>Digite ao menos {SEARCH_MIN_CHARS} caracteres para pesquisar.</p>
      ) : results === null ? (
        <Spinner label="Buscando resultados" />
      ) : shown.length === 0 ? (
        <div role="status">
          <p>Nenhum resultado encontrado para “{text}”.</p>
          <p>{RESULTS_EMPTY_HINT}</p>
        </div>
      ) : (
        shown.map((section) => (
          <section key={section.type} aria-labelledby={`results-${section.type}`} css={{ marginBottom: 24 }}>
            <h2 id={`results-${section.type}`}>
              {section.title} <small>({section.total})</small>
            </h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {section.items.map((item) => (
                <li key={item.id} css={{ padding: '8px 0', borderBottom: '1px solid rgba(127,127,127,0.2)' }}>
                  <a href={safeHref(item.url)} onClick={navigateInSite}>
                    {item.title}
                  </a>
                  {item.subtitle ? <div css={{ fontSize: 14, opacity: 0.8 }}>{item.subtitle}</div> : null}
                </li>
              ))}
            </ul>
            {!type && section.total > section.items.length ? (
              <a href={searchResultsPath(text, { type: section.type })} onClick={navigateInSite}>
                Ver todos em {section.title}
              </a>
            ) : null}
            {type && results?.nextStart !== null ? (
              <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
                Carregar mais resultados
              </Button>
            ) : null}
          </section>
        ))
      )}
    </section>
  );
}
