import { Route } from 'react-router-dom';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';
import { TrailsPage } from './components/trails-page';

// The area's landing pages come with the area; every other page is a chunk of its own, fetched when it is
// first shown (issue 12: the first page does not parse and run the code of every page of the area)
const TrailPage = lazyPage(() => import('./components/trail-page').then((m) => m.TrailPage));
const TrailShelfPage = lazyPage(() => import('./components/trail-shelf-page').then((m) => m.TrailShelfPage));
const TrailsSearchPage = lazyPage(() =>
  import('./components/trails-search-page').then((m) => m.TrailsSearchPage),
);

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
