import { Route, Routes } from 'react-router-dom';
import { GoalsPage } from '../features/goals/components/goals-page';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';
import { useGoalWords } from '../lib/goal-words';

// The area's landing pages come with the area; every other page is a chunk of its own, fetched when it is
// first shown (issue 12: the first page does not parse and run the code of every page of the area)
const GoalDetailPage = lazyPage(() =>
  import('../features/goals/components/goal-detail-page').then((m) => m.GoalDetailPage),
);
const GoalExplorerPage = lazyPage(() =>
  import('../features/goals/components/goal-explorer-page').then((m) => m.GoalExplorerPage),
);
const GoalSearchResultsPage = lazyPage(() =>
  import('../features/search/components/goal-search-results-page').then((m) => m.GoalSearchResultsPage),
);
const GoalShelfPage = lazyPage(() =>
  import('../features/shelves/components/goal-shelf-page').then((m) => m.GoalShelfPage),
);
const GoalShelvesPage = lazyPage(() =>
  import('../features/shelves/components/goal-shelves-page').then((m) => m.GoalShelvesPage),
);
const WelcomeWizardPage = lazyPage(() =>
  import('../features/wizard/components/welcome-wizard-page').then((m) => m.WelcomeWizardPage),
);

/** /objetivos/novo-objetivo: the explorer titled 'Adicionar objetivo' (in the vertical's word). */
function NewGoalPage() {
  return <GoalExplorerPage title={`Adicionar ${useGoalWords().one}`} />;
}

/** The paths this area owns (ARCHITECTURE §2): /objetivos/* and /explorar; anything else is not found. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/objetivos" element={<GoalsPage />} />
      <Route path="/objetivos/novo-objetivo" element={<NewGoalPage />} />
      <Route path="/objetivos/bem-vindo" element={<WelcomeWizardPage />} />
      <Route path="/objetivos/resultado-pesquisa" element={<GoalSearchResultsPage />} />
      <Route path="/objetivos/estante" element={<GoalShelvesPage />} />
      <Route path="/objetivos/estante/:id" element={<GoalShelfPage />} />
      <Route path="/objetivos/:id" element={<GoalDetailPage />} />
      <Route path="/objetivos/:id/conteudo" element={<GoalDetailPage />} />
      <Route path="/explorar" element={<GoalExplorerPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
