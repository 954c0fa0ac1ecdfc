import { Route } from 'react-router-dom';
import { PrintPage } from '../print/print-page';
import { CustomReaderPage, ReaderPage } from './components/reader-page';

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
