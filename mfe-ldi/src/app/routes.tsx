import { Route, Routes } from 'react-router-dom';
import { VipRoomPage } from '../features/vip-rooms/components/vip-room-page';
import { VipRoomShelfPage } from '../features/vip-rooms/components/vip-room-shelf-page';
import { VipRoomsPage } from '../features/vip-rooms/components/vip-rooms-page';
import { TutoringPage } from '../features/tutorings/components/tutoring-page';
import { TutoringShelfPage } from '../features/tutorings/components/tutoring-shelf-page';
import { TutoringsPage } from '../features/tutorings/components/tutorings-page';
import { CourseCategoryPage } from '../features/my-courses/components/course-category-page';
import { CoursePage } from '../features/my-courses/components/course-page';
import { CourseShelfPage } from '../features/my-courses/components/course-shelf-page';
import { CustomCoursesPage } from '../features/my-courses/components/custom-courses-page';
import { MyCoursesSearchPage } from '../features/my-courses/components/my-courses-search-page';
import { MyCoursesPage } from '../features/my-courses/components/my-courses-page';
import { InteractiveTrailPage, InteractiveTrailPanelPage } from '../features/interactive-trails/trail-pages';
import { PrintPage } from '../features/print/print-page';
import { TrailPage } from '../features/trails/components/trail-page';
import { TrailShelfPage } from '../features/trails/components/trail-shelf-page';
import { TrailsPage } from '../features/trails/components/trails-page';
import { TrailsSearchPage } from '../features/trails/components/trails-search-page';
import { CustomReaderPage, ReaderPage } from '../features/reader/components/reader-page';
import { AreaNotFoundPage } from 'shared-design-system/area';

/**
 * The paths this area owns (ARCHITECTURE §2): /ldi/*, /ldi-personalizado/*, /todos-os-cursos/*,
 * /trilhas-interativas/*, /trilhas-estrategicas/*, /monitorias/*, /sala-vip/*. Unknown sub-paths of courses,
 * trails and tutorings say the item does not exist (spec 1 §2: the kit's AreaNotFoundPage reads the area from
 * the path); the others get the generic not-found page.
 */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/todos-os-cursos" element={<MyCoursesPage />} />
      <Route path="/todos-os-cursos/personalizados" element={<CustomCoursesPage />} />
      <Route path="/todos-os-cursos/resultado-pesquisa" element={<MyCoursesSearchPage />} />
      <Route path="/todos-os-cursos/categorias/:name" element={<CourseCategoryPage />} />
      <Route path="/todos-os-cursos/categorias/:name/:id" element={<CourseCategoryPage />} />
      <Route path="/todos-os-cursos/estante/:id" element={<CourseShelfPage />} />
      <Route path="/todos-os-cursos/estante/:id/:type" element={<CourseShelfPage />} />
      <Route path="/todos-os-cursos/:slug" element={<CoursePage />} />
      <Route path="/todos-os-cursos/*" element={<AreaNotFoundPage />} />
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
      <Route path="/trilhas-estrategicas/resultado-pesquisa" element={<TrailsSearchPage />} />
      <Route path="/trilhas-estrategicas/estante/:tipo" element={<TrailShelfPage />} />
      <Route path="/trilhas-estrategicas/:slug" element={<TrailPage />} />
      <Route path="/trilhas-estrategicas/*" element={<AreaNotFoundPage />} />
      <Route path="/monitorias" element={<TutoringsPage />} />
      <Route path="/monitorias/estante/:tipo" element={<TutoringShelfPage />} />
      <Route path="/monitorias/:slug" element={<TutoringPage />} />
      <Route path="/monitorias/*" element={<AreaNotFoundPage />} />
      <Route path="/sala-vip" element={<VipRoomsPage />} />
      <Route path="/sala-vip/estante/:tipo" element={<VipRoomShelfPage />} />
      <Route path="/sala-vip/:slug" element={<VipRoomPage />} />
      <Route path="/sala-vip/*" element={<AreaNotFoundPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
