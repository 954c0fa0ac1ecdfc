import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from 'shared-design-system/area';
import { interactiveTrailRoutes } from '../features/interactive-trails/routes';
import { myCoursesRoutes } from '../features/my-courses/routes';
import { readerRoutes } from '../features/reader/routes';
import { trailRoutes } from '../features/trails/routes';
import { tutoringRoutes } from '../features/tutorings/routes';
import { vipRoomRoutes } from '../features/vip-rooms/routes';

/**
 * The paths this area owns (ARCHITECTURE §2): /ldi/*, /ldi-personalizado/*, /todos-os-cursos/*,
 * /trilhas-interativas/*, /trilhas-estrategicas/*, /monitorias/*, /sala-vip/*, each feature's own in its
 * folder (features/<name>/routes.tsx). Unknown sub-paths of courses, trails, tutorings and VIP rooms say the
 * item does not exist (spec 1 §2: the kit's AreaNotFoundPage reads the area from the path); the others get
 * the generic not-found page.
 */
export function AreaRoutes() {
  return (
    <Routes>
      {myCoursesRoutes}
      {readerRoutes}
      {interactiveTrailRoutes}
      {trailRoutes}
      {tutoringRoutes}
      {vipRoomRoutes}
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
