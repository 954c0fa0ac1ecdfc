import { Route } from 'react-router-dom';
import { AreaNotFoundPage } from 'shared-design-system/area';
import { TutoringPage } from './components/tutoring-page';
import { TutoringShelfPage } from './components/tutoring-shelf-page';
import { TutoringsPage } from './components/tutorings-page';

/** /monitorias/*: tutorings; an unknown sub-path says the tutoring does not exist. */
export const tutoringRoutes = (
  <>
    <Route path="/monitorias" element={<TutoringsPage />} />
    <Route path="/monitorias/estante/:tipo" element={<TutoringShelfPage />} />
    <Route path="/monitorias/:slug" element={<TutoringPage />} />
    <Route path="/monitorias/*" element={<AreaNotFoundPage />} />
  </>
);
