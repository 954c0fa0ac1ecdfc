import { useEffect, useState } from 'react';
import { matchRoute, usePlatform } from 'shared-contracts';
import { Spinner } from 'shared-design-system';
import { NotFoundPage } from './not-found-page';
import { useLocationPath } from '../chrome/use-location-path';

/** /resultado-pesquisa/{searchText}: results of the global search (query _r refreshes). */
function SearchResultsPage({ text }: { text: string }) {
  const platform = usePlatform();
  const [results, setResults] = useState<{ title: string; type: string; url?: string }[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    setResults(null);
    platform.http.api
      .get('v3/search/preview', { searchParams: { q: text, rows: 4 } })
      .json<unknown>()
      .then(
        (body) => {
          const data = (body as { data?: unknown })?.data ?? body;
          const items = Array.isArray(data) ? data : [];
          if (!cancelled)
            setResults(
              items.filter(
                (i): i is { title: string; type: string } =>
                  typeof (i as { title?: unknown })?.title === 'string',
              ),
            );
        },
        () => !cancelled && setResults([]),
      );
    return () => {
      cancelled = true;
    };
  }, [platform, text]);
  return (
    <section aria-labelledby="search-results-title">
      <h1 id="search-results-title">Resultados para “{text}”</h1>
      {results === null ? (
        <Spinner />
      ) : results.length === 0 ? (
        <p>Nenhum resultado encontrado.</p>
      ) : (
        <ul>
          {results.map((item, index) => (
            <li key={index}>
              {item.url ? <a href={item.url}>{item.title}</a> : item.title} <small>({item.type})</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AppDownloadPage() {
  return (
    <section aria-labelledby="app-download-title">
      <h1 id="app-download-title">Baixe o aplicativo</h1>
      <p>Para estudar pelo celular, use o nosso aplicativo para iOS e Android.</p>
    </section>
  );
}

function AuthPage() {
  return (
    <section aria-labelledby="auth-title">
      <h1 id="auth-title">Entrar</h1>
      <p>
        <a href="/auth/dev-login">Entrar com um aluno de teste</a>
      </p>
    </section>
  );
}

/** Pages the host itself owns (ARCHITECTURE §2) and the 404 for paths nobody owns. */
export function ShellPages() {
  const path = useLocationPath();
  const match = matchRoute(path);
  if (match?.owner === 'host-shell') {
    if (path.startsWith('/resultado-pesquisa/')) {
      return <SearchResultsPage text={decodeURIComponent(path.slice('/resultado-pesquisa/'.length))} />;
    }
    if (path.startsWith('/baixar-o-app')) return <AppDownloadPage />;
    if (path.startsWith('/auth')) return <AuthPage />;
  }
  return <NotFoundPage />;
}
