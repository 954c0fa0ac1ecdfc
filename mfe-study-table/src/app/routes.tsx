import { Navigate, Route, Routes } from 'react-router-dom';
import { StudyTablePage } from '../features/study-table/components/study-table-page';
import { LIVE_CLASSES_PATH } from '../constants';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';

// The Mesa de estudo, the area's first page almost always, comes with the area; every other page is a chunk of
// its own, fetched when it is first shown (issue 12: the first page does not parse and run the code of every
// page of the area)
const FavoritesPage = lazyPage(() =>
  import('../features/favorites/components/favorites-page').then((m) => m.FavoritesPage),
);
const HighlightsPage = lazyPage(() =>
  import('../features/highlights/components/highlights-page').then((m) => m.HighlightsPage),
);
const LiveClassesPage = lazyPage(() =>
  import('../features/live-classes/components/live-classes-page').then((m) => m.LiveClassesPage),
);
const LiveEventPage = lazyPage(() =>
  import('../features/live-classes/components/live-event-page').then((m) => m.LiveEventPage),
);
const PerformancePage = lazyPage(() =>
  import('../features/performance/components/performance-page').then((m) => m.PerformancePage),
);
const RankingExamPage = lazyPage(() =>
  import('../features/rankings/components/ranking-exam-page').then((m) => m.RankingExamPage),
);
const RankingSubmitPage = lazyPage(() =>
  import('../features/rankings/components/ranking-submit-page').then((m) => m.RankingSubmitPage),
);
const RankingsPage = lazyPage(() =>
  import('../features/rankings/components/rankings-page').then((m) => m.RankingsPage),
);
const OngoingStudiesPage = lazyPage(() =>
  import('../features/study-table/components/ongoing-studies-page').then((m) => m.OngoingStudiesPage),
);
const WebcastPage = lazyPage(() =>
  import('../features/webcast/components/webcast-page').then((m) => m.WebcastPage),
);

/**
 * The paths this area owns (ARCHITECTURE §2): '/', /mesa-de-estudo/*, /estudos-em-andamento, /meu-desempenho,
 * /performance, /rankings/*, /favoritos, /aulas-ao-vivo/*, /destaques/*, /webcast/*. Anything else under
 * them is this area's not-found page.
 */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/" element={<StudyTablePage />} />
      <Route path="/mesa-de-estudo" element={<StudyTablePage />} />
      <Route path="/mesa-de-estudo/live" element={<Navigate to={LIVE_CLASSES_PATH} replace />} />
      <Route path="/mesa-de-estudo/live/:linkId" element={<LiveEventPage />} />
      <Route path="/estudos-em-andamento" element={<OngoingStudiesPage />} />
      <Route path="/meu-desempenho" element={<PerformancePage />} />
      <Route path="/performance" element={<PerformancePage />} />
      <Route path="/rankings" element={<RankingsPage />} />
      <Route path="/rankings/:id" element={<RankingExamPage />} />
      <Route path="/rankings/:id/submit" element={<RankingSubmitPage />} />
      <Route path="/favoritos" element={<FavoritesPage />} />
      <Route path="/aulas-ao-vivo" element={<LiveClassesPage />} />
      <Route path="/aulas-ao-vivo/resultado-pesquisa" element={<LiveClassesPage search />} />
      <Route path="/destaques" element={<HighlightsPage />} />
      <Route path="/destaques/:page" element={<HighlightsPage />} />
      <Route path="/webcast/:slug" element={<WebcastPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
