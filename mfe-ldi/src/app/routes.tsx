import { Route, Routes } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import {
  TrailPage,
  TrailsPage,
  TutoringPage,
  TutoringsPage,
  VipRoomPage,
  VipRoomsPage,
} from '../features/catalog/components/catalog-pages';
import { CoursePage } from '../features/my-courses/components/course-page';
import { MyCoursesPage } from '../features/my-courses/components/my-courses-page';
import { InteractiveTrailPage, InteractiveTrailPanelPage } from '../features/interactive-trails/trail-pages';
import { PrintPage } from '../features/print/print-page';
import { CustomReaderPage, ReaderPage } from '../features/reader/components/reader-page';
import {
  AreaItemNotFound,
  COURSE_NOT_FOUND,
  TRAIL_NOT_FOUND,
  tutoringNotFound,
} from '../lib/area-item-not-found';
import { AreaNotFoundPage } from 'shared-design-system/area';

function TutoringNotFound() {
  const { wording } = usePlatform().vertical;
  return <AreaItemNotFound {...tutoringNotFound(wording.tutoring, wording.tutorings)} />;
}

/**
 * The paths this area owns (ARCHITECTURE §2): /ldi/*, /ldi-personalizado/*, /todos-os-cursos/*,
 * /trilhas-interativas/*, /trilhas-estrategicas/*, /monitorias/*, /sala-vip/*. Unknown sub-paths of courses,
 * trails and tutorings say the item does not exist (spec 1 §2); the others get the generic not-found page.
 */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/todos-os-cursos" element={<MyCoursesPage />} />
      <Route path="/todos-os-cursos/:slug" element={<CoursePage />} />
      <Route path="/todos-os-cursos/*" element={<AreaItemNotFound {...COURSE_NOT_FOUND} />} />
      <Route path="/ldi/print" element={<PrintPage />} />
      <Route path="/ldi/pdf" element={<PrintPage />} />
      <Route path="/ldi/print-test" element={<PrintPage test />} />
      <Route path="/ldi/:slug" element={<ReaderPage />} />
      <Route path="/ldi-personalizado/:slug" element={<CustomReaderPage />} />
      <Route path="/trilhas-interativas/print" element={<PrintPage />} />
      <Route path="/trilhas-interativas/painel" element={<InteractiveTrailPanelPage />} />
      <Route path="/trilhas-interativas/:slug/painel" element={<InteractiveTrailPanelPage />} />
      <Route path="/trilhas-interativas/:slug" element={<InteractiveTrailPage />} />
      <Route path="/trilhas-estrategicas" element={<TrailsPage />} />
      <Route path="/trilhas-estrategicas/:slug" element={<TrailPage />} />
      <Route path="/trilhas-estrategicas/*" element={<AreaItemNotFound {...TRAIL_NOT_FOUND} />} />
      <Route path="/monitorias" element={<TutoringsPage />} />
      <Route path="/monitorias/:slug" element={<TutoringPage />} />
      <Route path="/monitorias/*" element={<TutoringNotFound />} />
      <Route path="/sala-vip" element={<VipRoomsPage />} />
      <Route path="/sala-vip/:slug" element={<VipRoomPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
