import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '../constants';
import { DiscursiveCategoryPage } from '../features/discursives/components/discursive-category-page';
import { DiscursivePage } from '../features/discursives/components/discursive-page';
import { DiscursivesPage } from '../features/discursives/components/discursives-page';
import { EssaysPage } from '../features/essays/components/essays-page';
import { AreaNotFoundPage } from 'shared-design-system/area';

/** The submissions area's routes: absolute paths of the ownership table (ARCHITECTURE §2, spec 3 §2). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.essays} element={<EssaysPage />} />
      <Route path={ROUTES.discursives} element={<DiscursivesPage />} />
      <Route path="/discursivas/categorias/:name" element={<DiscursiveCategoryPage />} />
      <Route path="/discursivas/:slug" element={<DiscursivePage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
