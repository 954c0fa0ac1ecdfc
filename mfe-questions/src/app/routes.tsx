import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { ROUTES } from '../constants';
import { QuestionSelectionPage } from '../features/question-selection/components/question-selection-page';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';

// The question search, the area's first page almost always, comes with the area; every other page is a chunk
// of its own, fetched when it is first shown (issue 12: the first page does not parse and run the code of
// every page of the area)
const ExamRankingPage = lazyPage(() =>
  import('../features/exam-run/components/exam-ranking-page').then((m) => m.ExamRankingPage),
);
const ExamRunPage = lazyPage(() =>
  import('../features/exam-run/components/exam-run-page').then((m) => m.ExamRunPage),
);
const NotebookSolvingPage = lazyPage(() =>
  import('../features/notebook-solving/components/notebook-solving-page').then((m) => m.NotebookSolvingPage),
);
const NotebooksPage = lazyPage(() =>
  import('../features/notebooks/components/notebooks-page').then((m) => m.NotebooksPage),
);
const PublicQuestionPage = lazyPage(() =>
  import('../features/question-detail/components/public-question-page').then((m) => m.PublicQuestionPage),
);
const QuestionPage = lazyPage(() =>
  import('../features/question-detail/components/question-page').then((m) => m.QuestionPage),
);
const QuestionListPage = lazyPage(() =>
  import('../features/question-list/components/question-list-page').then((m) => m.QuestionListPage),
);
const QuestionSearchResultsPage = lazyPage(() =>
  import('../features/question-list/components/question-search-results-page').then(
    (m) => m.QuestionSearchResultsPage,
  ),
);

/** /questoes/{id}: only numeric ids are questions; anything else is a missing page. */
function QuestionRoute() {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <QuestionPage /> : <AreaNotFoundPage />;
}

/** A page whose :id must be numeric; anything else is a missing page. */
function NumericRoute({ page }: { page: ReactElement }) {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? page : <AreaNotFoundPage />;
}

/** Routes of the questions area, absolute paths from the ownership table (ARCHITECTURE §2, spec 2 §2). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/questoes" element={<Navigate to={ROUTES.selection} replace />} />
      <Route path={ROUTES.selection} element={<QuestionSelectionPage />} />
      <Route path={ROUTES.listing} element={<QuestionListPage />} />
      <Route path={ROUTES.searchResults} element={<QuestionSearchResultsPage />} />
      <Route path="/questoes/:id" element={<QuestionRoute />} />
      <Route path="/public/questoes/:slug" element={<PublicQuestionPage />} />
      <Route path={ROUTES.notebooks} element={<NotebooksPage />} />
      <Route
        path="/cadernos-e-simulados/cadernos/:id"
        element={<NumericRoute page={<NotebookSolvingPage />} />}
      />
      <Route path="/cadernos-e-simulados/simulados/:id" element={<NumericRoute page={<ExamRunPage />} />} />
      <Route
        path="/cadernos-e-simulados/simulados/:id/ranking"
        element={<NumericRoute page={<ExamRankingPage />} />}
      />
      {/* the id is optional in the spec's routes: without one, the listing */}
      <Route path="/cadernos-e-simulados/cadernos" element={<Navigate to={ROUTES.notebooks} replace />} />
      <Route path="/cadernos-e-simulados/simulados" element={<Navigate to={ROUTES.notebooks} replace />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
