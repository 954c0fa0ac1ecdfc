import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { ROUTES } from '../constants';
import { ExamRankingPage } from '../features/exam-run/components/exam-ranking-page';
import { ExamRunPage } from '../features/exam-run/components/exam-run-page';
import { NotebookSolvingPage } from '../features/notebook-solving/components/notebook-solving-page';
import { NotebooksPage } from '../features/notebooks/components/notebooks-page';
import { PublicQuestionPage } from '../features/question-detail/components/public-question-page';
import { QuestionPage } from '../features/question-detail/components/question-page';
import { QuestionListPage } from '../features/question-list/components/question-list-page';
import { QuestionSelectionPage } from '../features/question-selection/components/question-selection-page';
import { AreaNotFoundPage } from 'shared-design-system/area';

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
      <Route path={ROUTES.searchResults} element={<QuestionListPage />} />
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
