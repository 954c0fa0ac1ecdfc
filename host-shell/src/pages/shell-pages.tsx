import { lazy, Suspense, useLayoutEffect } from 'react';
import { matchRoute } from 'shared-contracts';
import { Spinner } from 'shared-design-system';
import { MaintenancePage } from '../overlays/maintenance-page';
import { GenericErrorPage } from './error-page';
import { GenericMissingPage, NotFoundPage } from './not-found-page';
import { useLocationPath } from '../chrome/use-location-path';
import { searchTextOf } from './search-results/search-text';
import { APP_DOWNLOAD_TEXT, APP_DOWNLOAD_TITLE, APP_DOWNLOAD_TITLE_ID } from './app-download-page';
import { removeBootPage } from './boot-page';

// the global search results page, in a chunk of its own (owned by the chrome's search)
const SearchResultsPage = lazy(
  () => import(/* webpackChunkName: "on-demand-search-results" */ './search-results/search-results-page'),
);

function AppDownloadPage() {
  return (
    <section aria-labelledby={APP_DOWNLOAD_TITLE_ID}>
      <h1 id={APP_DOWNLOAD_TITLE_ID}>{APP_DOWNLOAD_TITLE}</h1>
      <p>{APP_DOWNLOAD_TEXT}</p>
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
  // the early boot's copy of the app download page (app-download-page.ts) goes in the frame this page arrives
  useLayoutEffect(() => removeBootPage(), []);
  if (match?.owner === 'host-shell') {
    if (path.startsWith('/resultado-pesquisa/')) {
      return (
        <Suspense fallback={<Spinner />}>
          <SearchResultsPage text={searchTextOf(path)} />
        </Suspense>
      );
    }
    if (path.startsWith('/baixar-o-app')) return <AppDownloadPage />;
    if (path.startsWith('/auth')) return <AuthPage />;
    // the status pages the shell sends people to (SHELL_PATHS)
    if (path === '/404') return <GenericMissingPage />;
    if (path === '/500') return <GenericErrorPage />;
    if (path === '/503') return <MaintenancePage message="" tag="" />;
  }
  return <NotFoundPage />;
}
