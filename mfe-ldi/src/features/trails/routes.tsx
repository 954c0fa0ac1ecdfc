import { Route } from 'react-router-dom';
import { AreaNotFoundPage } from 'shared-design-system/area';
import { TrailPage } from './components/trail-page';
import { TrailShelfPage } from './components/trail-shelf-page';
import { TrailsPage } from './components/trails-page';
import { TrailsSearchPage } from './components/trails-search-page';

/** /trilhas-estrategicas/*: the strategic trails; an unknown sub-path says the trail does not exist. */
export const trailRoutes = (
  <>
    <Route path="/trilhas-estrategicas" element={<TrailsPage />} />
    <Route path="/trilhas-estrategicas/resultado-pesquisa" element={<TrailsSearchPage />} />
    <Route path="/trilhas-estrategicas/estante/:tipo" element={<TrailShelfPage />} />
    <Route path="/trilhas-estrategicas/:slug" element={<TrailPage />} />
    <Route path="/trilhas-estrategicas/*" element={<AreaNotFoundPage />} />
  </>
);
