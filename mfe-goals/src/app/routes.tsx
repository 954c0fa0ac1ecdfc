import { Route, Routes } from 'react-router-dom';
import { GoalDetailPage } from '../features/goals/components/goal-detail-page';
import { GoalExplorerPage } from '../features/goals/components/goal-explorer-page';
import { GoalsPage } from '../features/goals/components/goals-page';
import { AreaNotFoundPage } from 'shared-design-system/area';

/** The paths this area owns (ARCHITECTURE §2): /objetivos/* and /explorar; anything else is not found. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/objetivos" element={<GoalsPage />} />
      <Route path="/objetivos/novo-objetivo" element={<GoalExplorerPage title="Adicionar objetivo" />} />
      <Route
        path="/objetivos/bem-vindo"
        element={<GoalExplorerPage title="Boas-vindas! Escolha seus objetivos" />}
      />
      <Route
        path="/objetivos/resultado-pesquisa"
        element={<GoalExplorerPage title="Resultado da pesquisa" />}
      />
      <Route path="/objetivos/:id" element={<GoalDetailPage />} />
      <Route path="/objetivos/:id/conteudo" element={<GoalDetailPage />} />
      <Route path="/explorar" element={<GoalExplorerPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
