import { Route } from 'react-router-dom';
import { InteractiveTrailPage, InteractiveTrailPanelPage } from './trail-pages';
import { PrintPage } from '../print/lazy-print-page';

/** /trilhas-interativas/*: an interactive trail read like a document, its panel and its print view. */
export const interactiveTrailRoutes = (
  <>
    <Route path="/trilhas-interativas/print" element={<PrintPage />} />
    <Route path="/trilhas-interativas/painel" element={<InteractiveTrailPanelPage />} />
    <Route path="/trilhas-interativas/:slug/painel" element={<InteractiveTrailPanelPage />} />
    <Route path="/trilhas-interativas/:slug" element={<InteractiveTrailPage />} />
  </>
);
