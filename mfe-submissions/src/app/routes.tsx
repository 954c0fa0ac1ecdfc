import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '../constants';
import { DiscursivesPage } from '../features/discursives/components/discursives-page';
import { EssaysPage } from '../features/essays/components/essays-page';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';

// The area's landing pages come with the area; every other page is a chunk of its own, fetched when it is
// first shown (issue 12: the first page does not parse and run the code of every page of the area)
const DiscursiveCategoryPage = lazyPage(() =>
  import('../features/discursives/components/discursive-category-page').then((m) => m.DiscursiveCategoryPage),
);
const DiscursivePage = lazyPage(() =>
  import('../features/discursives/components/discursive-page').then((m) => m.DiscursivePage),
);

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
