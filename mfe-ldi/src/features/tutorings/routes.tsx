import { Route } from 'react-router-dom';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';
import { TutoringsPage } from './components/tutorings-page';

// The area's landing pages come with the area; every other page is a chunk of its own, fetched when it is
// first shown (issue 12: the first page does not parse and run the code of every page of the area)
const TutoringPage = lazyPage(() => import('./components/tutoring-page').then((m) => m.TutoringPage));
const TutoringShelfPage = lazyPage(() =>
  import('./components/tutoring-shelf-page').then((m) => m.TutoringShelfPage),
);

/** /monitorias/*: tutorings; an unknown sub-path says the tutoring does not exist. */
export const tutoringRoutes = (
  <>
    <Route path="/monitorias" element={<TutoringsPage />} />
    <Route path="/monitorias/estante/:tipo" element={<TutoringShelfPage />} />
    <Route path="/monitorias/:slug" element={<TutoringPage />} />
    <Route path="/monitorias/*" element={<AreaNotFoundPage />} />
  </>
);
