import { Route } from 'react-router-dom';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';
import { MyCoursesPage } from './components/my-courses-page';

// The area's landing pages come with the area; every other page is a chunk of its own, fetched when it is
// first shown (issue 12: the first page does not parse and run the code of every page of the area)
const CourseCategoryPage = lazyPage(() =>
  import('./components/course-category-page').then((m) => m.CourseCategoryPage),
);
const CoursePage = lazyPage(() => import('./components/course-page').then((m) => m.CoursePage));
const CourseShelfPage = lazyPage(() =>
  import('./components/course-shelf-page').then((m) => m.CourseShelfPage),
);
const CustomCoursesPage = lazyPage(() =>
  import('./components/custom-courses-page').then((m) => m.CustomCoursesPage),
);
const MyCoursesSearchPage = lazyPage(() =>
  import('./components/my-courses-search-page').then((m) => m.MyCoursesSearchPage),
);

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
