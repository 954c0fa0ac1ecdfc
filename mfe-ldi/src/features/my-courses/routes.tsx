import { Route } from 'react-router-dom';
import { AreaNotFoundPage } from 'shared-design-system/area';
import { CourseCategoryPage } from './components/course-category-page';
import { CoursePage } from './components/course-page';
import { CourseShelfPage } from './components/course-shelf-page';
import { CustomCoursesPage } from './components/custom-courses-page';
import { MyCoursesSearchPage } from './components/my-courses-search-page';
import { MyCoursesPage } from './components/my-courses-page';

/** /todos-os-cursos/*: the student's courses; an unknown sub-path says the course does not exist. */
export const myCoursesRoutes = (
  <>
    <Route path="/todos-os-cursos" element={<MyCoursesPage />} />
    <Route path="/todos-os-cursos/personalizados" element={<CustomCoursesPage />} />
    <Route path="/todos-os-cursos/resultado-pesquisa" element={<MyCoursesSearchPage />} />
    <Route path="/todos-os-cursos/categorias/:name" element={<CourseCategoryPage />} />
    <Route path="/todos-os-cursos/categorias/:name/:id" element={<CourseCategoryPage />} />
    <Route path="/todos-os-cursos/estante/:id" element={<CourseShelfPage />} />
    <Route path="/todos-os-cursos/estante/:id/:type" element={<CourseShelfPage />} />
    <Route path="/todos-os-cursos/:slug" element={<CoursePage />} />
    <Route path="/todos-os-cursos/*" element={<AreaNotFoundPage />} />
  </>
);
