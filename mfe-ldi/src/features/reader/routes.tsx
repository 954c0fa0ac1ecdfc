import { Route } from 'react-router-dom';
import { lazyPage } from 'shared-design-system/area';
import { PrintPage } from '../print/lazy-print-page';

// The reader and the print page are chunks of their own, fetched when first shown (issue 12)
const CustomReaderPage = lazyPage(() => import('./components/reader-page').then((m) => m.CustomReaderPage));
const ReaderPage = lazyPage(() => import('./components/reader-page').then((m) => m.ReaderPage));

/** /ldi/* and /ldi-personalizado/*: the reader of a course's document, and its print views. */
export const readerRoutes = (
  <>
    <Route path="/ldi/print" element={<PrintPage />} />
    <Route path="/ldi/pdf" element={<PrintPage />} />
    <Route path="/ldi/print-test" element={<PrintPage test />} />
    <Route path="/ldi/:slug" element={<ReaderPage />} />
    <Route path="/ldi-personalizado/:slug" element={<CustomReaderPage />} />
  </>
);
