import { Route, Routes } from 'react-router-dom';
import { GoalDetailPage } from '../features/goals/components/goal-detail-page';
import { GoalExplorerPage } from '../features/goals/components/goal-explorer-page';
import { GoalsPage } from '../features/goals/components/goals-page';
import { AreaNotFoundPage } from 'shared-design-system/area';
import { GoalSearchResultsPage } from '../features/search/components/goal-search-results-page';
import { GoalShelfPage } from '../features/shelves/components/goal-shelf-page';
import { GoalShelvesPage } from '../features/shelves/components/goal-shelves-page';
import { WelcomeWizardPage } from '../features/wizard/components/welcome-wizard-page';
import { useGoalWords } from '../lib/goal-words';

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
