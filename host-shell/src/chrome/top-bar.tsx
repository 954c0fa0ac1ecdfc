import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai/react';
import { AreaErrorBoundary, Logo, usePlatformTheme } from 'shared-design-system';
import { BAR_CLASS, barCss } from './bar-css';
import { betaSurveyOpenAtom } from './chrome-atoms';
import { navigateInSite } from './chrome-link';
import { pageReload } from './page-reload';
import { useBodyLayout } from './use-body-layout';
import SmallBar from './small-bar';
import TopBarActions from './top-bar-actions';
import GlobalSearch from './global-search';

const BetaSurveyDialog = lazy(
  () => import(/* webpackChunkName: "on-demand-beta-survey" */ './beta-survey-dialog'),
);

/** The navigation layouts' bar: logo, search with filter, favourites, notifications, verticals, profile. */
function FullBar() {
  const { productName } = usePlatformTheme().brand;
  return (
    <div className={BAR_CLASS} css={barCss}>
      <a
        href="/mesa-de-estudo"
        onClick={navigateInSite}
        // the logo's product name is in the link's name (label in name, WCAG 2.5.3)
        aria-label={`Página inicial, ${productName}`}
        css={{ display: 'flex' }}
      >
        <Logo height={28} compact />
      </a>
      <AreaErrorBoundary>
        <GlobalSearch />
      </AreaErrorBoundary>
      <AreaErrorBoundary>
        <TopBarActions />
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
        <AreaErrorBoundary>
          <SmallBar />
        </AreaErrorBoundary>
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
