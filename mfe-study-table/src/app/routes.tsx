import { Navigate, Route, Routes } from 'react-router-dom';
import { FavoritesPage } from '../features/favorites/components/favorites-page';
import { HighlightsPage } from '../features/highlights/components/highlights-page';
import { LiveClassesPage } from '../features/live-classes/components/live-classes-page';
import { LiveEventPage } from '../features/live-classes/components/live-event-page';
import { PerformancePage } from '../features/performance/components/performance-page';
import { RankingExamPage } from '../features/rankings/components/ranking-exam-page';
import { RankingSubmitPage } from '../features/rankings/components/ranking-submit-page';
import { RankingsPage } from '../features/rankings/components/rankings-page';
import { OngoingStudiesPage } from '../features/study-table/components/ongoing-studies-page';
import { StudyTablePage } from '../features/study-table/components/study-table-page';
import { WebcastPage } from '../features/webcast/components/webcast-page';
import { LIVE_CLASSES_PATH } from '../constants';
import { AreaNotFoundPage } from 'shared-design-system/area';

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
