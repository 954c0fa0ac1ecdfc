import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai/react';
import { AreaErrorBoundary, Logo } from 'shared-design-system';
import { barCss } from './bar-css';
import { betaSurveyOpenAtom } from './chrome-atoms';
import { navigateInSite } from './chrome-link';
import { SearchFieldFallback } from './search-field';
import { pageReload } from './page-reload';
import { useBodyLayout } from './use-body-layout';

const BetaSurveyDialog = lazy(
  () => import(/* webpackChunkName: "on-demand-beta-survey" */ './beta-survey-dialog'),
);
const SmallBar = lazy(() => import('./small-bar'));
const TopBarActions = lazy(() => import('./top-bar-actions'));
const GlobalSearch = lazy(() => import('./global-search'));

/** The navigation layouts' bar: logo, search with filter, favourites, notifications, verticals, profile. */
function FullBar() {
  return (
    <div css={barCss}>
      <a
        href="/mesa-de-estudo"
        onClick={navigateInSite}
        aria-label="Página inicial"
        css={{ display: 'flex' }}
      >
        <Logo height={28} compact />
      </a>
      <AreaErrorBoundary>
        <Suspense fallback={<SearchFieldFallback />}>
          <GlobalSearch />
        </Suspense>
      </AreaErrorBoundary>
      <AreaErrorBoundary>
        <Suspense fallback={null}>
          <TopBarActions />
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}

/** The top bar: the small variant on the default layout's pages, the full one elsewhere. */
export function TopBar() {
  const layout = useBodyLayout();
  const surveyOpen = useAtomValue(betaSurveyOpenAtom);
  return (
    <>
      {layout === 'layout-default' ? (
        <Suspense fallback={null}>
          <SmallBar />
        </Suspense>
      ) : (
        <FullBar />
      )}
      {surveyOpen ? (
        <AreaErrorBoundary>
          <Suspense fallback={null}>
            <BetaSurveyDialog onDone={() => pageReload.reload()} />
          </Suspense>
        </AreaErrorBoundary>
      ) : null}
    </>
  );
}
